import { atom } from 'nanostores';
import type { Client } from '../client';
import { completesCode, emptyForm, type FlowForm, initialValues, passcodesOf } from './form';
import { createRun, type FlowResult, type Run, type RunOptions } from './run';
import { flowStorage } from './storage';
import type { FlowInstance, FlowLogEntry, FlowState } from './types';
import { takeUrlParams } from './url-params';
import { enterButtonOf, hiddenValues, inputsOf, validateScreen } from './validate';

export interface CreateFlowOptions extends RunOptions {}

/** A screen takes presses when shown, and while it waits for a link (its "back", "resend"). */
const pressable = (
  state: FlowState,
): state is FlowState & { screen: NonNullable<FlowState['screen']> } =>
  !!state.screen &&
  (state.status === 'screen' || (state.status === 'waiting' && state.action === 'poll'));

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

  let destroyed = false;
  let focusSeq = 0;
  let run: Run | undefined;
  let started: Promise<void> | undefined;

  const newRun = (intake: ReturnType<typeof takeUrlParams>) =>
    createRun({
      client,
      options,
      storage,
      intake,
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
      values: initialValues(state.screen, state.screenState),
      errors: {},
      submitting: form.submitting,
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
      values,
      ...(passcodes.length > 0 && { focus: focusOn(passcodes[0]?.name) }),
    });
  }

  async function press(interactionId: string): Promise<void> {
    const state = $state.get();
    const form = $form.get();
    if (destroyed || !run || form.submitting || !pressable(state)) return;
    const invalid = validateScreen(state.screen, form.values, interactionId);
    const firstInvalid = Object.keys(invalid)[0];
    if (firstInvalid !== undefined) {
      setForm({ errors: invalid, focus: focusOn(firstInvalid) });
      return;
    }
    setForm({ submitting: true, errors: {} });
    const current = run;
    // Hidden inputs carry the screen's own values: a renderer cannot change them.
    const values = { ...form.values, ...hiddenValues(state.screen) };
    const result = await current.submit(interactionId, values);
    if (current === run && !destroyed) settle(result, state.screenId);
  }

  function setValue(name: string, value: unknown): void {
    const { screen } = $state.get();
    const node = inputsOf(screen).find((input) => input.name === name);
    if (destroyed || !node || node.inputType === 'hidden') return;
    const form = $form.get();
    const before = form.values[name];
    const { [name]: _, ...errors } = form.errors;
    $form.set({ ...form, values: { ...form.values, [name]: value }, errors });
    if (completesCode(node, before, value)) {
      const button = enterButtonOf(screen);
      if (button) void press(button);
    }
  }

  function begin(intake: ReturnType<typeof takeUrlParams>): Promise<void> {
    run = newRun(intake);
    started = run.begin();
    return started;
  }

  return {
    $state,
    $log,
    $form,
    start() {
      if (destroyed) return Promise.resolve();
      // The provider's URL parameters are read (and removed) once, by the first run.
      return (
        started ?? begin((options.readUrl ?? typeof window !== 'undefined') ? takeUrlParams() : {})
      );
    },
    restart() {
      if (destroyed) return Promise.resolve();
      run?.stop();
      $state.set(initial());
      $form.set(emptyForm());
      return begin({});
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
    },
  };
}
