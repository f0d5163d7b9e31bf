import { atom } from 'nanostores';
import type { Client } from '../client';
import { localeOf } from '../i18n/locale';
import { FLOW_TEXTS, FORM_TEXTS } from '../i18n/sections';
import { onDemand } from '../on-demand';
import { webauthnSupported } from '../webauthn/support';
import type { PasskeyStart } from './autofill';
import { buttonTypeOf } from './button-type';
import { GOOGLE_CLIENT_URL, MESSAGES } from './constants';
import {
  autofillInputOf,
  completesCode,
  editable,
  emptyForm,
  type FlowForm,
  initialValues,
  inputInteraction,
  passcodesOf,
  submittedValues,
} from './form';
import type { Screen } from './nodes';
import { createRun, type FlowResult, type Run, type RunHost, type RunOptions } from './run';
import { flowStorage } from './storage';
import type { FlowInstance, FlowLogEntry, FlowState, FlowTexts } from './types';
import type { UrlIntake } from './url-intake';
import { hasUrlParams } from './url-params';
import { englishValidation, enterButtonOf, type ValidationTexts, validateScreen } from './validate';
import { buttonsOf, inputsOf, walk } from './walk';

export interface CreateFlowOptions extends RunOptions {}

// The profile's flows run as the signed-in user; they load this part with their first modal,
// so the client they run on comes with it (nothing of it is on the profile's first load).
export { asSignedInUser } from './as-user';

/** A screen takes presses when shown, and while it waits for a link (its "back", "resend"). */
const pressable = (
  state: FlowState,
): state is FlowState & { screen: NonNullable<FlowState['screen']> } =>
  !!state.screen &&
  (state.status === 'screen' || (state.status === 'waiting' && state.action === 'poll'));

// Code a screen feature or a URL needs, each loaded with the first that has it (core's
// `onDemand`): passkey autofill and One Tap are rare ceremonies, the URL's reader runs only
// when the page was opened with the provider's parameters.
const autofillCode = onDemand('autofill', () => import('./autofill'));
const oneTapCode = onDemand('one-tap', () => import('./one-tap'));
const urlIntake = onDemand('url-intake', () => import('./url-intake'));

/**
 * A headless sign-in flow (spec 001 §2-§5): loads the project's static config, theme and
 * screens, picks the start screen by the start conditions, talks /v1/flow/start and
 * /v1/flow/next, carries out each step's action, and owns the form the user types into.
 * Renderers only subscribe to $state and $form and call the actions; every error of spec
 * 001 §8 lands in $log, and nothing is ever thrown to the caller.
 */
export function createFlow(client: Client, options: CreateFlowOptions): FlowInstance {
  const storage = flowStorage(options.storage);
  const initial = (): FlowState => ({
    status: 'loading',
    projectId: client.projectId,
    flowId: options.flowId,
    tenant: options.tenant,
    redirectUrl: options.redirectUrl,
    locale: options.locale,
    direction: 'forward',
  });
  const $state = atom<FlowState>(initial());
  const $log = atom<FlowLogEntry[]>([]);
  const $form = atom<FlowForm>(emptyForm());
  const $disabled = atom<readonly string[]>([]);
  // Passkey buttons cannot work without WebAuthn: they are disabled, as the provider's are.
  $state.listen(({ screen }) => {
    const disabled = webauthnSupported()
      ? []
      : buttonsOf(screen)
          .filter((button) => buttonTypeOf(button) === 'biometrics')
          .map((button) => button.interactionId);
    if (disabled.join('\n') !== $disabled.get().join('\n')) $disabled.set(disabled);
  });

  let destroyed = false;
  let focusSeq = 0;
  let run: Run | undefined;
  let started: Promise<void> | undefined;
  let prepare: ((screen: Screen) => unknown) | undefined;

  const log = (level: FlowLogEntry['level'], message: string, detail?: unknown) => {
    const entry: FlowLogEntry = { level, message, at: Date.now() };
    if (detail !== undefined) entry.detail = detail;
    $log.set([...$log.get(), entry]);
  };

  // The flow's own words, in its locale (the catalogue's): English is here at once; another
  // locale's are fetched with the project's files, and the first screen waits for them.
  const locale = localeOf(options.locale);
  const $texts = atom<FlowTexts | undefined>(FLOW_TEXTS.get(locale));
  let validation: ValidationTexts = englishValidation();
  let worded: Promise<unknown> | undefined;
  const loadTexts = () => {
    worded ??= Promise.all([FORM_TEXTS.load(locale), FLOW_TEXTS.load(locale)]).then(
      ([forms, flow]) => {
        validation = { forms, flow };
        $texts.set(flow);
      },
      (cause: unknown) => {
        // Offline, or a deploy that replaced the chunk: the flow goes on in English.
        log('warn', `${MESSAGES.noCode}: texts`, cause);
        $texts.set(FLOW_TEXTS.en);
      },
    );
    return worded;
  };

  const newRun = (intake: RunHost['intake']) =>
    createRun({
      client,
      options,
      storage,
      intake,
      prepare: (screen) => prepare?.(screen),
      worded: loadTexts(),
      texts: () => validation,
      read: () => $state.get(),
      write: (state) => $state.set(state),
      log: (entry) => $log.set([...$log.get(), entry]),
    });

  const setForm = (update: Partial<FlowForm>) => $form.set({ ...$form.get(), ...update });
  const focusOn = (name: string | undefined) =>
    name === undefined ? undefined : { name, seq: ++focusSeq };

  // Each screen starts with its own values; the same screen shown again (a refused submit)
  // keeps what was typed, so a failure never clears a form.
  $state.listen((state) => {
    const form = $form.get();
    if (!state.screen || state.screenId === form.screenId) return;
    $form.set({
      screenId: state.screenId,
      values: initialValues(state.screen, state.screenState, options.form),
      errors: {},
      submitting: form.submitting,
      pressed: form.pressed,
    });
  });

  /** After a submit: the guard drops; a wrong code empties the passcode and asks for focus. */
  function settle(result: FlowResult, screenId: string | undefined) {
    const state = $state.get();
    const refusedHere =
      pressable(state) &&
      state.screenId === screenId &&
      (!result.ok || !!state.screenState?.errorText);
    const passcodes = refusedHere ? passcodesOf(state.screen) : [];
    const values = { ...$form.get().values };
    for (const node of passcodes) values[node.name] = '';
    setForm({
      submitting: false,
      pressed: undefined,
      values,
      ...(passcodes.length > 0 && { focus: focusOn(passcodes[0]?.name) }),
    });
  }

  const canSubmit = () => !destroyed && !!run && !$form.get().submitting && pressable($state.get());

  /** Submit `input` as `interactionId` (the in-flight guard holds), then settle the form. */
  async function send(interactionId: string, input: Record<string, unknown>): Promise<void> {
    const current = run;
    if (!current) return;
    const { screenId } = $state.get();
    setForm({ submitting: true, pressed: interactionId, errors: {} });
    const result = await current.submit(interactionId, input);
    if (current === run && !destroyed) settle(result, screenId);
  }

  async function press(interactionId: string): Promise<void> {
    const state = $state.get();
    const form = $form.get();
    if (!canSubmit() || !state.screen || $disabled.get().includes(interactionId)) return;
    // A button the screen state disabled (componentsState `disable`) is shown, not pressable.
    if (buttonsOf(state.screen).some((b) => b.interactionId === interactionId && b.disabled)) {
      return;
    }
    const invalid = validateScreen(state.screen, form.values, interactionId, validation);
    const firstInvalid = Object.keys(invalid)[0];
    if (firstInvalid !== undefined) {
      setForm({ errors: invalid, focus: focusOn(firstInvalid) });
      return;
    }
    await send(interactionId, submittedValues(state.screen, form.values));
  }

  function setValue(name: string, value: unknown): void {
    const { screen } = $state.get();
    const node = inputsOf(screen).find((input) => input.name === name);
    if (destroyed || !node || !editable(node)) return;
    const form = $form.get();
    const before = form.values[name];
    const { [name]: _, ...errors } = form.errors;
    $form.set({ ...form, values: { ...form.values, [name]: value }, errors });
    // Spec 001 §5: the passcode submits itself (its id is the interaction), whether or not
    // the screen has a button Enter would press.
    if (completesCode(node, before, value)) void press(inputInteraction(node));
  }

  // Screen features: passkey autofill and One Tap run while their screen is shown, and stop
  // when it goes (another screen, a submit under way, a restart or destroy).
  // The discoverable sign-in's start, once per flow (autofill.ts keeps it once loaded).
  let passkeyStart: PasskeyStart | undefined;
  let features: { screen: Screen; controller: AbortController } | undefined;

  /** Submit for a screen feature: no validation (a passkey or id token needs none). */
  const submitFeature = (interactionId: string, input: Record<string, unknown>) => {
    if (canSubmit()) void send(interactionId, input);
  };

  /** A feature whose code cannot load is logged; its screen works on without it. */
  const unloaded = (chunk: string) => (cause: unknown) =>
    log('error', `${MESSAGES.noCode}: ${chunk}`, cause);

  function syncFeatures(state: FlowState) {
    const screen = state.status === 'screen' ? state.screen : undefined;
    if (features?.screen === screen) return;
    features?.controller.abort();
    features = undefined;
    if (!screen || destroyed) return;
    const controller = new AbortController();
    features = { screen, controller };
    const { signal } = controller;
    // Each feature's code is loaded with the first screen that has it.
    const autofill = autofillInputOf(screen);
    if (autofill) {
      autofillCode().then(({ createPasskeyStart, runPasskeyAutofill }) => {
        passkeyStart ??= createPasskeyStart(client);
        return runPasskeyAutofill(inputInteraction(autofill), {
          start: passkeyStart,
          log,
          signal,
          submit: submitFeature,
        });
      }, unloaded(autofillCode.part));
    }
    for (const node of walk(screen.nodes)) {
      if (node.type !== 'oneTap') continue;
      oneTapCode().then(
        ({ runOneTap }) =>
          runOneTap(node, {
            client,
            scriptUrl: options.googleClientUrl || GOOGLE_CLIENT_URL,
            log,
            signal,
            submit: submitFeature,
          }),
        unloaded(oneTapCode.part),
      );
    }
  }
  $state.listen(syncFeatures);

  /**
   * The provider's URL parameters, read (and removed) by the first run only. Their reader is a
   * chunk of its own, loaded when the URL has some, while the run fetches the project's files.
   */
  const takeIntake = (): UrlIntake | Promise<UrlIntake> =>
    (options.readUrl ?? typeof window !== 'undefined') && hasUrlParams()
      ? urlIntake().then(({ takeUrlParams }) => takeUrlParams())
      : {};

  function begin(intake: RunHost['intake']): Promise<void> {
    run = newRun(intake);
    started = run.begin();
    return started;
  }

  return {
    $state,
    $log,
    $form,
    $disabled,
    $texts,
    start() {
      if (destroyed) return Promise.resolve();
      return started ?? begin(takeIntake());
    },
    restart() {
      if (destroyed) return Promise.resolve();
      run?.stop();
      $state.set(initial());
      $form.set(emptyForm());
      return begin({});
    },
    prepareScreens(prepareScreen) {
      prepare = prepareScreen;
    },
    setValue,
    press,
    pressEnter() {
      const button = enterButtonOf($state.get().screen);
      return button ? press(button) : Promise.resolve();
    },
    destroy() {
      destroyed = true;
      run?.stop();
      features?.controller.abort();
      features = undefined;
    },
  };
}
