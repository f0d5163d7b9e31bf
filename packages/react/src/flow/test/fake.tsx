import type { Client } from '@gatehouse/core';
import { render } from '@testing-library/react';
import { atom } from 'nanostores';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { AuthProvider } from '../../provider';
import type { FlowInstance, FlowLogEntry, FlowState, Screen, ScreenState } from '../create';

export type SubmitResult = { ok: true } | { ok: false; invalid: Record<string, string> };

/** A FlowInstance whose atoms the test drives; every method is a spy. */
export function fakeFlow(initial: Partial<FlowState> = {}) {
  const $state = atom<FlowState>({
    status: 'loading',
    projectId: 'P1',
    flowId: 'sign-in',
    direction: 'forward',
    ...initial,
  });
  const $log = atom<FlowLogEntry[]>([]);
  const flow = {
    $state,
    $log,
    start: vi.fn(async () => {}),
    submit: vi.fn(
      async (_interactionId: string, _input: Record<string, unknown>): Promise<SubmitResult> => ({
        ok: true,
      }),
    ),
    enterButton: vi.fn((): string | undefined => undefined),
    validate: vi.fn(
      (_input: Record<string, unknown>, _id?: string) => ({}) as Record<string, string>,
    ),
    destroy: vi.fn(),
    /** Shows `screen` with its state (status 'screen'). */
    show(screen: Screen, screenState: ScreenState = {}, extra: Partial<FlowState> = {}) {
      $state.set({
        ...$state.get(),
        status: 'screen',
        screenId: screen.id,
        screen,
        screenState,
        ...extra,
      });
    },
    set(patch: Partial<FlowState>) {
      $state.set({ ...$state.get(), ...patch });
    },
    log(entry: Omit<FlowLogEntry, 'at'>) {
      $log.set([...$log.get(), { ...entry, at: Date.now() }]);
    },
  } satisfies FlowInstance & Record<string, unknown>;
  return flow;
}
export type FakeFlow = ReturnType<typeof fakeFlow>;

/** A client stand-in: `<Flow flow>` never touches it. */
export const noClient = {} as Client;

export function renderWithClient(ui: ReactElement) {
  const result = render(<AuthProvider client={noClient}>{ui}</AuthProvider>);
  return {
    ...result,
    rerender: (next: ReactElement) =>
      result.rerender(<AuthProvider client={noClient}>{next}</AuthProvider>),
  };
}

/** A sign-in screen with every node kind. */
export const everyNode: Screen = {
  id: 'everything',
  title: 'Sign in',
  nodes: [
    { type: 'text', variant: 'title', text: 'Welcome back' },
    { type: 'text', variant: 'subtitle', text: 'Sign in to {app}' },
    { type: 'text', variant: 'error', text: 'Heads up' },
    {
      type: 'container',
      direction: 'row',
      children: [
        { type: 'input', inputType: 'text', name: 'name', label: 'Full name' },
        {
          type: 'input',
          inputType: 'email',
          name: 'email',
          label: 'Email',
          required: true,
          placeholder: 'you@example.com',
        },
      ],
    },
    { type: 'input', inputType: 'phone', name: 'phone', label: 'Phone' },
    { type: 'input', inputType: 'password', name: 'password', label: 'Password' },
    { type: 'input', inputType: 'passcode', name: 'code', label: 'Code', digits: 4 },
    { type: 'input', inputType: 'checkbox', name: 'remember', label: 'Remember me' },
    {
      type: 'input',
      inputType: 'select',
      name: 'role',
      label: 'Role',
      options: [
        { value: 'admin', label: 'Admin' },
        { value: 'viewer', label: 'Viewer' },
      ],
    },
    { type: 'input', inputType: 'hidden', name: 'ref', label: 'Ref', value: 'r-1' },
    { type: 'image', src: 'https://cdn.example.com/logo.png', alt: 'Logo' },
    { type: 'link', href: 'https://example.com/terms', text: 'Terms' },
    { type: 'totp' },
    { type: 'button', interactionId: 'submit', label: 'Continue', variant: 'primary' },
    {
      type: 'button',
      interactionId: 'back',
      label: 'Back',
      variant: 'secondary',
      noValidate: true,
    },
    {
      type: 'button',
      interactionId: 'google',
      label: 'Google',
      variant: 'sso',
      provider: 'google',
    },
    { type: 'button', interactionId: 'forgot', label: 'Forgot password?', variant: 'link' },
  ],
};

export const emailScreen: Screen = {
  id: 'email',
  nodes: [
    { type: 'text', variant: 'title', text: 'Sign in' },
    { type: 'input', inputType: 'email', name: 'email', label: 'Email', required: true },
    { type: 'button', interactionId: 'continue', label: 'Continue', variant: 'primary' },
  ],
};

export const codeScreen: Screen = {
  id: 'code',
  nodes: [
    { type: 'text', variant: 'title', text: 'Check your email' },
    { type: 'text', text: 'We sent a code to {email}' },
    {
      type: 'input',
      inputType: 'passcode',
      name: 'code',
      label: 'Verification code',
      digits: 6,
      autoSubmit: true,
    },
    { type: 'button', interactionId: 'verify', label: 'Verify', variant: 'primary' },
    { type: 'button', interactionId: 'resend', label: 'Resend', variant: 'link', noValidate: true },
  ],
};
