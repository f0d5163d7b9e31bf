import { afterEach, describe, expect, it } from 'vitest';
import { LAST_DISPLAY_NAME_KEY, LAST_LOGIN_ID_KEY } from '../../session/keys';
import {
  button,
  flowApi,
  type Harness,
  harness,
  input,
  projectConfig,
  reply,
  screenAnswer,
  screenDoc,
  serveContent,
  THEME,
} from '../../test/flow';
import type { FlowConfig } from '../config';
import type { CreateFlowOptions } from '../engine';
import type { Screen } from '../nodes';
import { walk } from '../walk';

// The screen state applied by the real engine (msw behind it), as the provider's component
// applies it: what a renderer is given in $state.screen, what the form starts with, what a
// press validates and submits.

let h: Harness;
afterEach(() => h.cleanup());

const ORIGIN = window.location.origin;

const SCREEN = screenDoc('details', [
  { type: 'text', variant: 'title', text: 'Hello {{form.name}}' },
  { type: 'text', text: 'Last used: {{lastAuth.loginId}} ({{project.name}})' },
  { type: 'text', variant: 'error', text: '' },
  input('name', { id: 'name-field', required: true }),
  input('role', { inputType: 'select', required: true }),
  input('dept', { id: 'dept-field', required: true }),
  input('plan', { id: 'plan-field' }),
  button('submit'),
  button('other', { variant: 'secondary' }),
]);

async function onScreen(
  state: Record<string, unknown>,
  {
    flow: flowConfig = {},
    options = {},
    next = [screenAnswer('details', '2', { errorText: 'Try again' })],
    seed,
  }: {
    flow?: Partial<FlowConfig>;
    options?: Partial<CreateFlowOptions>;
    next?: Parameters<typeof flowApi>[1];
    seed?: Parameters<typeof harness>[0];
  } = {},
) {
  h = harness(seed);
  serveContent({
    'config.json': projectConfig(flowConfig),
    'theme.json': THEME,
    'details.html': SCREEN,
  });
  const start = flowApi('start', [screenAnswer('details', '1', state)]);
  const sent = flowApi('next', next);
  const flow = h.flow(options);
  await flow.start();
  return { flow, start, sent };
}

const nodeOf = (screen: Screen | undefined, match: (node: Record<string, unknown>) => boolean) =>
  walk(screen?.nodes ?? []).find((node) => match(node as unknown as Record<string, unknown>));
const inputNamed = (screen: Screen | undefined, name: string) =>
  nodeOf(screen, (node) => node.type === 'input' && node.name === name);

describe('placeholders', () => {
  it('fills text from the state, form values and the remembered user', async () => {
    const { flow } = await onScreen(
      { form: { name: 'Ada' }, project: { name: 'Acme' } },
      {
        seed: (storage) => {
          storage.setItem(LAST_LOGIN_ID_KEY, 'ada@example.com');
          storage.setItem(LAST_DISPLAY_NAME_KEY, 'Ada L');
        },
      },
    );
    const { screen } = flow.$state.get();
    expect(screen?.nodes[0]).toMatchObject({ text: 'Hello Ada' });
    expect(screen?.nodes[1]).toMatchObject({ text: 'Last used: ada@example.com (Acme)' });
  });

  it('reads the form option under form, and sends it with start', async () => {
    const { flow, start } = await onScreen({}, { options: { form: { name: 'Grace' } } });
    expect(flow.$state.get().screen?.nodes[0]).toMatchObject({ text: 'Hello Grace' });
    expect(start[0]?.input).toMatchObject({ name: 'Grace' });
  });
});

describe('componentsConfig', () => {
  it('merges the flow config, the start condition and the state, in that order', async () => {
    const { flow } = await onScreen(
      { componentsConfig: { name: { placeholder: 'from state' } } },
      {
        flow: {
          componentsConfig: {
            role: { data: [{ label: 'Admin', value: 'admin' }] },
            name: { label: 'from flow', placeholder: 'from flow' },
          },
          conditions: [
            { key: 'ELSE', met: { componentsConfig: { name: { label: 'from condition' } } } },
          ],
        },
      },
    );
    const { screen } = flow.$state.get();
    expect(inputNamed(screen, 'role')).toMatchObject({
      options: [{ value: 'admin', label: 'Admin' }],
    });
    expect(inputNamed(screen, 'name')).toMatchObject({
      label: 'from condition',
      placeholder: 'from state',
    });
  });
});

describe('componentsState', () => {
  it('hides an input from the screen, its validation and its submission', async () => {
    const { flow, sent } = await onScreen({
      form: { name: 'Ada', dept: 'kept from before' },
      componentsState: { 'dept-field': 'hide' },
    });
    expect(inputNamed(flow.$state.get().screen, 'dept')).toBeUndefined();
    flow.setValue('role', 'admin');
    await flow.press('submit');
    expect(flow.$form.get().errors).toEqual({});
    expect(sent[0]?.input).toEqual({ name: 'Ada', role: 'admin', origin: ORIGIN });
  });

  it('disables and makes read-only: the values stay, a user cannot change them', async () => {
    const { flow, sent } = await onScreen({
      form: { name: 'Ada', dept: 'R&D' },
      componentsState: { 'name-field': 'read-only', 'dept-field': 'disable', other: 'disable' },
    });
    const { screen } = flow.$state.get();
    expect(inputNamed(screen, 'name')).toMatchObject({ readOnly: true });
    expect(inputNamed(screen, 'dept')).toMatchObject({ disabled: true });
    flow.setValue('name', 'Mallory');
    flow.setValue('dept', 'Ops');
    expect(flow.$form.get().values).toMatchObject({ name: 'Ada', dept: 'R&D' });
    await flow.press('other');
    expect(sent).toHaveLength(0);
    flow.setValue('role', 'admin');
    await flow.press('submit');
    expect(sent[0]?.input).toMatchObject({ name: 'Ada', dept: 'R&D' });
  });

  it('skips validation of a disabled input', async () => {
    const { flow, sent } = await onScreen({
      form: { name: 'Ada' },
      componentsState: { 'dept-field': 'disable' },
    });
    flow.setValue('role', 'admin');
    await flow.press('submit');
    expect(flow.$form.get().errors).toEqual({});
    expect(sent).toHaveLength(1);
  });
});

describe('prefill and the form option', () => {
  it('prefills from the option, the state form, then the state inputs', async () => {
    const { flow } = await onScreen(
      { form: { name: 'form' }, inputs: { role: 'inputs', name: 'inputs' } },
      { options: { form: { dept: 'option', plan: { value: 'pro', disabled: true } } } },
    );
    expect(flow.$form.get().values).toMatchObject({
      name: 'inputs',
      role: 'inputs',
      dept: 'option',
      plan: 'pro',
    });
    expect(inputNamed(flow.$state.get().screen, 'plan')).toMatchObject({ disabled: true });
  });
});

describe('the error text', () => {
  it('goes into the error nodes with the answer, and empties them on the next screen', async () => {
    const { flow } = await onScreen(
      { form: { name: 'Ada' } },
      { next: [screenAnswer('details', '2', { errorText: 'Wrong', form: { name: 'Ada' } })] },
    );
    const errorNode = () =>
      nodeOf(flow.$state.get().screen, (node) => node.variant === 'error') as { text: string };
    expect(errorNode().text).toBe('');
    flow.setValue('role', 'admin');
    flow.setValue('dept', 'x');
    await flow.press('submit');
    expect(errorNode().text).toBe('Wrong');
    // The placeholders are filled afresh from the document, not from the shown screen.
    expect(flow.$state.get().screen?.nodes[0]).toMatchObject({ text: 'Hello Ada' });
  });

  it('shows a submit that got no answer in the error nodes, values kept', async () => {
    const { flow } = await onScreen({ form: { name: 'Ada' } }, { next: [reply({}, 503)] });
    flow.setValue('role', 'admin');
    flow.setValue('dept', 'x');
    await flow.press('submit');
    const errorNode = nodeOf(flow.$state.get().screen, (node) => node.variant === 'error');
    expect(errorNode).toMatchObject({ text: expect.stringMatching(/.+/) });
    expect(flow.$form.get().values).toMatchObject({ role: 'admin', dept: 'x' });
  });
});

describe('start orders', () => {
  it('shows a config start screen before any start call, and starts with its first press', async () => {
    h = harness();
    serveContent({
      'config.json': projectConfig({ startScreenId: 'details' }),
      'theme.json': THEME,
      'details.html': screenDoc('details', [input('name', { required: true }), button('continue')]),
    });
    const start = flowApi('start', [screenAnswer('details', '2')]);
    const flow = h.flow({ form: { name: 'Ada' } });
    await flow.start();
    expect(flow.$state.get()).toMatchObject({ status: 'screen', screenId: 'details' });
    expect(start).toHaveLength(0);
    expect(flow.$form.get().values).toEqual({ name: 'Ada' });
    await flow.press('continue');
    expect(start).toHaveLength(1);
    expect(start[0]).toMatchObject({
      interactionId: 'continue',
      input: { name: 'Ada', origin: ORIGIN },
    });
  });
});
