import { HttpResponse, http } from 'msw';
import { atom } from 'nanostores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { layoutToHtml } from '../../../content/write';
import type { FlowInstance, FlowState } from '../../../flow/types';
import { PROFILE_LAYOUTS } from '../../../layout/defaults/profile';
import type { User } from '../../../schemas';
import { JwtResponse } from '../../../schemas/session';
import { CONTENT } from '../../../test/flow';
import { fakeJwt } from '../../../test/jwt';
import { capture, PROJECT_ID, server } from '../../../test/msw';
import { providerLayout } from '../../../test/provider-layouts';
import { pageClient } from '../../../test/session';
import { createUserProfileStore } from '../store';
import { createProfileAccount } from './part';

const USER: User = {
  userId: 'U1',
  loginIds: ['ada@acme.test'],
  name: 'Ada Lovelace',
  email: 'ada@acme.test',
  TOTP: false,
};

const FIREFOX_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';
const EDGE_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';

/** The profile's pages: the built-in ones, or the provider's own root read in place. */
function serveLayouts(root?: string) {
  server.use(
    http.get(`${CONTENT}/user-profile-widget/demo/:file`, ({ params }) => {
      if (root && String(params.file).startsWith('root')) return HttpResponse.html(root);
      // A locale's page is `{page}.{locale}.html`: the built-in page stands for it.
      const page = String(params.file).split('.')[0] as keyof typeof PROFILE_LAYOUTS;
      const layout = PROFILE_LAYOUTS[page];
      if (!layout) return new HttpResponse(null, { status: 404 });
      return HttpResponse.html(layoutToHtml('user-profile-widget', page as never, layout as never));
    }),
  );
}

/** A flow the test ends by hand. */
function fakeFlow(flowId: string) {
  const $state = atom<FlowState>({
    status: 'loading',
    projectId: PROJECT_ID,
    flowId,
    direction: 'forward',
  });
  const flow = { $state, destroy: vi.fn() } as unknown as FlowInstance;
  return Object.assign(flow, {
    complete: () => $state.set({ ...$state.get(), status: 'completed' }),
  });
}

async function signedInProfile(
  user: User = USER,
  locale?: string,
  client = pageClient().client,
  root?: string,
) {
  serveLayouts(root);
  const flows: ReturnType<typeof fakeFlow>[] = [];
  const me = capture('get', '/v1/auth/me', user);
  const store = createUserProfileStore({
    client,
    widgetId: 'demo',
    readUrl: false,
    locale,
    flow: (flowId) => {
      const made = fakeFlow(flowId);
      flows.push(made);
      return made;
    },
  });
  await store.load();
  return { store, client, flows, me, account: await store.account(createProfileAccount) };
}

describe('the profile account part', () => {
  beforeEach(() => server.resetHandlers());

  it('is one part, loaded on the first call and the same after', async () => {
    const { store, account } = await signedInProfile();
    expect(await store.account(createProfileAccount)).toBe(account);
  });

  it('shows the authenticator as set up or not, from the user', async () => {
    const { account } = await signedInProfile();
    expect(account.$totp.get()).toEqual({
      label: 'Authenticator app',
      registered: false,
      add: { flow: 'reset-totp', label: 'Set up' },
    });
    const { account: withApp } = await signedInProfile({ ...USER, TOTP: true });
    expect(withApp.$totp.get()).toEqual({
      label: 'Authenticator app',
      registered: true,
      add: { flow: 'reset-totp', label: 'Replace' },
      remove: { flow: 'remove-totp', label: 'Remove' },
    });
  });

  it("words the authenticator row and opens its flow as the project's layout says", async () => {
    // The provider's own profile layout, read in place: "Authenticator App", "Edit TOTP",
    // flow user-profile-reset-totp.
    const root = providerLayout('user-profile-widget/root.html');
    const { account, flows, me } = await signedInProfile(USER, undefined, undefined, root);
    expect(account.$totp.get()).toEqual({
      label: 'Authenticator App',
      registered: false,
      add: { flow: 'reset-totp', label: 'Edit TOTP' },
    });
    account.open('reset-totp');
    await vi.waitFor(() => expect(account.$modal.get()?.flow).toBeDefined());
    expect(account.$modal.get()).toMatchObject({
      page: 'reset-totp',
      flowId: 'user-profile-reset-totp',
    });
    expect(flows[0]?.$state.get().flowId).toBe('user-profile-reset-totp');
    // Its success is the authenticator's: the user is read again.
    const before = me.length;
    capture('get', '/v1/auth/me', { ...USER, TOTP: true });
    flows[0]?.complete();
    await vi.waitFor(() => expect(account.$totp.get().registered).toBe(true));
    expect(me.length).toBe(before);
    expect(account.$totp.get().remove).toEqual({ flow: 'remove-totp', label: 'Remove' });
  });

  it('opens the layout row’s fulfilled flow once an app is set up', async () => {
    const root = providerLayout('user-profile-widget/root.html').replace(
      'flow-id="user-profile-reset-totp"',
      'flow-id="user-profile-reset-totp" fulfilled-flow-id="user-profile-replace-totp"',
    );
    const { account, flows } = await signedInProfile(
      { ...USER, TOTP: true },
      undefined,
      undefined,
      root,
    );
    account.open('reset-totp');
    await vi.waitFor(() => expect(account.$modal.get()?.flow).toBeDefined());
    expect(flows[0]?.$state.get().flowId).toBe('user-profile-replace-totp');
    account.close();
    account.open('remove-totp');
    await vi.waitFor(() => expect(account.$modal.get()?.flow).toBeDefined());
    expect(flows[1]?.$state.get().flowId).toBe('remove-totp');
  });

  it('hosts the reset-totp flow and reloads the user when it completes', async () => {
    const { account, flows, me } = await signedInProfile();
    account.open('reset-totp');
    await vi.waitFor(() => expect(account.$modal.get()?.flow).toBeDefined());
    expect(account.$modal.get()).toMatchObject({
      page: 'reset-totp',
      flowId: 'reset-totp',
      layout: { title: 'Set up an authenticator app' },
    });
    const before = me.length;
    capture('get', '/v1/auth/me', { ...USER, TOTP: true });
    flows[0]?.complete();
    await vi.waitFor(() => expect(account.$totp.get().registered).toBe(true));
    expect(me.length).toBe(before);
    expect(account.$modal.get()).toBeNull();
  });

  it('loads the devices only when asked, in words and in the locale', async () => {
    const history = capture('get', '/v1/auth/me/history', [
      {
        userId: 'U1',
        loginTime: 1_780_000_000,
        city: 'Paris',
        country: 'FR',
        ip: '203.0.113.7',
        userAgent: FIREFOX_MAC,
      },
      {
        userId: 'U1',
        loginTime: 1_779_000_000,
        city: '',
        country: '',
        ip: '198.51.100.2',
        userAgent: EDGE_WINDOWS,
      },
      { userId: 'U1', loginTime: 1_778_000_000, city: '', country: '', ip: '' },
    ]);
    const { account } = await signedInProfile(USER, 'fr');
    expect(history).toHaveLength(0);
    expect(account.$devices.get().status).toBe('idle');
    await account.loadDevices();
    expect(history).toHaveLength(1);
    expect(history[0]?.headers.authorization).toMatch(new RegExp(`^Bearer ${PROJECT_ID}:.+`));
    const { devices, status } = account.$devices.get();
    expect(status).toBe('ready');
    expect(devices.map(({ device, where }) => ({ device, where }))).toEqual([
      { device: 'Firefox sur macOS', where: 'Paris, FR · 203.0.113.7' },
      { device: 'Edge sur Windows', where: 'Lieu inconnu · 198.51.100.2' },
      { device: 'Un navigateur sur un système inconnu', where: 'Lieu inconnu' },
    ]);
    const time = new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeStyle: 'short' });
    expect(devices[0]?.when).toBe(time.format(new Date(1_780_000_000_000)));
    expect(devices[0]?.iso).toBe(new Date(1_780_000_000_000).toISOString());
  });

  it("marks this session's sign-in as this device, found by the time it signed in", async () => {
    const signIn = Math.floor(Date.now() / 1000) - 120;
    const at = (seconds: number) => ({ now: seconds * 1000, ttlSeconds: 86_400 });
    // The page signs in through the client, as a sign-in form does: its answer's tokens.
    const { client } = pageClient(false);
    capture('post', '/v1/auth/password/signin', {
      sessionJwt: fakeJwt({}, at(signIn)),
      refreshJwt: fakeJwt({}, { ...at(signIn), drn: 'DSR' }),
    });
    await client.http.request('/v1/auth/password/signin', { body: {}, schema: JwtResponse });
    capture('get', '/v1/auth/me/history', [
      // Another browser signed in since, and this one's sign-in a day before that one.
      { loginTime: signIn + 90, ip: '198.51.100.2', userAgent: EDGE_WINDOWS },
      { loginTime: signIn, ip: '203.0.113.7', userAgent: FIREFOX_MAC },
      { loginTime: signIn - 86_400, ip: '203.0.113.7', userAgent: FIREFOX_MAC },
    ]);
    const { account } = await signedInProfile(USER, undefined, client);
    await account.loadDevices();
    expect(account.$devices.get().devices.map((device) => device.current)).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('marks no device when the session does not know when it signed in', async () => {
    capture('get', '/v1/auth/me/history', [
      { loginTime: Math.floor(Date.now() / 1000), ip: '203.0.113.7', userAgent: FIREFOX_MAC },
    ]);
    // Tokens stored before (pageClient's): the sign-in happened in another page's life.
    const { account } = await signedInProfile();
    await account.loadDevices();
    expect(account.$devices.get().devices.map((device) => device.current)).toEqual([false]);
  });

  it('keeps the devices shown when a reload fails, and says why', async () => {
    capture('get', '/v1/auth/me/history', [
      { loginTime: 1, ip: '1.2.3.4', userAgent: FIREFOX_MAC },
    ]);
    const { account } = await signedInProfile();
    await account.loadDevices();
    capture(
      'get',
      '/v1/auth/me/history',
      { errorCode: 'E011003', errorDescription: 'down' },
      { status: 500 },
    );
    await account.loadDevices();
    expect(account.$devices.get()).toMatchObject({
      status: 'failed',
      devices: [{ device: 'Firefox on macOS' }],
    });
    expect(account.$devices.get().error).toBeDefined();
  });

  it('signs the other devices out through its flow, then lists the devices again', async () => {
    const history = capture('get', '/v1/auth/me/history', []);
    const { account, flows } = await signedInProfile();
    account.open('sign-out-other-devices');
    await vi.waitFor(() => expect(account.$modal.get()?.flow).toBeDefined());
    expect(flows[0]?.$state.get().flowId).toBe('sign-out-other-devices');
    flows[0]?.complete();
    await vi.waitFor(() => expect(history).toHaveLength(1));
    expect(account.$notice.get()).toBe('Every other device was signed out.');
  });

  it('names the account to delete, and signs out once its flow deleted it', async () => {
    const { store, account, flows } = await signedInProfile();
    expect(account.$deleteText.get()).toBe('Delete ada@acme.test and everything in it.');
    const loggedOut = vi.fn();
    store.onLogout(loggedOut);
    capture('post', '/v1/auth/logout', {}, { status: 401 });
    account.open('delete-account');
    await vi.waitFor(() => expect(account.$modal.get()?.flow).toBeDefined());
    flows[0]?.complete();
    await vi.waitFor(() => expect(loggedOut).toHaveBeenCalledTimes(1));
    expect(store.$user.get()).toBeUndefined();
    expect(store.$status.get()).toBe('idle');
  });

  it('in mock mode lists made-up devices and turns the authenticator on with Done', async () => {
    const store = createUserProfileStore({ mock: true, readUrl: false });
    await store.load();
    const account = await store.account(createProfileAccount);
    await account.loadDevices();
    expect(account.$devices.get().devices.map((d) => [d.device, d.current])).toEqual([
      ['Safari on macOS', true],
      ['Chrome on Android', false],
    ]);
    account.open('reset-totp');
    expect(account.$modal.get()?.hosted).toBe(false);
    await account.complete();
    expect(account.$totp.get().registered).toBe(true);
  });
});
