import { type ComponentType, lazy } from 'react';
import { type Screen, type ScreenState, walk } from './create';
import type { FieldProps } from './field-shell';

// The parts of the renderer that only some screens need, each a chunk of its own with its
// rules. <Flow> hands `prepareScreen` to the engine, which shows a screen once the parts it
// needs have loaded (alongside the theme's code), so a screen appears whole, as any other, and
// a part that cannot load fails the flow with a clear error instead of a blank field.

interface Parts {
  passcode: ComponentType<FieldProps>;
  phone: ComponentType<FieldProps>;
  totp: ComponentType<{ totp: ScreenState['totp'] }>;
}
type PartName = keyof Parts;

const LOADERS: { [Name in PartName]: () => Promise<Parts[Name]> } = {
  passcode: () => import('./passcode-field').then((module) => module.PasscodeField),
  phone: () => import('./phone-field').then((module) => module.PhoneField),
  totp: () => import('./totp').then((module) => module.TotpView),
};

const loading = new Map<PartName, Promise<unknown>>();
const loaded: Partial<Parts> = {};

/** Load a part once; a failed load is forgotten, so the next screen that needs it tries again. */
function loadPart<Name extends PartName>(name: Name): Promise<Parts[Name]> {
  let promise = loading.get(name) as Promise<Parts[Name]> | undefined;
  if (!promise) {
    promise = LOADERS[name]().then(
      (part) => {
        loaded[name] = part;
        return part;
      },
      (error: unknown) => {
        loading.delete(name);
        throw error;
      },
    );
    loading.set(name, promise);
  }
  return promise;
}

/** The parts a screen's nodes need. */
export function partsOf(screen: Screen): PartName[] {
  const names = new Set<PartName>();
  for (const node of walk(screen.nodes)) {
    if (node.type === 'totp') names.add('totp');
    else if (node.type === 'input' && node.inputType === 'passcode') names.add('passcode');
    else if (node.type === 'input' && node.inputType === 'phone') names.add('phone');
  }
  return [...names];
}

/** The engine's `prepareScreens` hook: resolves once every part of `screen` has loaded. */
export const prepareScreen = (screen: Screen): Promise<unknown> =>
  Promise.all(partsOf(screen).map(loadPart));

// For a screen shown without `prepareScreen` (a flow whose screens were shown before <Flow>
// took it over): a component that suspends until its part loads, under <Flow>'s Suspense.
const suspending = <Name extends PartName>(name: Name) =>
  lazy(() => loadPart(name).then((part) => ({ default: part as unknown as ComponentType })));
const SUSPENDING = {
  passcode: suspending('passcode'),
  phone: suspending('phone'),
  totp: suspending('totp'),
} as unknown as Parts;

/** A part's component: the loaded one, else one that suspends until it has loaded. */
export const partOf = <Name extends PartName>(name: Name): Parts[Name] =>
  (loaded[name] as Parts[Name] | undefined) ?? SUSPENDING[name];
