import type { ComponentType } from 'react';
import { localeOf, type OnDemand, onDemand, type Screen, walk } from './create';
import { isFieldName, isPartInput } from './field-names';
import type { FieldParts } from './field-parts';
import type { ScreenViewProps } from './screen';
import { suspendUntil } from './suspend';

// The parts of the renderer that loading, waiting and failing do not need: the screen parts'
// chunk (screen-parts.ts: the screens' rules and the screen view), which starts loading with
// the flow, and the one it loads for the field of every input but text and email, with the
// TOTP enrolment (field-parts.tsx). <Flow> hands `prepareScreen` to the engine, which shows a
// screen once the parts it needs have loaded (alongside the theme's code), so a screen appears
// whole, as any other, and a part that cannot load fails the flow with a clear error instead
// of a blank field. Each loads by core's one rule (`onDemand`): once, and again after a
// failure.

interface Parts extends FieldParts {
  styles: ComponentType;
  screen: ComponentType<ScreenViewProps>;
}
type PartName = keyof Parts;

/** The screen parts' chunk as read here: its own parts, and the loader of the fields' chunk. */
interface ScreenChunk extends Pick<Parts, 'styles' | 'screen'> {
  fieldParts: OnDemand<FieldParts>;
}

// The screen parts' exports are named as they arrive: a bundler that sees which are used builds
// no namespace object for the chunk, and needs no chunk of its runtime helper for that.
const screenParts = onDemand(
  'the screen parts',
  (): Promise<ScreenChunk> =>
    import('./screen-parts').then(({ fieldParts, screen, styles }) => ({
      fieldParts,
      screen,
      styles,
    })),
);
const texts = onDemand("the screen parts' texts", () => import('./part-texts'));

/** A part, once loaded: a field's through the screen parts' chunk, which loads the fields'. */
const loadPart = (name: PartName): Promise<unknown> =>
  screenParts().then((chunk): unknown =>
    isFieldName(name) ? chunk.fieldParts().then((fields) => fields[name]) : chunk[name],
  );

/** A part if it has loaded. */
const loadedPart = (name: PartName): unknown => {
  const chunk = screenParts.loaded();
  return isFieldName(name) ? chunk?.fieldParts.loaded()?.[name] : chunk?.[name];
};

const suspending: Partial<Parts> = {};

/** The parts a screen needs: the screens' rules (with the view), and those its nodes need. */
export function partsOf(screen: Screen): PartName[] {
  const names = new Set<PartName>(['styles']);
  for (const node of walk(screen.nodes)) {
    if (node.type === 'totp') names.add('totp');
    else if (node.type === 'input' && isPartInput(node.inputType)) names.add(node.inputType);
  }
  return [...names];
}

/**
 * Start loading what every screen needs, with the flow: the first screen then finds it there
 * (its load runs alongside the engine's first requests). A failure here is the first screen's
 * to report, when `prepareScreen` tries again.
 */
export function preloadParts(): void {
  screenParts().catch(() => {});
}

/**
 * The engine's `prepareScreens` hook for a flow in `locale`: resolves once every part of
 * `screen` has loaded, with their words in that locale (English is in the parts).
 */
export const prepareScreen =
  (locale: string | undefined) =>
  (screen: Screen): Promise<unknown> =>
    Promise.all([
      ...partsOf(screen).map(loadPart),
      localeOf(locale) === 'en'
        ? undefined
        : texts().then((module) => module.loadPartTexts(locale)),
    ]);

/**
 * A part's component: the loaded one, else (a screen shown before <Flow> gave the engine
 * `prepareScreen`) one that suspends, under <Flow>'s Suspense, until the part has loaded.
 */
export function partOf<Name extends PartName>(name: Name): Parts[Name] {
  const loaded = loadedPart(name) as Parts[Name] | undefined;
  if (loaded) return loaded;
  suspending[name] ??= suspendUntil(() => loadPart(name)) as Parts[Name];
  return suspending[name] as Parts[Name];
}
