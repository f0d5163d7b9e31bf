import { type ComponentType, lazy } from 'react';
import { type InputNode, localeOf, onDemand, type Screen, type ScreenState, walk } from './create';
import type { FieldProps } from './field-shell';
import type { ScreenViewProps } from './screen';

// The parts of the renderer that loading, waiting and failing do not need, one chunk
// (screen-parts.ts): the screens' rules, the screen view, and the field of every input but
// text and email, with the TOTP enrolment. It starts loading with the flow. <Flow> hands
// `prepareScreen` to the engine, which shows a screen once the parts it needs have loaded
// (alongside the theme's code), so a screen appears whole, as any other, and a part that
// cannot load fails the flow with a clear error instead of a blank field. It loads by core's
// one rule (`onDemand`): once, and again after a failure.

type FieldPart = ComponentType<FieldProps>;
interface Parts {
  styles: ComponentType;
  screen: ComponentType<ScreenViewProps>;
  passcode: FieldPart;
  password: FieldPart;
  phone: FieldPart;
  checkbox: FieldPart;
  select: FieldPart;
  totp: ComponentType<{ totp: ScreenState['totp']; locale: string | undefined }>;
}
type PartName = keyof Parts;
type FieldName = Exclude<PartName, 'styles' | 'screen'>;

const screenParts = onDemand('the screen parts', () => import('./screen-parts'));
const texts = onDemand("the screen parts' texts", () => import('./part-texts'));

const FIELDS: Record<FieldName, true> = {
  passcode: true,
  password: true,
  phone: true,
  checkbox: true,
  select: true,
  totp: true,
};

/** The input types whose field is a part. */
const isPartInput = (inputType: InputNode['inputType']): inputType is Exclude<FieldName, 'totp'> =>
  inputType in FIELDS;

const loadPart = <Name extends PartName>(name: Name): Promise<Parts[Name]> =>
  screenParts().then((parts: Parts) => parts[name]);

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
  const loaded: Parts[Name] | undefined = screenParts.loaded()?.[name];
  if (loaded) return loaded;
  suspending[name] ??= lazy(() =>
    loadPart(name).then((part) => ({ default: part as ComponentType })),
  ) as unknown as Parts[Name];
  return suspending[name] as Parts[Name];
}
