import { type ComponentType, lazy } from 'react';

/**
 * A component that suspends, under <Flow>'s Suspense, until `load` gives the real one: a part
 * asked for before its chunk has loaded (a screen shown before <Flow> gave the engine
 * `prepareScreen`).
 */
export const suspendUntil = <Part>(load: () => Promise<Part>): Part =>
  lazy(() => load().then((part) => ({ default: part as ComponentType }))) as unknown as Part;
