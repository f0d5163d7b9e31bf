import {
  type Client,
  createClient,
  memoryStorage,
  type Screen,
  screenToHtml,
} from '@gatehouse/core';
import { render } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactElement } from 'react';
import { AuthProvider } from '../provider';
import { BASE_URL, projectId, server } from './msw';

// <Flow> runs the real engine of @gatehouse/core in these tests; only the provider's side is
// scripted, on msw: the static content (config, theme, screens) and the flow API's answers.

export const FLOW_ID = 'sign-in';

/** What the flow API answers: a JSON body and its status (200 unless given). */
export interface Answer {
  body: unknown;
  status?: number;
}

/** A `screen` answer of /v1/flow/start or /v1/flow/next. */
export const showScreen = (id: string, stepId = '1', state: Record<string, unknown> = {}) => ({
  body: {
    executionId: 'exec-1',
    stepId,
    status: 'running',
    action: 'screen',
    screen: { id, state },
  },
});

/** A completed flow, handing over tokens. */
export const completed = (authInfo: Record<string, unknown>) => ({
  body: { executionId: 'exec-1', stepId: '9', status: 'completed', action: 'none', authInfo },
});

/** An error answer in the provider's shape. */
export const refused = (status: number, errorDescription: string, errorCode = 'E1') => ({
  body: { errorCode, errorDescription },
  status,
});

export interface FlowBackend {
  projectId: string;
  /** The bodies of every /v1/flow/start and /v1/flow/next call, in order. */
  starts: Array<Record<string, unknown>>;
  nexts: Array<Record<string, unknown>>;
  /** Static files asked for, by name. */
  files: string[];
  /** Answers still to give (the last one of each list repeats); tests may push more. */
  startAnswers: Answer[];
  nextAnswers: Answer[];
}

export interface BackendOptions {
  screens?: Screen[];
  /** Screens as the provider's HTML, by file name (`extras.html`): what no Screen can say. */
  pages?: Record<string, string>;
  start?: Answer[];
  next?: Answer[];
  /** Extra config of the flow (startScreenId, conditions...). */
  flow?: Record<string, unknown>;
  theme?: unknown;
  /** The project config's cssTemplate (fonts per theme). */
  cssTemplate?: unknown;
  /** Leave config.json out (the flow then fails to start). */
  noConfig?: boolean;
}

/** A scripted provider for one project: content and flow API on msw. */
export function flowBackend(options: BackendOptions = {}): FlowBackend {
  const backend: FlowBackend = {
    projectId: projectId(),
    starts: [],
    nexts: [],
    files: [],
    startAnswers: options.start ?? [],
    nextAnswers: options.next ?? [],
  };
  const files: Record<string, unknown> = {
    'theme.json': options.theme ?? {
      light: { globals: '', components: {} },
      dark: { globals: '', components: {} },
    },
    ...(!options.noConfig && {
      'config.json': {
        componentsVersion: '1.0.0',
        ...(options.cssTemplate !== undefined && { cssTemplate: options.cssTemplate }),
        flows: { [FLOW_ID]: { version: 1, ...options.flow } },
      },
    }),
  };
  for (const screen of options.screens ?? []) files[`${screen.id}.html`] = screen;
  Object.assign(files, options.pages);

  const answer = (answers: Answer[]) => {
    const next = answers.length > 1 ? answers.shift()! : answers[0];
    return next
      ? HttpResponse.json(next.body as Record<string, unknown>, { status: next.status ?? 200 })
      : HttpResponse.json(
          { errorCode: 'E1', errorDescription: 'No answer scripted' },
          { status: 500 },
        );
  };
  server.use(
    http.get(`${BASE_URL}/pages/${backend.projectId}/v2-beta/:file`, ({ params }) => {
      const file = String(params.file);
      backend.files.push(file);
      if (!Object.hasOwn(files, file)) {
        return HttpResponse.json({ errorCode: 'E404' }, { status: 404 });
      }
      // A screen is the provider's HTML, as a static host serves it; other files are JSON.
      const value = files[file];
      return file.endsWith('.html')
        ? HttpResponse.html(typeof value === 'string' ? value : screenToHtml(value as Screen))
        : HttpResponse.json(value as Record<string, unknown>);
    }),
    http.post(`${BASE_URL}/v1/flow/start`, async ({ request }) => {
      backend.starts.push((await request.json()) as Record<string, unknown>);
      return answer(backend.startAnswers);
    }),
    http.post(`${BASE_URL}/v1/flow/next`, async ({ request }) => {
      backend.nexts.push((await request.json()) as Record<string, unknown>);
      return answer(backend.nextAnswers);
    }),
    http.get(`${BASE_URL}/v1/auth/me`, () =>
      HttpResponse.json({ userId: 'U1', loginIds: ['ada@example.com'] }),
    ),
  );
  return backend;
}

/** A real client of the backend's project, tokens in memory. */
export const clientOf = (backend: FlowBackend): Client =>
  createClient({
    projectId: backend.projectId,
    baseUrl: BASE_URL,
    storage: memoryStorage(),
    logger: { warn() {} },
  });

/** Render `ui` inside an AuthProvider with a real client of the backend's project. */
export function renderFlow(backend: FlowBackend, ui: ReactElement) {
  const client = clientOf(backend);
  const result = render(<AuthProvider client={client}>{ui}</AuthProvider>);
  return {
    ...result,
    client,
    rerender: (next: ReactElement) =>
      result.rerender(<AuthProvider client={client}>{next}</AuthProvider>),
  };
}

/** A sign-in screen with every node kind. */
export const everyNode: Screen = {
  id: 'everything',
  title: 'Sign in',
  nodes: [
    { type: 'text', variant: 'title', text: 'Welcome back' },
    { type: 'text', variant: 'subtitle', text: 'Sign in to {{form.app}}' },
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
    { type: 'text', text: 'We sent a code to {{form.email}}' },
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

export const doneScreen: Screen = {
  id: 'done',
  nodes: [
    { type: 'text', text: 'All set' },
    { type: 'button', interactionId: 'ok', label: 'OK', variant: 'primary' },
  ],
};
