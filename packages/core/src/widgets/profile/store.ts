import { atom, computed, type ReadableAtom } from 'nanostores';
import type { Client } from '../../client';
import type { FlowInstance } from '../../flow/types';
import type { GatehouseError } from '../../http/errors';
import type { Result } from '../../http/result';
import type { Locale } from '../../i18n/locale';
import { PROFILE_TEXTS } from '../../i18n/sections';
import type { WidgetLayouts } from '../../layout/pages';
import { onDemand } from '../../on-demand';
import type { User } from '../../schemas';
import type { LayoutsState } from '../layouts/store';
import { lazyBackend } from '../lazy/backend';
import type { ListStatus } from '../list/store';
import { type Notice, withMessage } from '../notices';
import { createWidgetBase } from '../widget/base';
import type { WidgetOptions } from '../widget/options';
import type { createProfileAccount, ProfileAccount } from './account/part';
import { type AvatarView, avatarOf } from './avatar';
import { PROFILE_MOCK_METHODS, type ProfileBackend, sessionBackend } from './backend';
import {
  flowIdOf,
  isProfileModal,
  type ModalOf,
  PROFILE_MODAL_PAGES,
  pageOfFlow,
  passwordPage,
} from './flows';
import { createFlowModal, type ProfileModalState } from './modal';
import { passwordNotice } from './notices';
import { actionOf, type ProfileAction, type ProfileRowView, profileRows } from './rows';
import { takeWidgetFlow } from './url-flow';

const TYPE = 'user-profile-widget';
/**
 * The flow engine, loaded with the first modal (and with it the flows' client,
 * `asSignedInUser`): the profile screen does not wait for it.
 */
const flowEngine = onDemand('the flow engine', () => import('../../flow/engine'));
/**
 * The built-in pages, in every locale: read beside the server's root page (for the words a
 * project's page does not carry) and in mock mode, never by a profile nobody is signed in to.
 */
const builtInPages = onDemand(
  'the built-in profile pages',
  () => import('../../layout/defaults/profile'),
);

export interface UserProfileStoreOptions
  extends Omit<WidgetOptions<ProfileBackend>, 'client' | 'tenant' | 'clipboard' | 'mgmt'> {
  /**
   * The page's client: its session is the signed-in user (one session per page), and the
   * modals' flows run on it as that user (`asSignedInUser`: its auth API over the same
   * session, each call carrying the user's refresh token).
   */
  client?: Client;
  /** Testing/advanced: calls instead of the session's (built-in layouts; flows only via `flow`). */
  backend?: ProfileBackend;
  /** Testing/advanced: the flow a modal hosts, instead of `createFlow` on the client. */
  flow?: (flowId: string) => FlowInstance | Promise<FlowInstance>;
  /**
   * Called once the session is over (the element's `logout` event): after this widget's
   * logout, and when the page, another tab or an expired session ends it.
   */
  onLogout?: () => void;
  /** Take the `widget-flow` URL parameter on the first load (default: in a browser). */
  readUrl?: boolean;
}

/** The avatar: the picture or initials, and the modal it opens. */
export interface ProfileAvatar extends AvatarView {
  label: string;
  action?: ProfileAction;
}

/**
 * The user-profile widget, headless (spec 000 §2, version 0.0.47): the signed-in user and the
 * layout loaded together; the avatar and rows to render; one modal at a time, each hosting a
 * fresh flow; the user reloaded after a successful flow (not after the password flow, which
 * is confirmed with a notice instead); logout through the session, then the host told; the
 * `widget-flow` URL parameter.
 */
export interface UserProfileStore {
  readonly $layouts: ReadableAtom<LayoutsState<typeof TYPE>>;
  /** The signed-in user; kept while a reload runs. */
  readonly $user: ReadableAtom<User | undefined>;
  readonly $status: ReadableAtom<ListStatus>;
  /** Why the user did not load. */
  readonly $error: ReadableAtom<GatehouseError | undefined>;
  readonly $avatar: ReadableAtom<ProfileAvatar>;
  /** Email, name and phone, then the passkey and password rows, as the layout orders them. */
  readonly $rows: ReadableAtom<ProfileRowView[]>;
  readonly $modal: ReadableAtom<ProfileModalState | null>;
  /** The notices to show: the confirmation of a password change (notices.ts). */
  readonly $notices: ReadableAtom<Notice[]>;
  dismiss(id: number): void;
  /** The logout button's label. */
  logoutLabel(): string;
  /**
   * Load the root page's layout and the user together, once someone is signed in (signed
   * out, nothing is asked of the server: the built-in pages show); the first load then opens
   * `widget-flow`'s flow.
   */
  load(): Promise<void>;
  /** Load the user again (after a flow changed it). */
  reload(): Promise<void>;
  /**
   * Open a modal page with a fresh flow: at once when its layout is known, else once it has
   * loaded (a modal's page loads when it first opens); false for a page that is not a
   * profile modal.
   */
  open(page: string): boolean;
  /**
   * Open the modal hosting `flowId` (every modal's page loaded to find it); false (and
   * nothing opens) when no modal hosts it.
   */
  openFlow(flowId: string): Promise<boolean>;
  close(): void;
  /** Mock mode: the open modal's flow succeeds (the mock user changes). Ignored otherwise. */
  complete(): Promise<void>;
  /** End the session (tokens, timers, last user), then tell the host. */
  logout(): Promise<Result<unknown>>;
  /** Be told each time the session is over (as `onLogout`); returns the unsubscribe. */
  onLogout(listener: () => void): () => void;
  /**
   * The account settings (account/part.ts), made by `create` (core's `createProfileAccount`,
   * which the code showing them loads on demand: not with the profile) on the first call;
   * the same part each time.
   */
  account(create: typeof createProfileAccount): Promise<ProfileAccount>;
  destroy(): void;
}

export function createUserProfileStore(options: UserProfileStoreOptions = {}): UserProfileStore {
  /** The built-in pages once they arrived: a modal shows its own at once while its page loads. */
  let builtInShown: WidgetLayouts[typeof TYPE] | undefined;
  const builtIn = async (locale: Locale) => {
    const { PROFILE_LAYOUTS, profileLayoutsIn } = await builtInPages();
    builtInShown = locale === 'en' ? PROFILE_LAYOUTS : await profileLayoutsIn(locale);
    return builtInShown;
  };
  const base = createWidgetBase(
    TYPE,
    { ...options, mgmt: options.backend },
    {
      // The mock's user loads with the first mock call, not with the widget.
      backend: (now) =>
        lazyBackend(
          () => import('./mock'),
          (mock): { profile: ProfileBackend } => ({ profile: mock.createMockProfileBackend(now) }),
          { profile: PROFILE_MOCK_METHODS },
        ).profile,
      layouts: builtIn,
      server: sessionBackend,
      texts: [PROFILE_TEXTS],
      // The modals' pages load as each first opens (`open`).
      upFront: ['root'],
    },
  );
  const { api, layouts, notices } = base;
  const t = () => base.texts(PROFILE_TEXTS);
  const $user = atom<User | undefined>(undefined);
  const $status = atom<ListStatus>('idle');
  const $error = atom<GatehouseError | undefined>(undefined);
  const listeners = new Set<() => void>();
  const modalOf: ModalOf = (page) => layouts.page(page);
  const root = () => layouts.page('root');
  let ticket = 0;
  /** load() ran: from then on a sign-in on the page loads the user. */
  let started = false;
  /** This widget's own logout is under way: it tells the host once, when it is over. */
  let loggingOut = false;
  let urlTaken = !(options.readUrl ?? typeof window !== 'undefined');
  /** The last modal asked for: a page that arrives after another open, or a close, is not shown. */
  let opening = 0;

  let flows: Client | undefined;
  /** The page's client when the profile acts on its session: not in mock mode, nor over a backend. */
  const served = options.mock || options.backend ? undefined : options.client;
  const makeFlow = options.flow ?? hostedFlow(served);
  /**
   * Flows run on the page's client; none in mock mode or without one. The engine loads with
   * the first modal, beside the renderer's code: the profile screen does not wait for it.
   */
  function hostedFlow(client: Client | undefined) {
    if (!client) return undefined;
    return async (flowId: string) => {
      const { createFlow, asSignedInUser } = await flowEngine();
      flows ??= asSignedInUser(client);
      // The flow speaks the widget's language: its screens, its texts, the server's errors.
      return createFlow(flows, { flowId, locale: options.locale });
    };
  }

  const modal = createFlowModal({
    makeFlow,
    unavailable: () => t()('flowUnavailable'),
    onSuccess: (flowId) => (isPasswordFlow(flowId) ? passwordSaved() : loadUser()),
  });

  /** The password modal's flow: its page is loaded when it ran (it loads as it opens). */
  function isPasswordFlow(flowId: string) {
    const page = passwordPage(root());
    return !!layouts.known(page) && flowIdOf(modalOf, page) === flowId;
  }

  /**
   * The password flow only closes (spec 000 §2: no reload): it is confirmed with a notice,
   * and a user who had no password is known to have one now.
   */
  function passwordSaved() {
    const user = $user.get();
    notices.success(passwordNotice(!!user?.password, t()));
    if (user && !user.password) $user.set({ ...user, password: true });
  }

  async function loadUser() {
    const mine = ++ticket;
    $status.set('loading');
    const result = await api.me();
    if (mine !== ticket) return;
    // Nobody signed in is not a failure: the widget waits for a sign-in (see `watch`).
    const signedOut = !result.ok && result.error.code === 'E_NO_SESSION';
    $error.set(result.ok || signedOut ? undefined : result.error);
    if (result.ok) $user.set(result.data);
    $status.set(result.ok ? 'ready' : signedOut ? 'idle' : 'failed');
  }

  /** The session is over (here or in another tab): forget the user, close, tell the host. */
  function ended() {
    ticket++;
    close();
    $user.set(undefined);
    $error.set(undefined);
    $status.set('idle');
    options.onLogout?.();
    for (const listener of [...listeners]) listener();
  }

  /**
   * The server's root page once someone is signed in; signed out, no page at all, neither
   * the server's nor the built-in ones (whose code loads on demand): nothing is fetched for a
   * profile nobody can see.
   */
  async function loadLayouts() {
    const signedIn = (await api.signedIn?.()) ?? true;
    await (signedIn ? layouts.load() : layouts.idle());
  }

  const unwatch = api.watch?.((signedIn) => {
    if (signedIn) {
      if (!started) return;
      const waiting = $status.get() === 'idle';
      // The pages too when a sign-in came while they were being left idle.
      if (waiting || layouts.$layouts.get().status === 'idle') void layouts.load();
      if (waiting) void loadUser();
    } else if (!loggingOut && ($user.get() || $status.get() === 'loading')) {
      ended();
    }
  });

  async function load() {
    // Removed from the address first, before anything can fail or reload the page.
    const requested = urlTaken ? undefined : takeWidgetFlow();
    urlTaken = true;
    started = true;
    await Promise.all([loadLayouts(), loadUser()]);
    if (requested && $user.get()) await openFlow(requested);
  }

  function open(page: string) {
    if (!isProfileModal(page)) return false;
    const mine = ++opening;
    const show = () => modal.open(page, modalOf(page), flowIdOf(modalOf, page));
    if (layouts.known(page)) {
      show();
      return true;
    }
    // The engine's code loads beside the page, and the modal shows at once with its built-in
    // page (which arrived with the root page's), so that the renderer's code loads too: the
    // modal's flow does not wait for the page and then for its code.
    if (makeFlow) void flowEngine().catch(() => undefined);
    const meanwhile = builtInShown?.[page];
    if (meanwhile) modal.pending(page, meanwhile);
    void layouts.loadPages([page]).then((loaded) => {
      if (mine !== opening) return;
      if (loaded.ok) show();
      else {
        modal.close();
        failed(loaded.error);
      }
    });
    return true;
  }

  /** A modal's page that did not load: said in a notice (the profile stays as it was). */
  function failed(error: GatehouseError) {
    const words = base.widgetTexts();
    notices.failure(withMessage(words('layoutFailed'), error.message, words));
  }

  async function openFlow(flowId: string) {
    const mine = ++opening;
    const loaded = await layouts.loadPages(PROFILE_MODAL_PAGES);
    if (!loaded.ok || mine !== opening) return false;
    const page = pageOfFlow(modalOf, flowId);
    return page ? open(page) : false;
  }

  function close() {
    opening++;
    modal.close();
  }

  async function complete() {
    const open = modal.$modal.get();
    if (!open || open.hosted) return;
    if (api.completeFlow) {
      const result = await api.completeFlow(open.flowId);
      if (!result.ok) return;
    }
    await modal.succeed();
  }

  async function logout() {
    close();
    loggingOut = true;
    try {
      return await api.logout();
    } finally {
      loggingOut = false;
      // The session is over whatever the server answered (the session signs out locally).
      ended();
    }
  }

  let account: Promise<ProfileAccount> | undefined;

  return {
    account: (create) =>
      (account ??= create({
        locale: options.locale,
        // The devices: the session's (the part asks them), a backend's own, or in mock mode
        // (no session to ask) the part's own list.
        client: served,
        widgetId: options.widgetId,
        history: api.history,
        signedInAt: api.signedInAt,
        $totpRow: computed(layouts.$layouts, () => layouts.known('root')?.totp),
        $user,
        makeFlow,
        unavailable: () => t()('flowUnavailable'),
        reload: loadUser,
        signOut: logout,
      })),
    $layouts: layouts.$layouts,
    $user,
    $status,
    $error,
    $avatar: computed([layouts.$layouts, $user], (_, user) => {
      const layout = layouts.known('root');
      const action = layout && actionOf(layout, layout.avatarPage);
      const avatar = { ...avatarOf(user), label: layout?.avatarLabel ?? '' };
      return action ? { ...avatar, action } : avatar;
    }),
    // The layout's rows once it is known (another locale's pages load first).
    $rows: computed([layouts.$layouts, $user], (_, user) => {
      const layout = layouts.known('root');
      return layout ? profileRows(layout, user, t()) : [];
    }),
    $modal: modal.$modal,
    $notices: notices.$notices,
    dismiss: notices.dismiss,
    logoutLabel: () => layouts.known('root')?.buttons.logout ?? '',
    load,
    reload: loadUser,
    open,
    openFlow,
    close,
    complete,
    logout,
    onLogout(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      unwatch?.();
      ticket++;
      close();
      layouts.destroy();
      listeners.clear();
    },
  };
}
