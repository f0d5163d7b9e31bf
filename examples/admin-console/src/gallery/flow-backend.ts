// The gallery's sign-in flow provider: a `fetch` that serves the flow's static content
// (config.json, theme.json, the screens) and answers the flow API inside the page, so <Flow>
// runs core's real engine and renderer with no request leaving the page. Each flow state gets
// its own client and engine, so one pane's answers (or its never-answered call) stay its own.
import {
  type Client,
  createClient,
  createFlow,
  type FlowInstance,
  memoryStorage,
  type Screen,
  screenToHtml,
} from '@gatehouse/core';
import { GALLERY_BASE_URL, GALLERY_PROJECT } from './backend';

/** What the flow's start and next calls do for one state. */
export type FlowScene = 'sign-in' | 'passcode' | 'refused' | 'in-flight' | 'loading';

export const GALLERY_FLOW_ID = 'sign-in';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A call left unanswered: the state that waits on it holds still for its screenshot. */
const never = () => new Promise<Response>(() => {});

// Screens in the emulator's shape (packages/emulator/src/flows/screens.ts): what a project's
// sign-in actually looks like, not a sampler of every node.
const SIGN_IN = {
  id: 'gallery-sign-in',
  title: 'Sign in',
  nodes: [
    { type: 'text', variant: 'title', text: 'Sign in' },
    { type: 'text', variant: 'subtitle', text: 'Welcome back to Acme Corp.' },
    {
      type: 'input',
      name: 'email',
      inputType: 'email',
      label: 'Email',
      placeholder: 'you@example.com',
      required: true,
      autoComplete: 'email',
    },
    {
      type: 'input',
      name: 'password',
      inputType: 'password',
      label: 'Password',
      required: true,
      autoComplete: 'current-password',
    },
    { type: 'button', interactionId: 'signIn', label: 'Sign in', variant: 'primary' },
    {
      type: 'button',
      interactionId: 'forgot',
      label: 'Forgot password?',
      variant: 'link',
      noValidate: true,
    },
    {
      type: 'container',
      direction: 'row',
      children: [
        {
          type: 'button',
          interactionId: 'google',
          label: 'Continue with Google',
          variant: 'sso',
          provider: 'google',
          noValidate: true,
        },
        {
          type: 'button',
          interactionId: 'github',
          label: 'Continue with GitHub',
          variant: 'sso',
          provider: 'github',
          noValidate: true,
        },
      ],
    },
  ],
};

const PASSCODE = {
  id: 'gallery-email-code',
  title: 'Check your email',
  nodes: [
    { type: 'text', variant: 'title', text: 'Check your email' },
    { type: 'text', variant: 'subtitle', text: 'We emailed a 6-digit code to {{form.email}}.' },
    {
      type: 'input',
      name: 'code',
      inputType: 'passcode',
      label: 'Code',
      required: true,
      digits: 6,
      autoSubmit: true,
      autoComplete: 'one-time-code',
    },
    { type: 'button', interactionId: 'verify', label: 'Verify', variant: 'primary' },
    {
      type: 'button',
      interactionId: 'resend',
      label: 'Send a new code',
      variant: 'link',
      noValidate: true,
    },
    { type: 'button', interactionId: 'back', label: 'Back', variant: 'link', noValidate: true },
  ],
};

const CONTENT: Record<string, unknown> = {
  'config.json': { componentsVersion: '1.0.0', flows: { [GALLERY_FLOW_ID]: { version: 1 } } },
  // No theme of the project's own: the gallery shows the design system's tokens as shipped.
  'theme.json': { light: { globals: '', components: {} }, dark: { globals: '', components: {} } },
  // Screens as the provider's static host serves them: HTML (issue 25).
  [`${SIGN_IN.id}.html`]: screenToHtml(SIGN_IN as Screen),
  [`${PASSCODE.id}.html`]: screenToHtml(PASSCODE as Screen),
};

const showScreen = (id: string, state: Record<string, unknown> = {}) =>
  json({
    executionId: 'gallery-exec',
    stepId: '1',
    status: 'running',
    action: 'screen',
    screen: { id, state },
  });

function answer(scene: FlowScene, method: string, path: string): Promise<Response> | Response {
  const file = /\/pages\/[^/]+\/v2-beta\/([^/]+)$/.exec(path)?.[1];
  if (method === 'GET' && file) {
    if (!(file in CONTENT)) return json({ errorCode: 'E404' }, 404);
    const content = CONTENT[file];
    return typeof content === 'string'
      ? new Response(content, { headers: { 'content-type': 'text/html; charset=utf-8' } })
      : json(content);
  }
  if (path === '/v1/flow/start') {
    if (scene === 'loading') return never();
    // The passcode screen's subtitle fills {{form.email}} from the server's form values.
    return scene === 'passcode'
      ? showScreen(PASSCODE.id, { form: { email: 'ada@acme.test' } })
      : showScreen(SIGN_IN.id);
  }
  if (path === '/v1/flow/next') {
    if (scene === 'in-flight') return never();
    // A refused sign-in keeps its screen and shows the provider's reason at the top.
    return json({ errorCode: 'E062108', errorDescription: 'Wrong email or password' }, 401);
  }
  return json({ errorCode: 'E011001', errorDescription: 'Not part of the gallery' }, 404);
}

/** A flow (not yet started: <Flow> starts it) on its own client, answering as `scene` says. */
export function galleryFlow(scene: FlowScene): { client: Client; instance: FlowInstance } {
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    return answer(scene, request.method, new URL(request.url).pathname);
  };
  const client = createClient({
    projectId: GALLERY_PROJECT,
    baseUrl: GALLERY_BASE_URL,
    fetch,
    // The loading and in-flight states wait on calls that never answer: no timeout ends them.
    timeout: 2_147_483_647,
    persistTokens: false,
  });
  // readUrl off: the gallery's own query (?gallery=1) is not a provider's redirect to take in;
  // memory storage: no A/B id or last sign-in is left behind in the page's localStorage.
  const instance = createFlow(client, {
    flowId: GALLERY_FLOW_ID,
    readUrl: false,
    storage: memoryStorage(),
  });
  return { client, instance };
}
