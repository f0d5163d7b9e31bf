// @vitest-environment happy-dom
import { type Client, createClient } from '@gatehouse/core';
import { AuthProvider, useClient } from '@gatehouse/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, passthrough } from 'msw';
import { hydrateRoot, type Root as ReactRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVED_FIRST_PAINT_CSS } from '../first-paint';
import { createDocsGate, type DocsGate } from '../server/gate';
import { createFixture, type Fixture } from '../server/test/fixture';
import { READER, runEmulatorForFile, server, signIn } from '../test/emulator-sessions';
import { behindGateOf, forgetGateScript, runGateScript } from '../test/gate-script';
import docsGateTheme, { validateOptions } from '../theme/index';
import { AccountNavbarItem } from './account';
import Root from './Root';

// The real Root, the real AuthProvider, core session store and flow engine, against the real
// emulator. Only Docusaurus's two virtual modules are stood in for: the Root this theme wraps
// (a passthrough) and the global data the plugin set (the site's options).
const site = vi.hoisted(() => ({ data: {} as Record<string, string> }));
vi.mock('@theme-init/Root', () => ({
  default: ({ children }: { children?: unknown }) => children,
}));
// The router's location: these pages have no audiences in the global data, so every page needs
// a session, as before audiences (pages.test.tsx covers public pages).
vi.mock('@docusaurus/router', () => ({
  useLocation: () => ({ pathname: '/quick-start', search: '', hash: '' }),
}));
vi.mock('@docusaurus/useGlobalData', () => ({
  usePluginData: (name: string) => {
    if (name !== 'gatehouse-docs-gate') throw new Error(`no global data for ${name}`);
    return site.data;
  },
}));

const emulator = runEmulatorForFile();
const DOC_TEXT = 'Connect Snowflake with a read-only role.';

/** The page Docusaurus renders inside Root; it keeps the provider's client for the test. */
let client: Client | undefined;
function DocPage() {
  client = useClient();
  return (
    <article>
      <h1>Snowflake</h1>
      <p>{DOC_TEXT}</p>
    </article>
  );
}
const site_ = () => (
  <Root>
    <DocPage />
  </Root>
);

/** The doc content's element, if it is in the DOM at all. */
const docNode = () =>
  [...document.querySelectorAll('p')].find((p) => p.textContent === DOC_TEXT) ?? null;
/** True when the doc content is in the DOM outside any hidden wrapper. */
const docVisible = () => {
  const node = docNode();
  return !!node && !node.closest('[hidden]');
};

/**
 * Watch every DOM change: the doc content must never be outside a hidden wrapper unless the
 * session is authenticated at that moment.
 */
function watchForFlash() {
  const flashes: string[] = [];
  const observer = new MutationObserver(() => {
    const status = client?.session.$state.get().status ?? 'no client';
    if (docVisible() && status !== 'authenticated') flashes.push(status);
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  return { flashes, stop: () => observer.disconnect() };
}

/** Whether the sign-in flow was ever in the DOM while watched. */
function watchForFlow() {
  const watch = { seen: false, stop: () => observer.disconnect() };
  const observer = new MutationObserver(() => {
    if (document.querySelector('.gh-flow')) watch.seen = true;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return watch;
}

function recordReaders() {
  const readers: Array<string | null> = [];
  const listener = (event: Event) => readers.push((event as CustomEvent<string | null>).detail);
  window.addEventListener('gatehouse:reader', listener);
  return { readers, stop: () => window.removeEventListener('gatehouse:reader', listener) };
}

async function storeRefreshToken() {
  const { refreshJwt } = await signIn(emulator);
  localStorage.setItem('DSR', refreshJwt);
}

beforeEach(() => {
  site.data = { projectId: emulator.projectId, baseUrl: emulator.url, flowId: 'docs-sign-in' };
  localStorage.clear();
  sessionStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the session cookie between tests.
  document.cookie = 'DS=; Path=/; Max-Age=0';
  client = undefined;
});
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  forgetGateScript();
});

/** Where a site was built to find the provider, in the tests of a gate that names another. */
const BUILT_FOR = 'http://127.0.0.1:9';

describe('the gate (Root)', () => {
  it('shows Loading with the page hidden, then the page once a stored session refreshes', async () => {
    await storeRefreshToken();
    const flash = watchForFlash();
    const reader = recordReaders();
    render(site_());

    // Loading: the indicator, and the page in the DOM but only inside a hidden wrapper.
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(docNode()?.closest('[hidden]')).toBeInstanceOf(HTMLElement);
    expect(docVisible()).toBe(false);

    await waitFor(() => expect(docVisible()).toBe(true));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Snowflake' })).toBeTruthy();
    // The reader is announced (the docs' analytics keeps its domain) once /me answered.
    await waitFor(() => expect(reader.readers).toEqual(['admin@acme.test']));
    // The cookie the server gate reads.
    expect(document.cookie).toMatch(/(^|; )DS=eyJ/);
    expect(flash.flashes).toEqual([]);
    flash.stop();
    reader.stop();
  });

  it('shows the docs sign-in flow, and never the page, without a session', async () => {
    const flash = watchForFlash();
    const reader = recordReaders();
    render(site_());
    expect(screen.getByRole('status').textContent).toBe('Loading');

    await screen.findByRole('heading', { name: 'Sign in to the docs' });
    expect(docNode()).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in to read the docs');
    // Focus starts in the form.
    const email = screen.getByLabelText(/^Work email/);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(reader.readers).toEqual([null]);
    expect(flash.flashes).toEqual([]);
    flash.stop();
    reader.stop();
  });

  it('signs in in place: the reader stays on the page they asked for', async () => {
    window.history.replaceState(null, '', '/data-connections/database/snowflake?tab=sql#roles');
    const asked = window.location.href;
    const flash = watchForFlash();
    const reader = recordReaders();
    render(site_());

    fireEvent.change(await screen.findByLabelText(/^Work email/), {
      target: { value: READER.email },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with password' }));
    fireEvent.change(await screen.findByLabelText(/^Password/), {
      target: { value: READER.password },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(docVisible()).toBe(true));
    expect(window.location.href).toBe(asked);
    expect(screen.queryByRole('heading', { name: 'Sign in to the docs' })).toBeNull();
    await waitFor(() => expect(reader.readers).toEqual([null, 'admin@acme.test']));
    expect(document.cookie).toMatch(/(^|; )DS=eyJ/);
    expect(flash.flashes).toEqual([]);
    flash.stop();
    reader.stop();
  });

  it('removes the page and shows the flow on sign-out, announcing no reader', async () => {
    await storeRefreshToken();
    const reader = recordReaders();
    render(site_());
    await waitFor(() => expect(docVisible()).toBe(true));
    await waitFor(() => expect(reader.readers).toEqual(['admin@acme.test']));

    await act(async () => {
      await client!.session.logout();
    });
    await screen.findByRole('heading', { name: 'Sign in to the docs' });
    expect(docNode()).toBeNull();
    expect(reader.readers).toEqual(['admin@acme.test', null]);
    expect(document.cookie).not.toMatch(/(^|; )DS=eyJ/);
    reader.stop();
  });

  it("signs out from the navbar's account item: the email, then the flow and no page", async () => {
    await storeRefreshToken();
    render(
      <Root>
        <nav aria-label="Main">
          <AccountNavbarItem />
        </nav>
        <ul aria-label="Mobile menu">
          <AccountNavbarItem mobile />
        </ul>
        <DocPage />
      </Root>,
    );
    await waitFor(() => expect(docVisible()).toBe(true));
    const navbar = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(navbar.textContent).toContain('admin@acme.test'));
    expect(screen.getByRole('list', { name: 'Mobile menu' }).querySelector('li')).toBeTruthy();

    const [signOut] = screen.getAllByRole('button', { name: 'Sign out' });
    await act(async () => {
      fireEvent.click(signOut as HTMLElement);
    });
    await screen.findByRole('heading', { name: 'Sign in to the docs' });
    expect(docNode()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(document.cookie).not.toMatch(/(^|; )DS=eyJ/);
    expect(localStorage.getItem('DSR')).toBeNull();
  });

  it("sends the reader to the gate's sign-in page on sign-out behind the server gate, never loading the flow", async () => {
    // Behind the server gate every docs file, the flow's chunks included, answers 401 once
    // the DS cookie is gone: the reader signs in on the gate's public page instead.
    behindGateOf(emulator);
    window.history.replaceState(null, '', '/data-connections/database/snowflake?tab=sql#roles');
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    await storeRefreshToken();
    const flows = watchForFlow();
    render(
      <Root>
        <nav aria-label="Main">
          <AccountNavbarItem />
        </nav>
        <DocPage />
      </Root>,
    );
    await waitFor(() => expect(docVisible()).toBe(true));
    const navbar = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(navbar.textContent).toContain('admin@acme.test'));

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    });
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith(
        `/_gate/sign-in?return=${encodeURIComponent('/data-connections/database/snowflake?tab=sql#roles')}`,
      ),
    );
    expect(replace).toHaveBeenCalledTimes(1);
    // While the browser leaves: Loading, no page, and no flow at any moment.
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(docNode()).toBeNull();
    expect(document.cookie).not.toMatch(/(^|; )DS=eyJ/);
    expect(localStorage.getItem('DSR')).toBeNull();
    expect(flows.seen).toBe(false);
    flows.stop();
  });

  it('follows the site colour mode in the flow', async () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    render(site_());
    await screen.findByRole('heading', { name: 'Sign in to the docs' });
    expect(document.querySelector('.gh-flow')?.getAttribute('data-theme')).toBe('dark');
    act(() => document.documentElement.setAttribute('data-theme', 'light'));
    await waitFor(() =>
      expect(document.querySelector('.gh-flow')?.getAttribute('data-theme')).toBe('light'),
    );
    document.documentElement.removeAttribute('data-theme');
  });
});

describe('server rendering and hydration', () => {
  /** Render as Docusaurus's server does: no window, so the session never starts. */
  function serverRender(): string {
    vi.stubGlobal('window', undefined);
    try {
      return renderToString(site_());
    } finally {
      vi.unstubAllGlobals();
    }
  }

  /** Hydrate the server HTML as the browser does (outside act, as in a real page). */
  function hydrate(html: string): { container: HTMLElement; root: ReactRoot } {
    const container = document.createElement('div');
    container.id = '__docusaurus';
    container.innerHTML = html;
    document.body.append(container);
    const root = hydrateRoot(container, site_());
    return { container, root };
  }

  /**
   * Hold the provider's answer to the session refresh until `release` (called after each test
   * too), so the session is still 'loading' for as long as the test looks.
   */
  let releaseRefresh = () => {};
  function holdRefresh() {
    const held = new Promise<void>((done) => {
      releaseRefresh = done;
    });
    const asked = vi.fn();
    server.use(
      http.post(`${emulator.url}/v1/auth/refresh`, async () => {
        asked();
        await held;
        return passthrough();
      }),
    );
    return { asked, release: () => releaseRefresh() };
  }
  afterEach(() => releaseRefresh());

  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let wasActEnvironment: boolean | undefined;
  beforeEach(() => {
    wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  });

  it('renders the loading state with the page inside the hidden wrapper', () => {
    const html = serverRender();
    expect(html).toMatch(/<div class="gatehouse-gate__loading" role="status">.*Loading<\/div>/);
    expect(html).toMatch(
      /<div class="gatehouse-gate__content" hidden="">.*Connect Snowflake with a read-only role\..*<\/div>/,
    );
    expect(html).not.toContain('Sign in to the docs');
  });

  it('hydrates without a warning, then shows the page with a stored session', async () => {
    await storeRefreshToken();
    // A stored, still valid session token too: the atom could be authenticated at once,
    // and hydration must still match the server's loading HTML.
    const { sessionJwt } = await signIn(emulator);
    localStorage.setItem('DS', sessionJwt);
    const html = serverRender();
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const { root } = hydrate(html);

    await vi.waitFor(() => expect(docVisible()).toBe(true));
    expect(screen.queryByRole('status')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    root.unmount();
  });

  it('hydrates the navbar account item without a warning when the session is known first', async () => {
    await storeRefreshToken();
    const { sessionJwt } = await signIn(emulator);
    localStorage.setItem('DS', sessionJwt);
    const navbar = (session: Client) => (
      <AuthProvider client={session}>
        <nav aria-label="Main">
          <AccountNavbarItem />
        </nav>
        <ul aria-label="Mobile menu">
          <AccountNavbarItem mobile />
        </ul>
      </AuthProvider>
    );
    // The build's HTML: a server client, whose session never starts.
    vi.stubGlobal('window', undefined);
    const html = (() => {
      try {
        return renderToString(
          navbar(createClient({ projectId: emulator.projectId, baseUrl: emulator.url })),
        );
      } finally {
        vi.unstubAllGlobals();
      }
    })();
    // In the browser the stored session token is shown a microtask after the session atom is
    // first read, and Docusaurus hydrates in a transition, which yields: the navbar can be
    // hydrated after the session is already authenticated. Its first render must still be
    // the server's.
    const browser = createClient({
      projectId: emulator.projectId,
      baseUrl: emulator.url,
      sessionTokenViaCookie: true,
    });
    await browser.session.start();
    expect(browser.session.$state.get().status).toBe('authenticated');
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const root = hydrateRoot(container, navbar(browser));

    await vi.waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Main' }).textContent).toContain(
        'admin@acme.test',
      ),
    );
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    root.unmount();
    browser.destroy();
  });

  it("hydrates without a warning when the gate's script names another provider than the build", async () => {
    site.data = { ...site.data, baseUrl: BUILT_FOR };
    // The server render is the build's, where no gate's script ever ran.
    const html = serverRender();
    behindGateOf(emulator);
    await storeRefreshToken();
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const { root } = hydrate(html);

    await vi.waitFor(() => expect(docVisible()).toBe(true));
    expect(client?.http.baseUrl).toBe(emulator.url);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    root.unmount();
  });

  it('puts the first-paint rules in the built HTML, ahead of the Loading indicator', () => {
    const html = serverRender();
    const rules = html.indexOf(`<style>${SERVED_FIRST_PAINT_CSS}</style>`);
    expect(rules).toBeGreaterThan(-1);
    expect(rules).toBeLessThan(html.indexOf('<div class="gatehouse-gate__loading"'));
  });

  it('behind the server gate, hydrates without a warning and shows the page while the session loads', async () => {
    behindGateOf(emulator);
    // Only a refresh token: the session stays 'loading' until the refresh answers, held here.
    // Held first, and no session token kept: a client an earlier test left running may have
    // stored one meanwhile (its refresh already under way).
    const refresh = holdRefresh();
    await storeRefreshToken();
    localStorage.removeItem('DS');
    const html = serverRender();
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const { container, root } = hydrate(html);

    // The gate served this page for a session it verified: shown before the theme's is known.
    await vi.waitFor(() => expect(docVisible()).toBe(true));
    expect(client?.session.$state.get().status).toBe('loading');
    expect(screen.queryByRole('status')).toBeNull();
    // The first-paint rules are gone once React renders the page shown itself.
    expect(container.innerHTML).not.toContain(SERVED_FIRST_PAINT_CSS);

    refresh.release();
    await vi.waitFor(() => expect(client?.session.$state.get().status).toBe('authenticated'));
    expect(docVisible()).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    root.unmount();
  });

  it('without the server gate, keeps the page hidden while the session loads', async () => {
    const refresh = holdRefresh();
    await storeRefreshToken();
    localStorage.removeItem('DS');
    const flash = watchForFlash();
    const { root } = hydrate(serverRender());

    await vi.waitFor(() => expect(refresh.asked).toHaveBeenCalled());
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(docVisible()).toBe(false);
    refresh.release();
    await vi.waitFor(() => expect(docVisible()).toBe(true));
    expect(flash.flashes).toEqual([]);
    flash.stop();
    root.unmount();
  });

  it('hydrates without a warning, then shows the flow without a session', async () => {
    const html = serverRender();
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const { root } = hydrate(html);

    await vi.waitFor(() => screen.getByRole('heading', { name: 'Sign in to the docs' }), {
      timeout: 5000,
    });
    expect(docNode()).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    root.unmount();
  });
});

describe('the configuration the server gate serves at run time', () => {
  let fixture: Fixture;
  let gate: DocsGate;
  const scriptsRun: string[] = [];
  beforeAll(() => {
    fixture = createFixture();
    gate = createDocsGate({
      root: fixture.root,
      projectId: emulator.projectId,
      baseUrl: emulator.url,
      signInDir: fixture.signInDir,
    });
  });
  afterAll(() => fixture?.remove());
  afterEach(() => {
    scriptsRun.length = 0;
  });

  /**
   * Run the scripts the theme puts in every page's head, fetched from `serve` the way the
   * browser fetches them before the docs' own (deferred) bundle: a script that does not answer
   * 200 is not run.
   */
  async function runHeadScripts(serve: (request: Request) => Promise<Response>) {
    const plugin = docsGateTheme(
      {},
      validateOptions({ options: { projectId: emulator.projectId, baseUrl: BUILT_FOR } }),
    );
    const { headTags } = plugin.injectHtmlTags();
    for (const tag of headTags) {
      if (tag.tagName !== 'script' || typeof tag.attributes?.src !== 'string') continue;
      const response = await serve(new Request(`http://docs.test${tag.attributes.src}`));
      if (response.status !== 200) continue;
      scriptsRun.push(tag.attributes.src);
      runGateScript(await response.text(), tag.attributes.src);
    }
  }

  /** Every request the page made to where the build thought the provider was. */
  function watchBuiltFor() {
    const calls: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.url.startsWith(BUILT_FOR)) calls.push(request.url);
    };
    server.events.on('request:start', listener);
    return { calls, stop: () => server.events.removeListener('request:start', listener) };
  }

  it("sends a reader without a session to the gate's sign-in page, not the flow in place", async () => {
    // Behind the gate the flow's chunks would answer 401 to this reader: the gate's public
    // page signs them in (against the gate's provider, from /_gate/config.json) and comes back.
    site.data = { projectId: emulator.projectId, baseUrl: BUILT_FOR, flowId: 'docs-sign-in' };
    await runHeadScripts(gate.fetch);
    expect(scriptsRun).toHaveLength(1);
    window.history.replaceState(null, '', '/quick-start');
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    const builtFor = watchBuiltFor();
    const flows = watchForFlow();
    render(site_());

    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith('/_gate/sign-in?return=%2Fquick-start'),
    );
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(docNode()).toBeNull();
    expect(flows.seen).toBe(false);
    expect(client?.http.baseUrl).toBe(emulator.url);
    expect(builtFor.calls).toEqual([]);
    builtFor.stop();
    flows.stop();
  });

  it("sends the reader to a custom signInPath the gate names, by the gate's own script", async () => {
    // Something in front of the gate serves the sign-in page at /login: the theme follows it.
    const custom = createDocsGate({
      root: fixture.root,
      projectId: emulator.projectId,
      baseUrl: emulator.url,
      signInDir: fixture.signInDir,
      signInPath: '/login',
    });
    await runHeadScripts(custom.fetch);
    window.history.replaceState(null, '', '/quick-start');
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    render(site_());
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login?return=%2Fquick-start'));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(docNode()).toBeNull();
  });

  it("resumes a stored session against the gate's base URL", async () => {
    site.data = { projectId: emulator.projectId, baseUrl: BUILT_FOR, flowId: 'docs-sign-in' };
    await storeRefreshToken();
    await runHeadScripts(gate.fetch);
    const builtFor = watchBuiltFor();
    render(site_());
    await waitFor(() => expect(docVisible()).toBe(true));
    expect(builtFor.calls).toEqual([]);
    builtFor.stop();
  });

  it("keeps the build's values for a site without the server gate", async () => {
    // A static host answers the script's path with its 404 page: the script does not run.
    await runHeadScripts(async () => new Response('<h1>Not found</h1>', { status: 404 }));
    expect(scriptsRun).toEqual([]);
    await storeRefreshToken();
    render(site_());
    await waitFor(() => expect(docVisible()).toBe(true));
    expect(client?.http.baseUrl).toBe(emulator.url);
  });
});
