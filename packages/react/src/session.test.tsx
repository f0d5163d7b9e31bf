import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, type MockInstance, vi } from 'vitest';
import { type SessionInfo, useSession, useUser } from './hooks';
import { AuthProvider, useClient } from './provider';
import { answerAuth, BASE_URL, projectId, recordRequests, user } from './test/msw';
import { ClientSpy, newLog, Probe, storedTokens } from './test/render';

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 80)));

function Account({ seen }: { seen: SessionInfo[] }) {
  const session = useSession();
  const { user, isLoading } = useUser();
  const client = useClient();
  seen.push(session);
  return (
    <>
      <p>
        {session.roles().join()} / {session.roles('T1').join()} / {session.roles('T2').join()}
      </p>
      <p>
        {session.permissions().join()} / {session.permissions('T1').join()} / tenant{' '}
        {session.currentTenant} of {session.tenants.join()}
      </p>
      <p>{isLoading ? 'user loading' : `user ${user?.name ?? 'none'}`}</p>
      <button type="button" onClick={() => void client.session.logout()}>
        Log out
      </button>
    </>
  );
}

describe('session state in React', () => {
  it('goes from loading straight to authenticated when only a refresh token is stored', async () => {
    answerAuth();
    const requests = recordRequests();
    const log = newLog();
    render(
      <AuthProvider projectId={projectId()} baseUrl={BASE_URL} storage={storedTokens()}>
        <Probe log={log} />
      </AuthProvider>,
    );
    expect(screen.getByText('status: loading')).toBeTruthy();
    expect(screen.getByText('fallback-in')).toBeTruthy();
    await screen.findByText('signed-in');
    await settle();
    expect(log.statuses).toEqual(['loading', 'authenticated']);
    expect(log.shown.has('signed-out')).toBe(false);
    expect(requests).toEqual(['POST /v1/auth/refresh']);
  });

  it('goes from loading to unauthenticated without tokens, making no request', async () => {
    const requests = recordRequests();
    const log = newLog();
    render(
      <AuthProvider
        projectId={projectId()}
        baseUrl={BASE_URL}
        storage={storedTokens({ refresh: false })}
      >
        <Probe log={log} />
      </AuthProvider>,
    );
    await screen.findByText('signed-out');
    await settle();
    expect(log.statuses).toEqual(['loading', 'unauthenticated']);
    expect(log.shown.has('signed-in')).toBe(false);
    expect(requests).toEqual([]);
  });

  it('makes exactly one refresh under StrictMode, and keeps the client alive', async () => {
    answerAuth();
    const requests = recordRequests();
    let destroy: MockInstance | undefined;
    const { unmount } = render(
      <StrictMode>
        <AuthProvider projectId={projectId()} baseUrl={BASE_URL} storage={storedTokens()}>
          <Probe log={newLog()} />
          <ClientSpy
            onClient={(client) => {
              destroy ??= vi.spyOn(client, 'destroy');
            }}
          />
        </AuthProvider>
      </StrictMode>,
    );
    await screen.findByText('signed-in');
    await settle();
    expect(requests.filter((r) => r === 'POST /v1/auth/refresh')).toHaveLength(1);
    // The effect replay must not tear down the session that is in use.
    expect(destroy).not.toHaveBeenCalled();
    unmount();
    await waitFor(() => expect(destroy).toHaveBeenCalledTimes(1));
  });

  it('signs out when the refresh at start answers 401', async () => {
    answerAuth({}, 401);
    const log = newLog();
    const seen: SessionInfo[] = [];
    render(
      <AuthProvider projectId={projectId()} baseUrl={BASE_URL} storage={storedTokens()}>
        <Probe log={log} />
        <Account seen={seen} />
      </AuthProvider>,
    );
    await screen.findByText('signed-out');
    expect(log.statuses).toEqual(['loading', 'unauthenticated']);
    expect(log.shown.has('signed-in')).toBe(false);
    expect(seen.at(-1)?.error).toMatchObject({ kind: 'http', status: 401 });
  });

  it('reads roles and permissions per tenant, and logout moves SignedIn to SignedOut', async () => {
    answerAuth();
    const requests = recordRequests();
    const claims = {
      roles: ['viewer'],
      permissions: ['read'],
      tenants: { T1: { roles: ['admin'], permissions: ['write', 'invite'] }, T2: {} },
      dct: 'T1',
    };
    const seen: SessionInfo[] = [];
    render(
      <AuthProvider
        projectId={projectId()}
        baseUrl={BASE_URL}
        storage={storedTokens({ session: claims })}
      >
        <Probe log={newLog()} />
        <Account seen={seen} />
      </AuthProvider>,
    );
    await screen.findByText('signed-in');
    expect(screen.getByText('viewer / admin /')).toBeTruthy();
    expect(screen.getByText('read / write,invite / tenant T1 of T1,T2')).toBeTruthy();
    await screen.findByText(`user ${user.name}`);
    const authenticated = seen.filter((s) => s.isAuthenticated);
    // One state object, one derived value: re-renders for the user keep the same session.
    expect(new Set(authenticated).size).toBe(1);
    expect(authenticated[0]).toMatchObject({ status: 'authenticated', isLoading: false });
    expect(authenticated[0]?.sessionToken).toEqual(expect.any(String));

    fireEvent.click(screen.getByText('Log out'));
    await screen.findByText('signed-out');
    expect(screen.queryByText('signed-in')).toBeNull();
    expect(screen.getByText('user none')).toBeTruthy();
    const last = seen.at(-1);
    expect(last).toMatchObject({ isAuthenticated: false, sessionToken: undefined });
    expect(last?.roles('T1')).toEqual([]);
    expect(requests).toEqual(['GET /v1/auth/me', 'POST /v1/auth/logout']);
  });
});
