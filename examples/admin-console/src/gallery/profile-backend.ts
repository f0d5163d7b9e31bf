// The gallery's signed-in user, for the profile widget: a client whose session holds the
// sample user and whose `fetch` answers in the page what the provider would (the user, the
// widget's layouts, and the profile flows' content and first screen). So the profile renders
// as it does in a real session, and a change opens its modal with the flow's own screen in it.
// (In mock mode a modal hosts no flow, since a flow is the provider's: the modal showed only
// its title and its buttons.)
import {
  createClient,
  mockProfileUser,
  type Screen,
  screenToHtml,
  type User,
} from '@gatehouse/core';
import { GALLERY_BASE_URL, GALLERY_NOW, GALLERY_PROJECT, html, layoutResponse } from './backend';
import { SAMPLE_TOTP } from './totp-sample';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A JWT the client reads but nobody verifies: the page answers every call itself. */
function sampleToken(kind: 'DS' | 'DSR') {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const claims = {
    sub: mockProfileUser(GALLERY_NOW).userId,
    iss: GALLERY_PROJECT,
    drn: kind,
    iat: GALLERY_NOW / 1000,
    // Far ahead: the session's refresh timer never comes due while the gallery is open.
    exp: GALLERY_NOW / 1000 + 10 * 365 * 86_400,
  };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.gallery`;
}

// The profile flows' screens, as the emulator serves them (packages/emulator/src/flows).
const UPDATE_NAME = {
  id: 'update-name',
  title: 'Change name',
  nodes: [
    { type: 'text', variant: 'title', text: 'Change name' },
    {
      type: 'input',
      name: 'name',
      inputType: 'text',
      label: 'Name',
      required: true,
      autoComplete: 'name',
      maxLength: 200,
    },
    { type: 'button', interactionId: 'save', label: 'Save', variant: 'primary', autoSubmit: true },
  ],
};

// The account rows' flows' first screens (packages/emulator/src/flows/screens.ts).
const body = (text: string) => ({ type: 'text', variant: 'body', text });
const confirm = (interactionId: string, label: string) => ({
  type: 'button',
  interactionId,
  label,
  variant: 'primary',
  autoSubmit: true,
});
const RESET_TOTP = {
  id: 'reset-totp',
  title: 'Set up an authenticator app',
  nodes: [
    body(
      'Scan the code with an authenticator app, or type the key into it, then enter the 6-digit code it shows.',
    ),
    { type: 'totp' },
    {
      type: 'input',
      id: 'code',
      name: 'code',
      inputType: 'passcode',
      label: 'Code from the app',
      required: true,
      digits: 6,
      autoSubmit: true,
      autoComplete: 'one-time-code',
    },
    confirm('verify', 'Verify and turn on'),
  ],
};
const REMOVE_TOTP = {
  id: 'remove-totp',
  title: 'Remove authenticator app',
  nodes: [
    body('Sign-in will no longer ask for a code from your authenticator app.'),
    {
      type: 'button',
      interactionId: 'confirm',
      label: 'Remove authenticator app',
      variant: 'primary',
      noValidate: true,
    },
  ],
};
const DELETE_ACCOUNT = {
  id: 'delete-account',
  title: 'Delete my account',
  nodes: [
    body(
      'This deletes the account {{form.loginId}} and signs you out everywhere. It cannot be undone.',
    ),
    {
      type: 'input',
      name: 'confirmLoginId',
      inputType: 'text',
      label: 'Type {{form.loginId}} to confirm',
      required: true,
      autoComplete: 'off',
      dynamicAttrs: true,
    },
    confirm('delete', 'Delete my account'),
  ],
};

/** Each flow's first screen, and the state it is shown with (the enrolment, the account). */
const FIRST_SCREENS: Record<string, { screen: { id: string }; state: Record<string, unknown> }> = {
  'update-name': { screen: UPDATE_NAME, state: {} },
  'reset-totp': { screen: RESET_TOTP, state: { totp: SAMPLE_TOTP } },
  'remove-totp': { screen: REMOVE_TOTP, state: {} },
  'delete-account': {
    screen: DELETE_ACCOUNT,
    state: { form: { loginId: mockProfileUser(GALLERY_NOW).loginIds[0] } },
  },
};

/**
 * The sample user's sign-ins: this laptop (the session's own sign-in, at its token's `iat`, so
 * it shows as this device), and a phone the day before.
 */
const GALLERY_HISTORY = [
  {
    userId: mockProfileUser(GALLERY_NOW).userId,
    loginTime: GALLERY_NOW / 1000,
    city: 'Paris',
    country: 'FR',
    ip: '203.0.113.7',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  },
  {
    userId: mockProfileUser(GALLERY_NOW).userId,
    loginTime: GALLERY_NOW / 1000 - 26 * 3600,
    city: 'Lyon',
    country: 'FR',
    ip: '198.51.100.23',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  },
];

const FLOW_CONTENT: Record<string, unknown> = {
  'config.json': {
    componentsVersion: '1.0.0',
    flows: Object.fromEntries(Object.keys(FIRST_SCREENS).map((flowId) => [flowId, { version: 1 }])),
  },
  'theme.json': { light: { globals: {} }, dark: { globals: {} } },
  ...Object.fromEntries(
    Object.values(FIRST_SCREENS).map(({ screen }) => [
      `${screen.id}.html`,
      screenToHtml(screen as Screen),
    ]),
  ),
};

/** The flow a start asks for (its body's `flowId`), at its first screen. */
async function started(request: Request): Promise<Response> {
  const { flowId } = (await request.json().catch(() => ({}))) as { flowId?: string };
  const first = FIRST_SCREENS[flowId ?? ''];
  if (!first)
    return json({ errorCode: 'E011001', errorDescription: 'Not part of the gallery' }, 404);
  return json({
    executionId: `gallery-${flowId}`,
    stepId: '1',
    status: 'running',
    action: 'screen',
    screen: { id: first.screen.id, state: first.state },
  });
}

function answer(method: string, path: string, user: User): Response {
  const layout = layoutResponse(path);
  if (layout) return layout;
  const file = /\/pages\/[^/]+\/v2-beta\/([^/]+)$/.exec(path)?.[1];
  if (method === 'GET' && file) {
    if (!(file in FLOW_CONTENT)) return json({ errorCode: 'E404' }, 404);
    const content = FLOW_CONTENT[file];
    return typeof content === 'string' ? html(content) : json(content);
  }
  if (path === '/v1/auth/me') return json(user);
  if (path === '/v1/auth/me/history') return json(GALLERY_HISTORY);
  return json({ errorCode: 'E011001', errorDescription: 'Not part of the gallery' }, 404);
}

/** A client signed in as the sample user (with an authenticator app: `totp`), answered in the page. */
export function galleryProfileClient({ totp = false }: { totp?: boolean | undefined } = {}) {
  const user: User = { ...mockProfileUser(GALLERY_NOW), TOTP: totp };
  const client = createClient({
    projectId: GALLERY_PROJECT,
    baseUrl: GALLERY_BASE_URL,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      return path === '/v1/flow/start' ? started(request) : answer(request.method, path, user);
    },
    persistTokens: false,
  });
  client.session.adopt({ sessionJwt: sampleToken('DS'), refreshJwt: sampleToken('DSR') });
  return client;
}
