import { atom } from 'nanostores';
import { vi } from 'vitest';
import type { FlowFactory } from '../flow-element';

type FlowInstance = ReturnType<FlowFactory>;
type FlowState = ReturnType<FlowInstance['$state']['get']>;
type Screen = NonNullable<FlowState['screen']>;

/** A FlowInstance whose state the test drives; every method is a spy. */
export function fakeFlow() {
  const $state = atom<FlowState>({
    status: 'loading',
    projectId: 'P1',
    flowId: 'sign-in',
    direction: 'forward',
  });
  const $log = atom<ReturnType<FlowInstance['$log']['get']>>([]);
  return {
    $state,
    $log,
    start: vi.fn(async () => {}),
    submit: vi.fn(async () => ({ ok: true as const })),
    enterButton: vi.fn((): string | undefined => undefined),
    validate: vi.fn(() => ({})),
    destroy: vi.fn(),
    show(screen: Screen) {
      $state.set({
        ...$state.get(),
        status: 'screen',
        screenId: screen.id,
        screen,
        screenState: {},
      });
    },
    set(patch: Partial<FlowState>) {
      $state.set({ ...$state.get(), ...patch });
    },
  };
}

export const screenNamed = (id: string, title: string): Screen => ({
  id,
  nodes: [
    { type: 'text', variant: 'title', text: title },
    { type: 'input', inputType: 'email', name: 'email', label: 'Email' },
    { type: 'button', interactionId: 'continue', label: 'Continue', variant: 'primary' },
  ],
});
