// The gallery's signed-in user, for the profile widget: a client whose session holds the
// sample user and whose `fetch` answers in the page what the provider would (the user, the
// widget's layouts, and the profile flows' content and first screen). So the profile renders
// as it does in a real session, and a change opens its modal with the flow's own screen in it.
// (In mock mode a modal hosts no flow, since a flow is the provider's: the modal showed only
// its title and its buttons.)
import { createClient, mockProfileUser, type Screen, screenToHtml } from '@gatehouse/core';
import { GALLERY_BASE_URL, GALLERY_NOW, GALLERY_PROJECT, html, layoutResponse } from './backend';

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
  'config.json': { componentsVersion: '1.0.0', flows: { 'update-name': { version: 1 } } },
  'theme.json': { light: { globals: {} }, dark: { globals: {} } },
  [`${UPDATE_NAME.id}.html`]: screenToHtml(UPDATE_NAME as Screen),
};

function answer(method: string, path: string): Response {
  const layout = layoutResponse(path);
  if (layout) return layout;
  const file = /\/pages\/[^/]+\/v2-beta\/([^/]+)$/.exec(path)?.[1];
  if (method === 'GET' && file) {
    if (!(file in FLOW_CONTENT)) return json({ errorCode: 'E404' }, 404);
    const content = FLOW_CONTENT[file];
    return typeof content === 'string' ? html(content) : json(content);
  }
  if (path === '/v1/auth/me') return json(mockProfileUser(GALLERY_NOW));
  if (path === '/v1/auth/me/history') return json(GALLERY_HISTORY);
  if (path === '/v1/flow/start') {
    return json({
      executionId: 'gallery-profile',
      stepId: '1',
      status: 'running',
      action: 'screen',
      screen: { id: UPDATE_NAME.id, state: {} },
    });
  }
  return json({ errorCode: 'E011001', errorDescription: 'Not part of the gallery' }, 404);
}

/** A client signed in as the sample user, answered in the page. */
export function galleryProfileClient() {
  const client = createClient({
    projectId: GALLERY_PROJECT,
    baseUrl: GALLERY_BASE_URL,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      return answer(request.method, new URL(request.url).pathname);
    },
    persistTokens: false,
  });
  client.session.adopt({ sessionJwt: sampleToken('DS'), refreshJwt: sampleToken('DSR') });
  return client;
}
