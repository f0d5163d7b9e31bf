import { type ComponentType, lazy } from 'react';
import { type InputNode, loadOnce, localeOf, type Screen, type ScreenState, walk } from './create';
import type { FieldProps } from './field-shell';

// The parts of the renderer that loading, waiting and failing do not need, each a chunk of its
// own with its rules: the screens' rules (every screen needs them, and they load with the
// flow), every input but text and email, and the TOTP enrolment. <Flow> hands `prepareScreen`
// to the engine, which shows a screen once the parts it needs have loaded (alongside the
// theme's code), so a screen appears whole, as any other, and a part that cannot load fails
// the flow with a clear error instead of a blank field.

type FieldPart = ComponentType<FieldProps>;
interface Parts {
  styles: ComponentType;
  passcode: FieldPart;
  password: FieldPart;
  phone: FieldPart;
  checkbox: FieldPart;
  select: FieldPart;
  totp: ComponentType<{ totp: ScreenState['totp']; locale: string | undefined }>;
}
type PartName = keyof Parts;

// Each part is its module's default export.
const LOADERS: { [Name in PartName]: () => Promise<{ default: Parts[Name] }> } = {
  styles: () => import('./screen-styles'),
  passcode: () => import('./passcode-field'),
  password: () => import('./password-field'),
  phone: () => import('./phone-field'),
  checkbox: () => import('./checkbox-field'),
  select: () => import('./select-field'),
  totp: () => import('./totp'),
};

/** The input types whose field is a part. */
export const isPartInput = (
  inputType: InputNode['inputType'],
): inputType is Exclude<PartName, 'styles' | 'totp'> => inputType in LOADERS;

const loaded: Partial<Parts> = {};
const suspending: Partial<Parts> = {};
const loads = new Map<PartName, () => Promise<unknown>>();

/**
 * Load a part once; a failed load is forgotten (core's `loadOnce`), so the next screen that
 * needs it tries again.
 */
function loadPart<Name extends PartName>(name: Name): Promise<{ default: Parts[Name] }> {
  let load = loads.get(name);
  if (!load) {
    load = loadOnce(() =>
      LOADERS[name]().then((module) => {
        loaded[name] = module.default;
        return module;
      }),
    );
    loads.set(name, load);
  }
  return load() as Promise<{ default: Parts[Name] }>;
}

/** The parts a screen needs: the screens' rules, and those its nodes need. */
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
  loadPart('styles').catch(() => {});
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
        : import('./part-texts').then((texts) => texts.loadPartTexts(locale)),
    ]);

/**
 * A part's component: the loaded one, else (a screen shown before <Flow> gave the engine
 * `prepareScreen`) one that suspends, under <Flow>'s Suspense, until the part has loaded.
 */
export function partOf<Name extends PartName>(name: Name): Parts[Name] {
  suspending[name] ??= lazy(
    loadPart.bind(null, name) as () => Promise<{ default: ComponentType }>,
  ) as unknown as Parts[Name];
  return loaded[name] ?? (suspending[name] as Parts[Name]);
}
