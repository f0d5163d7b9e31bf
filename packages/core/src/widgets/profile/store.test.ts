import { HttpResponse, http } from 'msw';
import { atom } from 'nanostores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { layoutToHtml } from '../../content/write';
import type { FlowInstance, FlowState } from '../../flow/types';
import type { GatehouseError } from '../../http/errors';
import { PROFILE_LAYOUTS } from '../../layout/defaults/profile';
import type { User } from '../../schemas';
import { REFRESH_KEY, SESSION_KEY } from '../../session/keys';
import { CONTENT, projectConfig, serveContent, THEME } from '../../test/flow';
import { fakeJwt } from '../../test/jwt';
import { capture, PROJECT_ID, server } from '../../test/msw';
import { pageClient } from '../../test/session';
import { SERVER_MESSAGE, serverError, spyFetch } from '../../test/widgets';
import { createNotices, NOTICE_SUCCESS_MS } from '../notices';
import { FLOW_UNAVAILABLE, type ProfileModalState } from './modal';
import {
  createUserProfileStore,
  type UserProfileStore,
  type UserProfileStoreOptions,
} from './store';

const USER: User = {
  userId: 'U1',
  loginIds: ['ada@acme.test'],
  name: 'Ada Lovelace',
  email: 'ada@acme.test',
  verifiedEmail: false,
  phone: '',
  webauthn: false,
  password: true,
  picture: 'javascript:alert(1)',
};

/** A signed-in page: a session client whose stored tokens are valid. */
const signedIn = () => pageClient();

/** The layouts the server serves for widget id `demo`: the built-in ones, recorded. */
function serveLayouts(change: (page: string, layout: unknown) => unknown = (_, l) => l) {
  const pages: string[] = [];
  server.use(
    http.get(`${CONTENT}/user-profile-widget/demo/:file`, ({ params }) => {
      const page = String(params.file).replace(/\.html$/, '');
      pages.push(page);
      const layout = PROFILE_LAYOUTS[page as keyof typeof PROFILE_LAYOUTS];
      const changed = change(page, structuredClone(layout));
      return HttpResponse.html(
        layoutToHtml('user-profile-widget', page as never, changed as never),
      );
    }),
  );
  return pages;
}

/** A flow the test drives: its state is set by hand, its destroy recorded. */
function fakeFlow(flowId: string) {
  const $state = atom<FlowState>({
    status: 'loading',
    projectId: PROJECT_ID,
    flowId,
    direction: 'forward',
  });
  const destroy = vi.fn();
  const flow = { $state, destroy } as unknown as FlowInstance;
  const end = (status: 'completed' | 'failed', error?: GatehouseError) =>
    $state.set({ ...$state.get(), status, ...(error && { error }) });
  return Object.assign(flow, { end });
}
type FakeFlow = ReturnType<typeof fakeFlow>;

async function loaded(extra: Partial<UserProfileStoreOptions> = {}) {
  const { client, storage } = signedIn();
  const flows: FakeFlow[] = [];
  const flow = (flowId: string) => {
    const made = fakeFlow(flowId);
    flows.push(made);
    return made;
  };
  serveLayouts();
  const me = capture('get', '/v1/auth/me', USER);
  const store = createUserProfileStore({
    client,
    widgetId: 'demo',
    flow,
    readUrl: false,
    ...extra,
  });
  await store.load();
  return { store, client, storage, me, flows, current: () => flows[flows.length - 1] as FakeFlow };
}

/** The flow the open modal hosts, once the engine has loaded (the first open loads it). */
async function hostedFlow(store: UserProfileStore): Promise<FlowInstance> {
  expect(store.$modal.get()?.hosted).toBe(true);
  await vi.waitFor(() => expect(store.$modal.get()?.flow).toBeDefined());
  return store.$modal.get()?.flow as FlowInstance;
}

/**
 * Open a modal page and wait until it shows with its own layout (a modal's page loads when it
 * first opens; the built-in page stands in meanwhile, naming no flow yet).
 */
async function opened(store: UserProfileStore, page: string) {
  expect(store.open(page)).toBe(true);
  await vi.waitFor(() =>
    expect(store.$modal.get()).toMatchObject({ page, flowId: expect.stringMatching(/./) }),
  );
}

const setUrl = (search: string) => window.history.replaceState(null, '', `/account${search}`);

describe('user profile store', () => {
  beforeEach(() => setUrl(''));

  it("loads the signed-in user (GET /v1/auth/me) and the root page's layout together", async () => {
    const { client } = signedIn();
    const pages = serveLayouts();
    const me = capture('get', '/v1/auth/me', USER);
    // The page's session started already (its own /me done), as under an AuthProvider.
    await client.session.start();
    await vi.waitFor(() => expect(client.session.$user.get()).toBeDefined());
    me.length = 0;
    const store = createUserProfileStore({ client, widgetId: 'demo', readUrl: false });
    const loading = store.load();
    expect(store.$status.get()).toBe('loading');
    await loading;
    expect(me).toHaveLength(1);
    expect(me[0]?.method).toBe('GET');
    // The provider's /me takes the refresh token as its bearer.
    expect(me[0]?.headers.authorization).toMatch(new RegExp(`^Bearer ${PROJECT_ID}:`));
    // The root page only: a modal's page loads when it is needed (issue 27).
    expect(pages).toEqual(['root']);
    expect(store.$status.get()).toBe('ready');
    expect(store.$user.get()).toMatchObject({ userId: 'U1', name: 'Ada Lovelace' });
    expect(store.$layouts.get().status).toBe('ready');
    expect(client.session.$user.get()?.userId).toBe('U1');
  });

  it('renders the avatar as initials for an unsafe picture, and the rows with badges', async () => {
    const { store } = await loaded();
    expect(store.$avatar.get()).toEqual({
      initials: 'AL',
      label: 'Change picture',
      action: { page: 'update-picture-modal', label: 'Change picture' },
    });
    const rows = store.$rows.get();
    expect(rows.find((row) => row.field === 'email')).toMatchObject({ unverified: true });
    expect(rows.find((row) => row.field === 'phone')).toMatchObject({ empty: true });
    expect(rows.find((row) => row.field === 'passkey')).toMatchObject({ registered: false });
    expect(store.logoutLabel()).toBe('Sign out');
  });

  it("holds the server's error when the user does not load", async () => {
    const { client } = signedIn();
    serveLayouts();
    capture('get', '/v1/auth/me', serverError, { status: 500 });
    const store = createUserProfileStore({ client, widgetId: 'demo', readUrl: false });
    await store.load();
    expect(store.$status.get()).toBe('failed');
    expect(store.$error.get()?.message).toBe(SERVER_MESSAGE);
    expect(store.$user.get()).toBeUndefined();
  });

  it('waits signed out, without calling /me, and loads the user once the page signs in', async () => {
    const { client } = pageClient(false);
    serveLayouts();
    const me = capture('get', '/v1/auth/me', USER);
    const store = createUserProfileStore({ client, widgetId: 'demo', readUrl: false });
    await store.load();
    expect(me).toHaveLength(0);
    expect(store.$status.get()).toBe('idle');
    expect(store.$error.get()).toBeUndefined();
    // The page's flow signs in: the widget sees it and loads the user.
    client.session.adopt({
      sessionJwt: fakeJwt(),
      refreshJwt: fakeJwt({}, { drn: 'DSR', ttlSeconds: 86400 }),
    });
    await vi.waitFor(() => expect(store.$status.get()).toBe('ready'));
    expect(store.$user.get()?.userId).toBe('U1');
    store.destroy();
  });

  it("fetches a modal's page as it first opens, once, beside the flow engine", async () => {
    const { client } = signedIn();
    const pages = serveLayouts((page, layout) =>
      page === 'update-name-modal' ? { ...(layout as object), title: 'Rename yourself' } : layout,
    );
    capture('get', '/v1/auth/me', USER);
    const store = createUserProfileStore({ client, widgetId: 'demo', readUrl: false });
    await store.load();
    expect(pages).toEqual(['root']);
    expect(store.open('update-name-modal')).toBe(true);
    // At once, the built-in page, hosting a flow not made yet (its renderer can load).
    expect(store.$modal.get()).toMatchObject({
      page: 'update-name-modal',
      flowId: '',
      hosted: true,
    });
    expect(store.$modal.get()?.layout.title).toBe(PROFILE_LAYOUTS['update-name-modal'].title);
    // Then the server's page, and its flow.
    await vi.waitFor(() => expect(store.$modal.get()?.layout.title).toBe('Rename yourself'));
    expect(store.$modal.get()?.flowId).toBe('update-name');
    expect(pages).toEqual(['root', 'update-name-modal']);
    store.close();
    await opened(store, 'update-name-modal');
    expect(pages).toEqual(['root', 'update-name-modal']);
    store.destroy();
  });

  it("opens a modal at once on its built-in page in the widget's locale, which came with the root page", async () => {
    const { client } = signedIn();
    const pages = serveLayouts();
    // The project has no French pages: the root and the modal's are its English ones.
    server.use(
      http.get(`${CONTENT}/user-profile-widget/demo/:file`, ({ params }) =>
        String(params.file).endsWith('-fr.html')
          ? new HttpResponse(null, { status: 404 })
          : undefined,
      ),
    );
    capture('get', '/v1/auth/me', USER);
    const store = createUserProfileStore({
      client,
      widgetId: 'demo',
      locale: 'fr',
      readUrl: false,
    });
    await store.load();
    expect(store.open('update-name-modal')).toBe(true);
    // At once: the built-in page in French, hosting a flow not made yet.
    expect(store.$modal.get()).toMatchObject({
      page: 'update-name-modal',
      flowId: '',
      hosted: true,
    });
    expect(store.$modal.get()?.layout.title).toBe('Modifier le nom');
    await vi.waitFor(() => expect(store.$modal.get()?.flowId).toBe('update-name'));
    expect(pages).toEqual(['root', 'update-name-modal']);
    store.destroy();
  });

  it("says so in a notice when a modal's page does not load, and asks again on the next open", async () => {
    const { client } = signedIn();
    let fail = true;
    const pages = serveLayouts();
    server.use(
      http.get(`${CONTENT}/user-profile-widget/demo/update-email-modal.html`, () =>
        fail ? new HttpResponse(null, { status: 500 }) : undefined,
      ),
    );
    capture('get', '/v1/auth/me', USER);
    const store = createUserProfileStore({ client, widgetId: 'demo', readUrl: false });
    await store.load();
    store.open('update-email-modal');
    await vi.waitFor(() => expect(store.$notices.get()).toHaveLength(1));
    expect(store.$notices.get()[0]).toMatchObject({
      kind: 'error',
      text: expect.stringMatching(/^The widget could not be loaded/),
    });
    expect(store.$modal.get()).toBeNull();
    // The profile stays as it was.
    expect(store.$status.get()).toBe('ready');
    expect(store.$layouts.get().status).toBe('ready');
    fail = false;
    await opened(store, 'update-email-modal');
    expect(pages).toEqual(['root', 'update-email-modal']);
    store.destroy();
  });

  it('shows no modal whose page arrives after it was closed or the session ended', async () => {
    const { client } = signedIn();
    serveLayouts();
    capture('get', '/v1/auth/me', USER);
    const store = createUserProfileStore({ client, widgetId: 'demo', readUrl: false });
    await store.load();
    store.open('update-phone-modal');
    store.close();
    await store.openFlow('update-name');
    expect(store.$modal.get()?.page).toBe('update-name-modal');
    store.close();
    // Every page is in now; a page asked for before the close never shows.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.$modal.get()).toBeNull();
    store.destroy();
  });

  it('fetches nothing while signed out (no layout, no /me), and the root page once signed in', async () => {
    const { client } = pageClient(false);
    const fetch = spyFetch();
    const store = createUserProfileStore({ client, widgetId: 'demo', readUrl: false });
    await store.load();
    expect(fetch).not.toHaveBeenCalled();
    // No page meanwhile, not even the built-in ones (whose code loads on demand): the
    // signed-out profile says so in its own words.
    expect(store.$layouts.get()).toEqual({ status: 'idle' });
    fetch.mockRestore();
    const pages = serveLayouts();
    capture('get', '/v1/auth/me', USER);
    client.session.adopt({
      sessionJwt: fakeJwt(),
      refreshJwt: fakeJwt({}, { drn: 'DSR', ttlSeconds: 86400 }),
    });
    await vi.waitFor(() => expect(store.$status.get()).toBe('ready'));
    await vi.waitFor(() => expect(pages).toEqual(['root']));
    store.destroy();
  });

  it('forgets the user and tells the host once when the session ends elsewhere', async () => {
    const { store, client } = await loaded();
    capture('post', '/v1/auth/logout', {});
    const told = vi.fn();
    store.onLogout(told);
    await opened(store, 'update-name-modal');
    // The page's own sign-out (or another tab's, which the session relays the same way).
    await client.session.logout();
    expect(told).toHaveBeenCalledOnce();
    expect(store.$user.get()).toBeUndefined();
    expect(store.$modal.get()).toBeNull();
    expect(store.$status.get()).toBe('idle');
    store.destroy();
  });

  it('opens a fresh flow for each open, with the flow id from the layout', async () => {
    const { client } = signedIn();
    serveLayouts((page, layout) =>
      page === 'update-name-modal' ? { ...(layout as object), flowId: 'rename' } : layout,
    );
    capture('get', '/v1/auth/me', USER);
    const store = createUserProfileStore({ client, widgetId: 'demo', readUrl: false });
    await store.load();
    await opened(store, 'update-name-modal');
    const first = await hostedFlow(store);
    expect(store.$modal.get()).toMatchObject({ page: 'update-name-modal', flowId: 'rename' });
    // Built by createFlow on the page's client (its auth added over the same session).
    expect(first.$state.get()).toMatchObject({ flowId: 'rename', projectId: PROJECT_ID });
    store.close();
    expect(store.$modal.get()).toBeNull();
    await opened(store, 'update-name-modal');
    expect(await hostedFlow(store)).not.toBe(first);
    expect(store.open('root')).toBe(false);
    expect(store.open('create-user-modal')).toBe(false);
    store.destroy();
  });

  it("runs its flows as the signed-in user: their calls carry the session's refresh token", async () => {
    const { client, storage } = signedIn();
    serveLayouts();
    capture('get', '/v1/auth/me', USER);
    serveContent({ 'config.json': projectConfig({}, 'update-name'), 'theme.json': THEME });
    const started = capture('post', '/v1/flow/start', { executionId: 'E1', status: 'running' });
    const store = createUserProfileStore({ client, widgetId: 'demo', readUrl: false });
    await store.load();
    await opened(store, 'update-name-modal');
    await (await hostedFlow(store)).start();
    expect(started).toHaveLength(1);
    expect(started[0]?.body).toMatchObject({ flowId: 'update-name' });
    expect(started[0]?.headers.authorization).toBe(
      `Bearer ${PROJECT_ID}:${storage.getItem(REFRESH_KEY)}`,
    );
    store.destroy();
  });

  it('after a successful flow closes the modal and reloads the user', async () => {
    const { store, current } = await loaded();
    await opened(store, 'update-name-modal');
    const flow = current();
    const again = capture('get', '/v1/auth/me', { ...USER, name: 'Ada King' });
    flow.end('completed');
    expect(store.$modal.get()).toBeNull();
    expect(flow.destroy).toHaveBeenCalled();
    await vi.waitFor(() => expect(store.$user.get()?.name).toBe('Ada King'));
    expect(again).toHaveLength(1);
  });

  it('after the password flow only closes its modal: no reload', async () => {
    const { store, current } = await loaded();
    const again = capture('get', '/v1/auth/me', USER);
    await opened(store, 'change-password-modal');
    current().end('completed');
    expect(store.$modal.get()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(again).toHaveLength(0);
  });

  it('confirms a password change with a success notice, and shows the password set up', async () => {
    const { client } = signedIn();
    const flows: FakeFlow[] = [];
    serveLayouts();
    capture('get', '/v1/auth/me', { ...USER, password: false });
    const store = createUserProfileStore({
      client,
      widgetId: 'demo',
      flow: (flowId) => flows[flows.push(fakeFlow(flowId)) - 1] as FakeFlow,
      readUrl: false,
    });
    await store.load();
    const passwordRow = () => store.$rows.get().find((row) => row.field === 'password');
    expect(passwordRow()?.registered).toBe(false);
    // Another flow's success shows on the card itself: no notice.
    await opened(store, 'update-name-modal');
    capture('get', '/v1/auth/me', { ...USER, password: false });
    flows.at(-1)?.end('completed');
    await vi.waitFor(() => expect(store.$status.get()).toBe('ready'));
    expect(store.$notices.get()).toEqual([]);

    const again = capture('get', '/v1/auth/me', USER);
    await opened(store, 'change-password-modal');
    flows.at(-1)?.end('completed');
    expect(store.$modal.get()).toBeNull();
    expect(store.$notices.get()).toMatchObject([
      {
        kind: 'success',
        text: 'Your password was set. You can sign in with it from now on.',
        duration: NOTICE_SUCCESS_MS,
      },
    ]);
    // The user now has a password, without a reload (the password flow reloads nothing).
    expect(passwordRow()?.registered).toBe(true);
    expect(again).toHaveLength(0);
    store.dismiss(store.$notices.get()[0]?.id ?? 0);
    expect(store.$notices.get()).toEqual([]);
    store.destroy();
  });

  it("shows its notices in the page's shared notices when given them", async () => {
    const notices = createNotices();
    const { store, current } = await loaded({ notices });
    await opened(store, 'change-password-modal');
    current().end('completed');
    expect(notices.$notices.get().map((notice) => notice.text)).toEqual([
      'Your password was changed.',
    ]);
    store.destroy();
  });

  it('shows a flow error in the modal and keeps it open', async () => {
    const { store, current } = await loaded();
    await opened(store, 'update-email-modal');
    const error: GatehouseError = { kind: 'http', code: 'E1', message: 'Bad: nope', status: 400 };
    current().end('failed', error);
    expect(store.$modal.get()).toMatchObject({ page: 'update-email-modal', error });
    expect(current().destroy).not.toHaveBeenCalled();
    store.close();
    await opened(store, 'update-email-modal');
    expect(store.$modal.get()?.error).toBeUndefined();
  });

  it('ignores complete() while a real flow is hosted (the flow decides)', async () => {
    const { store, current } = await loaded();
    await opened(store, 'update-name-modal');
    await store.complete();
    expect(store.$modal.get()?.flow).toBe(current());
  });

  it('loads the flow engine with the first modal: hosted at once, its flow once loaded', async () => {
    const { client } = signedIn();
    serveLayouts();
    capture('get', '/v1/auth/me', USER);
    const store = createUserProfileStore({ client, widgetId: 'demo', readUrl: false });
    await store.load();
    const states: ProfileModalState[] = [];
    store.$modal.listen((state) => state && states.push(state));
    store.open('update-phone-modal');
    await vi.waitFor(() => expect(states.length).toBeGreaterThan(0));
    const flow = await hostedFlow(store);
    // The modal opened saying it hosts a flow, before the engine's code had arrived.
    expect(states[0]).toMatchObject({ page: 'update-phone-modal', hosted: true });
    expect(states[0]?.flow).toBeUndefined();
    expect(flow.$state.get()).toMatchObject({ flowId: 'update-phone', status: 'loading' });
    store.destroy();
  });

  it('destroys a flow that arrives after its modal closed or another opened', async () => {
    const made: Array<{ flowId: string; resolve: (flow: FakeFlow) => void }> = [];
    const flow = (flowId: string) =>
      new Promise<FlowInstance>((resolve) => made.push({ flowId, resolve }));
    const { store } = await loaded({ flow });
    await opened(store, 'update-name-modal');
    store.close();
    await opened(store, 'update-email-modal');
    const late = fakeFlow('update-name');
    made[0]?.resolve(late);
    const current = fakeFlow('update-email');
    made[1]?.resolve(current);
    await vi.waitFor(() => expect(store.$modal.get()?.flow).toBe(current));
    expect(late.destroy).toHaveBeenCalled();
    expect(current.destroy).not.toHaveBeenCalled();
    expect(store.$modal.get()?.page).toBe('update-email-modal');
  });

  it('says so in the modal, kept open, when the engine cannot load; the next open asks again', async () => {
    let attempts = 0;
    const flow = (flowId: string) => {
      attempts++;
      return attempts === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve(fakeFlow(flowId) as FlowInstance);
    };
    const { store } = await loaded({ flow });
    await opened(store, 'update-name-modal');
    await vi.waitFor(() => expect(store.$modal.get()?.error).toEqual(FLOW_UNAVAILABLE));
    expect(store.$modal.get()).toMatchObject({ page: 'update-name-modal', hosted: true });
    expect(store.$modal.get()?.flow).toBeUndefined();
    store.close();
    await opened(store, 'update-name-modal');
    await vi.waitFor(() => expect(store.$modal.get()?.flow).toBeDefined());
    expect(store.$modal.get()?.error).toBeUndefined();
    expect(attempts).toBe(2);
  });

  it('logs out through the session, then tells the host', async () => {
    const events: string[] = [];
    const { store, storage, client } = await loaded({ onLogout: () => events.push('option') });
    const logout = capture('post', '/v1/auth/logout', {});
    const stop = store.onLogout(() =>
      events.push(storage.getItem(REFRESH_KEY) === null ? 'cleared' : 'too early'),
    );
    await opened(store, 'update-name-modal');
    const result = await store.logout();
    expect(result.ok).toBe(true);
    expect(logout).toHaveLength(1);
    // Once: the session's own change to signed out does not tell the host a second time.
    expect(events).toEqual(['option', 'cleared']);
    expect(storage.getItem(SESSION_KEY)).toBeNull();
    expect(client.session.$state.get().status).toBe('unauthenticated');
    expect(client.session.lastUser()).toEqual({ loginId: undefined, name: undefined });
    expect(store.$user.get()).toBeUndefined();
    expect(store.$modal.get()).toBeNull();
    stop();
    capture('post', '/v1/auth/logout', {});
    await store.logout();
    expect(events).toEqual(['option', 'cleared', 'option']);
  });

  it('tells the host even when the logout call fails: the session is over here', async () => {
    const { store, storage } = await loaded();
    capture('post', '/v1/auth/logout', serverError, { status: 500 });
    const told = vi.fn();
    store.onLogout(told);
    const result = await store.logout();
    expect(result.ok).toBe(false);
    expect(told).toHaveBeenCalledOnce();
    expect(storage.getItem(REFRESH_KEY)).toBeNull();
  });

  describe('widget-flow', () => {
    it('is removed from the address on load, then its flow opens in a modal', async () => {
      setUrl('?tab=2&widget-flow=update-name#profile');
      const entries = window.history.length;
      const { store, current } = await loaded({ readUrl: true });
      expect(window.location.search).toBe('?tab=2');
      expect(window.location.hash).toBe('#profile');
      expect(window.history.length).toBe(entries);
      expect(store.$modal.get()).toMatchObject({
        page: 'update-name-modal',
        flowId: 'update-name',
      });
      expect(store.$modal.get()?.flow).toBe(current());
      store.close();
      await store.load();
      expect(store.$modal.get()).toBeNull();
    });

    it('removes but ignores a flow no modal hosts', async () => {
      setUrl('?widget-flow=%3Cscript%3E&x=1');
      const { store, flows } = await loaded({ readUrl: true });
      expect(window.location.search).toBe('?x=1');
      expect(store.$modal.get()).toBeNull();
      expect(flows).toHaveLength(0);
      expect(await store.openFlow('sign-in')).toBe(false);
    });

    it('the password flow opened by the URL also only closes', async () => {
      setUrl('?widget-flow=change-password');
      const { store, current } = await loaded({ readUrl: true });
      const again = capture('get', '/v1/auth/me', USER);
      current().end('completed');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(store.$modal.get()).toBeNull();
      expect(again).toHaveLength(0);
    });
  });

  describe('mock mode', () => {
    it('makes no request: a generated user, local flows, local logout', async () => {
      const fetch = spyFetch();
      setUrl('?widget-flow=update-name');
      const onLogout = vi.fn();
      const store = createUserProfileStore({ mock: true, onLogout });
      await store.load();
      expect(store.$user.get()).toMatchObject({ name: 'Test User', webauthn: true });
      expect(store.$rows.get().find((row) => row.field === 'passkey')?.registered).toBe(true);
      expect(window.location.search).toBe('');
      expect(store.$modal.get()).toMatchObject({ page: 'update-name-modal' });
      expect(store.$modal.get()?.flow).toBeUndefined();
      await store.complete();
      expect(store.$modal.get()).toBeNull();
      expect(store.$user.get()?.name).toBe('Updated User');
      store.open('delete-phone-modal');
      await store.complete();
      expect(store.$rows.get().find((row) => row.field === 'phone')?.empty).toBe(true);
      store.open('update-picture-modal');
      await store.complete();
      expect(store.$avatar.get().picture).toMatch(/^data:image\/gif;/);
      await store.logout();
      expect(onLogout).toHaveBeenCalledOnce();
      expect(fetch).not.toHaveBeenCalled();
    });

    it('reloads the user after a flow, but not after the password flow', async () => {
      const me = vi.fn(async () => ({ ok: true as const, data: USER }));
      const completeFlow = vi.fn(async () => ({ ok: true as const, data: USER }));
      const logout = vi.fn(async () => ({ ok: true as const, data: {} }));
      const store = createUserProfileStore({
        backend: { me, completeFlow, logout },
        readUrl: false,
      });
      await store.load();
      store.open('change-password-modal');
      await store.complete();
      expect(completeFlow).toHaveBeenCalledWith('change-password');
      expect(me).toHaveBeenCalledTimes(1);
      store.open('add-passkey-modal');
      await store.complete();
      expect(me).toHaveBeenCalledTimes(2);
    });
  });
});
