import {
  type Client,
  createClient,
  memoryStorage,
  REFRESH_KEY,
  SESSION_KEY,
  type TokenStorage,
} from '@gatehouse/core';
import { AuthProvider } from '@gatehouse/react';
import { Flow } from '@gatehouse/react/flow';
import { createRoot, type Root } from 'react-dom/client';
import { Loading } from '../loading';
import { safeReturnPath } from '../return-path';
import { SWITCH_ACCOUNT_PARAM } from '../sign-in-path';
import { CONFIG_URL, type GateConfig, loadConfig } from './config';
import { createLoopGuard } from './loop-guard';
import { type PageTheme, pageTheme } from './theme';

/** Everything the page touches, so that tests hand in their own. */
export interface SignInPageDeps {
  /** Where the page renders. */
  root: HTMLElement;
  /** `search` holds `?return=`; `replace` leaves for the docs; `href` is where redirects come back. */
  location: { search: string; href: string; replace(url: string): void };
  /** For the settings and the provider's API. */
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  /** The tab's sessionStorage for the loop guard; undefined where the browser refuses it. */
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  /** Docusaurus's stored colour mode (localStorage 'theme'), null without one. */
  storedTheme: () => string | null;
  prefersDark: () => boolean;
  now: () => number;
  /** Gets `data-theme` and `color-scheme`, as on the docs. */
  documentElement: HTMLElement;
  /** Where the tokens live: the docs' own storage (localStorage, shared with the site). */
  tokenStorage: TokenStorage;
  configUrl?: string;
}

export type SignInOutcome =
  /** A stored refresh token still worked: on the way back to the page. */
  | 'returned'
  /** The sign-in flow is shown. */
  | 'flow'
  /** The refresh worked but the docs just sent the reader here again: the flow, explained. */
  | 'loop'
  /** Asked to sign in as someone else: the session is signed out, the flow shown, explained. */
  | 'switch'
  /** The settings could not be loaded. */
  | 'error';

export interface SignInPage {
  outcome: SignInOutcome;
  returnPath: string;
  client?: Client;
  /** Unmount and stop the client (tests; the page itself lives until it navigates). */
  stop(): void;
}

export const LOOP_TEXT =
  'You were sent back here right after signing in: the docs did not accept your session. ' +
  'Sign in again to continue. If this keeps happening, allow cookies for this site.';
export const SWITCH_TEXT =
  'You are signed out of the account that could not open this page. Sign in with another account to continue.';
export const CONFIG_ERROR_TEXT =
  'Sign-in is not available right now. Reload the page to try again.';

function SignInView(props: {
  client: Client;
  config: GateConfig;
  theme: PageTheme;
  /** Why the flow shows rather than the page: nothing to say, a loop, or a switch of account. */
  note: string | undefined;
  redirectUrl: string;
  onSuccess(): void;
}) {
  return (
    <AuthProvider client={props.client}>
      <main className="gate-page" aria-labelledby="gate-title">
        <h1 className="gate-title" id="gate-title">
          Sign in to read the docs
        </h1>
        {props.note ? (
          <p className="gate-note" role="alert">
            {props.note}
          </p>
        ) : null}
        <div className="gate-flow">
          <Flow
            flowId={props.config.flowId}
            theme={props.theme}
            redirectUrl={props.redirectUrl}
            onSuccess={props.onSuccess}
          />
        </div>
      </main>
    </AuthProvider>
  );
}

/**
 * The public sign-in page of the docs gate. The gate sent the reader here because it refused
 * (or never got) the `DS` cookie, so the stored session token is not trusted: the page first
 * spends the stored refresh token, which writes a fresh cookie, and goes back to the page the
 * reader asked for. Without one (or when it is refused), or when going back would loop, it
 * shows the sign-in flow, and goes back once that succeeds.
 */
export async function startSignInPage(deps: SignInPageDeps): Promise<SignInPage> {
  const theme = pageTheme(deps.storedTheme(), deps.prefersDark());
  deps.documentElement.dataset.theme = theme;
  deps.documentElement.style.colorScheme = theme;

  const root: Root = createRoot(deps.root);
  root.render(<Loading />);
  const params = new URLSearchParams(deps.location.search);
  const returnPath = safeReturnPath(params.get('return'));
  const switching = params.get(SWITCH_ACCOUNT_PARAM) === '1';
  const goBack = () => deps.location.replace(returnPath);
  let client: Client | undefined;
  const page = (outcome: SignInOutcome): SignInPage => ({
    outcome,
    returnPath,
    client,
    stop() {
      root.unmount();
      client?.destroy();
    },
  });

  let config: GateConfig;
  try {
    config = await loadConfig(deps.fetch, deps.configUrl ?? CONFIG_URL);
  } catch {
    root.render(
      <main className="gate-page">
        <p className="gate-note" role="alert">
          {CONFIG_ERROR_TEXT}
        </p>
      </main>,
    );
    return page('error');
  }

  // The gate refused the cookie that holds this token: refresh from the refresh token, never
  // show a stored session token (the session would adopt a fresh-looking one as it is).
  deps.tokenStorage.removeItem(SESSION_KEY);
  client = createClient({
    projectId: config.projectId,
    baseUrl: config.baseUrl,
    storage: deps.tokenStorage,
    sessionTokenViaCookie: true,
    fetch: (input, init) => deps.fetch(input, init),
  });

  let loop = false;
  if (switching) {
    // The reader asked to sign in as someone else (the gate's 403 page): end this session
    // (the refresh token is revoked, the tokens and the cookie cleared) rather than go back
    // with it to the page it could not open.
    if (deps.tokenStorage.getItem(REFRESH_KEY)) await client.session.logout();
  } else if (deps.tokenStorage.getItem(REFRESH_KEY)) {
    const refreshed = await client.session.refresh();
    if (refreshed.ok) {
      const guard = createLoopGuard({ storage: deps.sessionStorage, now: deps.now });
      if (guard.mayReturn(returnPath)) {
        goBack();
        return page('returned');
      }
      loop = true;
    }
  }

  root.render(
    <SignInView
      client={client}
      config={config}
      theme={theme}
      note={switching ? SWITCH_TEXT : loop ? LOOP_TEXT : undefined}
      redirectUrl={deps.location.href}
      onSuccess={goBack}
    />,
  );
  return page(switching ? 'switch' : loop ? 'loop' : 'flow');
}

/** localStorage when it exists and takes a write (as core picks it), else memory. */
export function browserTokenStorage(): TokenStorage {
  try {
    const storage = globalThis.localStorage;
    const probe = '__gatehouse_gate_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}
