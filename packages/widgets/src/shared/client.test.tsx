import {
  createClient,
  memoryStorage,
  mgmtOf,
  REFRESH_KEY,
  SESSION_KEY,
  sharedClient,
} from '@gatehouse/core';
import { AuthProvider } from '@gatehouse/react';
import { act, render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { AccessKeyManagement, defineGatehouseWidgets, RoleManagement } from '../index';
import { BASE_URL, server } from '../test/msw';
import { serveLayouts } from '../test/widgets';

// One session per page: widgets call through the page's client, and add their own widget
// headers to each request, instead of each running a client (and a session) of its own.

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: Record<string, unknown>) =>
  `${base64url({ alg: 'RS256' })}.${base64url({ exp: Math.floor(Date.now() / 1000) + 600, ...claims })}.c2ln`;

interface Seen {
  path: string;
  authorization: string | null;
  sdkSession: string | null;
  widget: string | null;
}

/** Every management call: its bearer, the client's session id header and the widget type. */
function recordManagement(): Seen[] {
  const seen: Seen[] = [];
  const record = (request: Request) =>
    seen.push({
      path: new URL(request.url).pathname,
      authorization: request.headers.get('authorization'),
      sdkSession: request.headers.get('x-descope-sdk-session-id'),
      widget: request.headers.get('x-descope-widget-type'),
    });
  server.use(
    http.post(`${BASE_URL}/v1/mgmt/accesskey/search`, ({ request }) => {
      record(request);
      return HttpResponse.json({ keys: [] });
    }),
    http.post(`${BASE_URL}/v1/mgmt/role/search`, ({ request }) => {
      record(request);
      return HttpResponse.json({ roles: [] });
    }),
    http.get(`${BASE_URL}/v1/mgmt/role/all`, ({ request }) => {
      record(request);
      return HttpResponse.json({ roles: [] });
    }),
    http.get(`${BASE_URL}/v1/mgmt/permission/all`, ({ request }) => {
      record(request);
      return HttpResponse.json({ permissions: [] });
    }),
    http.get(`${BASE_URL}/v1/auth/me`, () => HttpResponse.json({ userId: 'U1', loginIds: ['a'] })),
  );
  return seen;
}

describe('one session per page', () => {
  it("React widgets inside <AuthProvider> call through the provider's client", async () => {
    serveLayouts('access-key-management-widget');
    serveLayouts('role-management-widget');
    const seen = recordManagement();
    const storage = memoryStorage();
    const sessionJwt = jwt({ sub: 'U1' });
    storage.setItem(SESSION_KEY, sessionJwt);
    storage.setItem(REFRESH_KEY, jwt({ sub: 'U1', drn: 'DSR' }));
    const client = createClient({ projectId: 'Pone', baseUrl: BASE_URL, storage });
    const common = { projectId: 'Pone', baseUrl: BASE_URL, tenant: 'T1', widgetId: 'w1' };
    render(
      <AuthProvider client={client}>
        <AccessKeyManagement {...common} />
        <RoleManagement {...common} />
      </AuthProvider>,
    );
    await screen.findByText('No access keys');
    await screen.findByText('No roles');
    expect(seen.length).toBeGreaterThanOrEqual(4);
    // One client: the same SDK session id, and the provider's session token as the bearer.
    expect(new Set(seen.map((s) => s.sdkSession)).size).toBe(1);
    expect(seen.every((s) => s.authorization === `Bearer Pone:${sessionJwt}`)).toBe(true);
    // Each widget still names itself, request by request.
    expect(seen.find((s) => s.path.includes('accesskey'))?.widget).toBe(
      'access-key-management-widget',
    );
    expect(seen.find((s) => s.path.includes('permission'))?.widget).toBe('role-management-widget');
    client.destroy();
  });

  it('custom elements share one client per project id and base URL', async () => {
    serveLayouts('access-key-management-widget');
    serveLayouts('role-management-widget');
    const seen = recordManagement();
    defineGatehouseWidgets();
    const page = sharedClient({ projectId: 'Pshared', baseUrl: BASE_URL });
    const attributes = {
      'project-id': 'Pshared',
      'base-url': BASE_URL,
      tenant: 'T1',
      'widget-id': 'w1',
    };
    const make = (name: string) => {
      const el = document.createElement(name);
      for (const [key, value] of Object.entries(attributes)) el.setAttribute(key, value);
      return el;
    };
    const keys = make('gatehouse-access-key-management');
    const roles = make('gatehouse-role-management');
    await act(async () => void document.body.append(keys, roles));
    await within(keys.shadowRoot as unknown as HTMLElement).findByText('No access keys');
    await within(roles.shadowRoot as unknown as HTMLElement).findByText('No roles');
    const sessions = new Set(seen.map((s) => s.sdkSession));
    expect(sessions.size).toBe(1);
    // ...the very client the page's own code gets from sharedClient.
    const ids: string[] = [];
    server.use(
      http.get(`${BASE_URL}/v1/mgmt/role/all`, ({ request }) => {
        ids.push(request.headers.get('x-descope-sdk-session-id') ?? '');
        return HttpResponse.json({ roles: [] });
      }),
    );
    await mgmtOf(page, { tenant: 'T1' }).roles.loadAll();
    expect(sessions.has(ids[0] ?? '')).toBe(true);
  });
});
