import type { ReadableAtom } from 'nanostores';
import type { GatehouseError } from '../http/errors';
import type { FLOW_EN } from '../i18n/flow/en';
import type { Texts } from '../i18n/texts';
import type { JwtResponse } from '../schemas/session';
import type { FlowForm } from './form';
import type { Screen } from './nodes';
import type { ScreenState } from './screen-state';
import type { FlowLook } from './theme';

export type { ScreenState };

export type FlowStatus = 'loading' | 'screen' | 'waiting' | 'completed' | 'failed';

/** Everything a renderer needs, in one atom: the spec's sign-in flow state plus status. */
export interface FlowState {
  status: FlowStatus;
  projectId: string;
  flowId: string;
  tenant?: string;
  redirectUrl?: string;
  locale?: string;
  executionId?: string;
  stepId?: string;
  action?: string;
  screenId?: string;
  /**
   * The screen for `screenId` as shown: its document (validated UI nodes) with `screenState`
   * applied (placeholders filled, componentsConfig and componentsState, the error text).
   */
  screen?: Screen;
  screenState?: ScreenState;
  redirectTo?: string;
  openInNewTabUrl?: string;
  webauthnTransactionId?: string;
  webauthnOptions?: string;
  samlIdpResponseUrl?: string;
  samlIdpResponseSamlResponse?: string;
  samlIdpResponseRelayState?: string;
  /** 'forward' or 'back' by step id order, for the step animation. */
  direction: 'forward' | 'back';
  /** Set when status is 'failed' (and for the last logged error otherwise). */
  error?: GatehouseError;
  /** Set when status is 'completed'. */
  authInfo?: JwtResponse;
  /** The project's theme.json (light and dark globals and components), once loaded. */
  theme?: unknown;
  /** The project config's `cssTemplate` (fonts per theme), once loaded. */
  cssTemplate?: unknown;
  /**
   * The look of `theme` and `cssTemplate` for a renderer to apply (core's `flowLook`), set once
   * its code has loaded, before the first screen shows; absent when the project has neither.
   */
  look?: FlowLook;
}

export interface FlowOptions {
  flowId: string;
  tenant?: string;
  /**
   * The page's language tag: sent in the start options (the provider words its error texts in
   * it), picks the flow's localized screens, and the catalogue's locale of the flow's own
   * texts (`fr-CA` reads `fr`; a locale the catalogue lacks reads English).
   */
  locale?: string;
  redirectUrl?: string;
  /** Read and remove the provider's URL parameters at start (default true in a browser). */
  readUrl?: boolean;
  /** Where the A/B id and last-auth memory live (default: the client's storage). */
  storage?: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  /** Values for the flow, sent as the start options' `client` (default `{}`). */
  client?: Record<string, unknown>;
  /**
   * The provider's `form` option: values by input name, each plain or `{value, disabled}`.
   * Sent as flow start's input, read by placeholders as `{{form.x}}`, prefilled into the
   * inputs of that name, and `disabled: true` disables them.
   */
  form?: Record<string, unknown>;
  /**
   * Where Google's sign-in client script is loaded from when a screen has a One Tap node
   * (default `https://accounts.google.com/gsi/client`; the emulator serves a stand-in).
   */
  googleClientUrl?: string;
}

/** The flow section of the catalogue in a flow's locale. */
export type FlowTexts = Texts<typeof FLOW_EN>;

/** A logged flow error: for developers (the debugger overlay), never shown raw to end users. */
export interface FlowLogEntry {
  level: 'error' | 'warn';
  message: string;
  detail?: unknown;
  at: number;
}

export interface FlowInstance {
  readonly $state: ReadableAtom<FlowState>;
  /** The current screen's form: values, per-input errors, the submit in flight, focus asks. */
  readonly $form: ReadableAtom<FlowForm>;
  /** Errors and warnings of spec 001 §8, newest last. */
  readonly $log: ReadableAtom<FlowLogEntry[]>;
  /**
   * Interaction ids of the current screen's buttons that cannot work here and are shown
   * disabled: passkey (`biometrics`) buttons where the browser has no WebAuthn. A press of
   * one is ignored.
   */
  readonly $disabled: ReadableAtom<readonly string[]>;
  /**
   * The flow's own texts (its renderer's words) in its locale, from the catalogue: English at
   * once; another locale's once loaded, which is before the first screen shows (undefined
   * until then).
   */
  readonly $texts: ReadableAtom<FlowTexts | undefined>;
  /** Load config and theme, pick the start screen by the conditions, and start (once). */
  start(): Promise<void>;
  /** Start over after a failure: the current attempt is abandoned and a new one begins. */
  restart(): Promise<void>;
  /**
   * For a renderer whose code for some screens loads on demand (a passcode field, say): the
   * engine calls `prepareScreen` with each screen document and shows the screen once the
   * returned promise resolves, so it appears whole, with nothing left to load. A rejection
   * fails the flow with `E_FLOW_CODE` (`Cannot load the flow code`, the screen id as its
   * description). Set it before `start()`; `undefined` removes it.
   */
  prepareScreens(prepareScreen: ((screen: Screen) => unknown) | undefined): void;
  /**
   * Set an input's value (its error clears). An auto-submit passcode that becomes complete
   * submits the screen with itself as the interaction (its id, else its name), once per
   * complete code.
   */
  setValue(name: string, value: unknown): void;
  /**
   * Press a button by its interaction id: validate (unless the button is noValidate), then
   * submit the form's values. Invalid input stays local, with messages in $form. Ignored while
   * a submit is in flight.
   */
  press(interactionId: string): Promise<void>;
  /** Enter in an input: press the button spec 001 §5 picks, if the screen has one. */
  pressEnter(): Promise<void>;
  /** Stop timers (poll, deferred redirect), abort requests and listeners. */
  destroy(): void;
}
