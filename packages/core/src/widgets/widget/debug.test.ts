import { describe, expect, it, vi } from 'vitest';
import { mgmtOf } from '../../mgmt';
import { capture } from '../../test/msw';
import { TENANT, testClient } from '../../test/widgets';
import { createAuditStore } from '../audit/store';
import { sessionSignIns } from '../profile/account/sign-ins';
import { createUserStore } from '../users/store';
import { debugWidget, stateShape } from './debug';

// The widgets' debug log: the store's transitions and the client's requests, as shapes.

const SECRET_KEY = 'mgmt-key-that-must-never-be-logged';

describe('the widget debug log', () => {
  it('logs state transitions and requests, and never a token, key or value', async () => {
    const client = testClient();
    const store = createAuditStore({
      mgmt: mgmtOf(client, { tenant: TENANT, managementKey: SECRET_KEY }),
    });
    capture('post', '/v1/mgmt/audit/search', {
      audits: [{ id: 'A1', action: 'LoginSucceed', actorId: 'ada@acme.test' }],
      total: 1,
    });
    const log = vi.fn();
    const stop = debugWidget({ name: 'audit-management-widget', store, http: client.http }, log);
    store.search('ada@acme');
    await store.searchNow();
    stop();
    const lines = log.mock.calls.map(([message, detail]) => `${message} ${String(detail)}`);
    expect(lines).toContain('[gatehouse audit-management-widget] $status loading');
    expect(lines).toContain('[gatehouse audit-management-widget] $status ready');
    expect(lines).toContain('[gatehouse audit-management-widget] $rows 1 items');
    expect(lines).toContain('[gatehouse audit-management-widget] request /v1/mgmt/audit/search ok');
    const all = JSON.stringify(log.mock.calls);
    expect(all).not.toContain(SECRET_KEY);
    expect(all).not.toContain('Bearer');
    expect(all).not.toContain('ada@acme');
    // Stopped: nothing more is logged.
    const count = log.mock.calls.length;
    await store.searchNow();
    expect(log.mock.calls.length).toBe(count);
    store.destroy();
  });

  it('follows a user store from before its layouts are in, changing nothing of it', async () => {
    const store = createUserStore({ mock: true });
    const log = vi.fn();
    const stop = debugWidget({ name: 'users', store }, log);
    await store.load();
    stop();
    expect(store.$status.get()).toBe('ready');
    expect(log).toHaveBeenCalledWith('[gatehouse users] $layouts', 'ready');
    expect(log.mock.calls.some(([line]) => String(line).includes('$createLayout'))).toBe(false);
    store.destroy();
  });

  it('logs a refused request by its code and status', async () => {
    const client = testClient();
    const store = createAuditStore({
      mgmt: mgmtOf(client, { tenant: TENANT, managementKey: SECRET_KEY }),
    });
    capture(
      'post',
      '/v1/mgmt/audit/search',
      { errorCode: 'E1', errorDescription: 'no' },
      { status: 403 },
    );
    const log = vi.fn();
    const stop = debugWidget({ name: 'audit', store, http: client.http }, log);
    await store.searchNow();
    stop();
    expect(log).toHaveBeenCalledWith(
      '[gatehouse audit] request /v1/mgmt/audit/search',
      expect.stringMatching(/ 403$/),
    );
    expect(log).toHaveBeenCalledWith('[gatehouse audit] $status', 'failed');
  });

  it("logs only its own widget's requests when widgets share a client", async () => {
    const client = testClient();
    capture('post', '/v1/mgmt/audit/search', { audits: [], total: 0 });
    capture('get', '/v1/auth/me/history', []);
    const mine = createAuditStore({ client, tenant: TENANT, widgetId: 'mine' });
    const other = createAuditStore({ client, tenant: TENANT, widgetId: 'other' });
    // The profile's sign-ins, asked as the profile widget 'mine' (its account part's calls).
    const profile = sessionSignIns(client, 'mine');
    const log = vi.fn();
    const caller = { type: 'audit-management-widget', id: 'mine' };
    const stop = debugWidget({ name: 'audit mine', store: mine, http: client.http, caller }, log);
    const profileLog = vi.fn();
    const stopProfile = debugWidget(
      {
        name: 'profile mine',
        store: {},
        http: client.http,
        caller: { type: 'user-profile-widget', id: 'mine' },
      },
      profileLog,
    );
    await other.searchNow();
    await mine.searchNow();
    await profile.history();
    stop();
    stopProfile();
    const requests = (logged: typeof log) =>
      logged.mock.calls.map(([line]) => String(line)).filter((line) => line.includes(' request '));
    expect(requests(log)).toEqual(['[gatehouse audit mine] request /v1/mgmt/audit/search']);
    expect(requests(profileLog)).toEqual(['[gatehouse profile mine] request /v1/auth/me/history']);
    mine.destroy();
    other.destroy();
  });

  it('reads a shape, never a value', () => {
    expect(stateShape('eyJhbGciOi.secret.token')).toBe('text (23 characters)');
    expect(stateShape([{ loginId: 'ada' }, {}])).toBe('2 items');
    expect(stateShape({ status: 'failed', error: { code: 'E_HTTP', message: 'x' } })).toBe(
      'failed (E_HTTP)',
    );
    expect(stateShape({ text: 'ada', sort: [] })).toBe('{text, sort}');
    expect(stateShape({ search: { loading: true } })).toBe('{search}');
    expect(stateShape({ loading: false, error: 'x' })).toBe('idle');
    expect(stateShape('ready', '$status')).toBe('ready');
    expect(stateShape('ready', '$secret')).toBe('text (5 characters)');
    expect(stateShape(3)).toBe(3);
    expect(stateShape(undefined)).toBe(undefined);
  });
});
