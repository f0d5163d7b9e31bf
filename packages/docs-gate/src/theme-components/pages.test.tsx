// @vitest-environment happy-dom
import { DEMO_ADMIN } from '@gatehouse/emulator';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { audienceKey } from '../access/key';
import { runEmulatorForFile, type Tokens } from '../test/emulator-sessions';
import { behindGateOf, forgetGateScript } from '../test/gate-script';
import { AccountNavbarItem } from './account';
import DocCardList from './DocCardList';
import DocSidebarItems from './DocSidebarItems';
import ThemeError from './Error';
import MDXComponents from './MDXComponents';
import Root from './Root';
import { RELOAD_KEY } from './refused-chunk';

// The theme's client components for pages of several audiences: the real Root, AuthProvider,
// core session store and flow engine against the real emulator. Docusaurus's virtual modules are
// stood in for: the Root, sidebar items, card list, MDX components and error page this theme
// wraps (each renders what it is given, as the classic theme's do), the global data the plugin
// set (with the build's route audiences), and the router's location.
interface Item {
  type: string;
  href?: string;
  label?: string;
  items?: Item[];
}
const site = vi.hoisted(() => ({
  data: {} as Record<string, unknown>,
  path: '/',
  siblings: [] as Item[],
}));
vi.mock('@theme-init/Root', () => ({
  default: ({ children }: { children?: unknown }) => children,
}));
vi.mock('@docusaurus/useGlobalData', () => ({
  usePluginData: (name: string) => {
    if (name !== 'gatehouse-docs-gate') throw new Error(`no global data for ${name}`);
    return site.data;
  },
}));
vi.mock('@docusaurus/router', () => ({
  useLocation: () => ({ pathname: site.path, search: '', hash: '' }),
}));
vi.mock('@docusaurus/plugin-content-docs/client', () => ({
  useCurrentSidebarSiblings: () => site.siblings,
}));
vi.mock('@theme-init/DocSidebarItems', () => {
  const List = ({ items }: { items: Item[] }): ReactNode =>
    items.map((item) => (
      <li key={item.label}>
        {item.href ? <a href={item.href}>{item.label}</a> : item.label}
        {item.items ? (
          <ul>
            <List items={item.items} />
          </ul>
        ) : null}
      </li>
    ));
  return { default: List };
});
vi.mock('@theme-init/DocCardList', () => ({
  default: ({ items }: { items: Item[] }) => (
    <section aria-label="Cards">
      {items.map((item) => (
        <a key={item.label} href={item.href}>
          {item.label} ({item.items?.length ?? 'page'})
        </a>
      ))}
    </section>
  ),
}));
vi.mock('@theme-init/MDXComponents', () => ({ default: { h1: 'h1' } }));
vi.mock('@theme-init/Error', () => ({
  default: () => <h1>This page crashed</h1>,
}));

const emulator = runEmulatorForFile();

/** A reader of Acme without the admin role (the demo seed's Ada Lovelace). */
const ACME_READER = { loginId: 'ada.lovelace@acme.test', password: DEMO_ADMIN.password };

async function signInAs(who: { loginId: string; password: string }): Promise<Tokens> {
  const response = await fetch(`${emulator.url}/v1/auth/password/signin`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${emulator.projectId}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(who),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return (await response.json()) as Tokens;
}

/** A stored session (refresh and session token), as a returning reader's browser holds. */
async function storeSession(who = DEMO_ADMIN) {
  const { refreshJwt, sessionJwt } = await signInAs(who);
  localStorage.setItem('DSR', refreshJwt);
  localStorage.setItem('DS', sessionJwt);
}

const ADMINS = audienceKey({ roles: ['Tenant Admin'] });
const ROUTES = {
  '/': 'public',
  '/security': 'public',
  '/quick-start': 'signed-in',
  '/category/administration': ADMINS,
  '/administration/single-sign-on': ADMINS,
  '/administration/audit-log': ADMINS,
};
const ADMINISTRATION: Item = {
  type: 'category',
  label: 'Administration',
  href: '/category/administration',
  items: [
    { type: 'link', href: '/administration/single-sign-on', label: 'Single sign-on' },
    { type: 'link', href: '/administration/audit-log', label: 'Audit log' },
  ],
};
const SIDEBAR: Item[] = [
  { type: 'link', href: '/', label: 'Introduction' },
  { type: 'link', href: '/quick-start', label: 'Quick start' },
  ADMINISTRATION,
  { type: 'link', href: '/security', label: 'Security' },
  { type: 'link', href: 'https://status.pulse.example', label: 'Status' },
];
/** Every label of SIDEBAR, in order: what an admin's page may show. */
const EVERY_LABEL = [
  'Introduction',
  'Quick start',
  'Administration',
  'Single sign-on',
  'Audit log',
  'Security',
  'Status',
];
const PAGE_TEXT = 'Pulse keeps your data in the region you choose.';

/** What Docusaurus renders below Root: the navbar's account item, the sidebar and the page. */
function Site({ body }: { body?: ReactNode }) {
  return (
    <Root>
      <nav aria-label="Main">
        <AccountNavbarItem />
      </nav>
      <ul aria-label="Sidebar">
        <DocSidebarItems items={SIDEBAR} activePath={site.path} level={1} />
      </ul>
      <article>
        <p>{PAGE_TEXT}</p>
        {body}
      </article>
    </Root>
  );
}

/** The labels the sidebar shows, in order (in the DOM, hidden wrapper or not). */
const sidebarLabels = () =>
  [...document.querySelectorAll('[aria-label="Sidebar"] li')].map(
    (li) => li.firstChild?.textContent,
  );
const pageNode = () =>
  [...document.querySelectorAll('p')].find((p) => p.textContent === PAGE_TEXT) ?? null;
const pageVisible = () => !!pageNode() && !pageNode()?.closest('[hidden]');

/** Render as Docusaurus's server does: no window, so the session never starts. */
function serverRender(element: ReactNode): string {
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(element);
  } finally {
    vi.unstubAllGlobals();
  }
}

/** Put server HTML in the document, as the browser shows it before any script. */
function showHtml(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** Hydrate server HTML as the browser does (outside act), failing on any console complaint. */
function hydrate(html: string, element: ReactNode) {
  const container = showHtml(html);
  const errors = vi.spyOn(console, 'error');
  const warnings = vi.spyOn(console, 'warn');
  const root = hydrateRoot(container, element);
  return {
    root,
    quiet: () => {
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
    },
  };
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
function outsideAct() {
  let was: boolean | undefined;
  beforeEach(() => {
    was = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = was;
  });
}

beforeEach(() => {
  site.data = {
    projectId: emulator.projectId,
    baseUrl: emulator.url,
    flowId: 'docs-sign-in',
    routes: ROUTES,
  };
  site.path = '/security';
  site.siblings = [];
  localStorage.clear();
  sessionStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the session cookie between tests.
  document.cookie = 'DS=; Path=/; Max-Age=0';
});
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  forgetGateScript();
});

describe('a public page', () => {
  it('is in the built HTML as it shows: no hidden wrapper, no Loading, no sign-in', () => {
    const html = serverRender(<Site />);
    expect(html).toContain(PAGE_TEXT);
    expect(html).not.toContain('hidden=""');
    expect(html).not.toContain('role="status"');
    expect(html).not.toContain('Sign in');
  });

  it('shows without a session, never loading the flow, and the account item offers Sign in', async () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    render(<Site />);
    expect(pageVisible()).toBe(true);
    const signIn = await screen.findByRole('button', { name: 'Sign in' });
    expect(signIn.closest('nav')).toBeTruthy();
    expect(pageVisible()).toBe(true);
    expect(document.querySelector('.gh-flow')).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });

  it('signs in with the flow in place when asked (no server gate), and goes back on request', async () => {
    document.documentElement.lang = 'en';
    render(<Site />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Sign in to the docs' });
    expect(pageNode()).toBeNull();
    // Docusaurus's metadata goes with the page, <html lang> with it: the gate puts it back.
    document.documentElement.removeAttribute('lang');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    fireEvent.click(screen.getByRole('button', { name: 'Back to the page' }));
    await waitFor(() => expect(pageVisible()).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Sign in to the docs' })).toBeNull();
    // Escape goes back too.
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const heading = await screen.findByRole('heading', { name: 'Sign in to the docs' });
    fireEvent.keyDown(heading, { key: 'Escape' });
    await waitFor(() => expect(pageVisible()).toBe(true));
  });

  it("goes to the server gate's sign-in page with this page as the return, when asked", async () => {
    behindGateOf(emulator);
    window.history.replaceState(null, '', '/security#storage');
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    render(<Site />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(assign).toHaveBeenCalledExactlyOnceWith(
      `/_gate/sign-in?return=${encodeURIComponent('/security#storage')}`,
    );
    expect(replace).not.toHaveBeenCalled();
    expect(pageVisible()).toBe(true);
  });

  it('stays on the page, signed out, after signing out', async () => {
    await storeSession();
    render(<Site />);
    const signOut = await screen.findByRole('button', { name: 'Sign out' });
    await act(async () => {
      fireEvent.click(signOut);
    });
    await screen.findByRole('button', { name: 'Sign in' });
    expect(pageVisible()).toBe(true);
    expect(document.querySelector('.gh-flow')).toBeNull();
  });

  it('keeps a page that needs a session behind the gate, as before', async () => {
    site.path = '/quick-start';
    render(<Site />);
    expect(pageVisible()).toBe(false);
    await screen.findByRole('heading', { name: 'Sign in to the docs' });
    expect(pageNode()).toBeNull();
  });
});

describe('the sidebar and category cards', () => {
  outsideAct();

  it.each([
    ['/security', ['Introduction', 'Security', 'Status']],
    ['/quick-start', ['Introduction', 'Quick start', 'Security', 'Status']],
    ['/administration/audit-log', EVERY_LABEL],
  ])(
    'renders on %s, in the built HTML, only the links every reader of it may open',
    (path, labels) => {
      site.path = path;
      const container = document.createElement('div');
      container.innerHTML = serverRender(<Site />);
      document.body.append(container);
      expect(sidebarLabels()).toEqual(labels);
    },
  );

  it('renders every link as before for a site built without audiences', () => {
    site.data = { ...site.data, routes: undefined };
    site.path = '/quick-start';
    showHtml(serverRender(<Site />));
    expect(sidebarLabels()).toEqual(EVERY_LABEL);
  });

  it("hydrates a public page's sidebar without a warning, then shows the admin theirs", async () => {
    await storeSession(DEMO_ADMIN);
    const html = serverRender(<Site />);
    const { root, quiet } = hydrate(html, <Site />);
    await vi.waitFor(() => expect(sidebarLabels()).toEqual(EVERY_LABEL));
    quiet();
    root.unmount();
  });

  it('shows a reader without the role no administration link, and a signed-out reader only public ones', async () => {
    site.path = '/quick-start';
    await storeSession(ACME_READER);
    const html = serverRender(<Site />);
    const reader = hydrate(html, <Site />);
    await vi.waitFor(() => expect(pageVisible()).toBe(true));
    expect(sidebarLabels()).toEqual(['Introduction', 'Quick start', 'Security', 'Status']);
    reader.quiet();
    reader.root.unmount();
    document.body.replaceChildren();
    localStorage.clear();

    site.path = '/';
    const signedOut = hydrate(serverRender(<Site />), <Site />);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy());
    expect(sidebarLabels()).toEqual(['Introduction', 'Security', 'Status']);
    signedOut.quiet();
    signedOut.root.unmount();
  });

  it("filters a category page's cards, nested counts included, and a doc's sibling cards", async () => {
    site.path = '/quick-start';
    const cards = (items?: Item[]) => (
      <Root>
        <DocCardList items={items} />
      </Root>
    );
    const withAdmin: Item[] = [
      { type: 'link', href: '/security', label: 'Security' },
      { ...ADMINISTRATION, items: [...(ADMINISTRATION.items ?? []), SIDEBAR[1] as Item] },
    ];
    showHtml(serverRender(cards(withAdmin)));
    // Every reader of a signed-in page may open the quick start: the category keeps it alone,
    // without its own (admins') link.
    const links = () =>
      [...document.querySelectorAll('[aria-label="Cards"] a')].map((a) => [
        a.textContent,
        a.getAttribute('href'),
      ]);
    expect(links()).toEqual([
      ['Security (page)', '/security'],
      ['Administration (1)', null],
    ]);
    document.body.replaceChildren();

    site.siblings = SIDEBAR;
    await storeSession(ACME_READER);
    const { root, quiet } = hydrate(serverRender(cards()), cards());
    await vi.waitFor(() =>
      expect(document.querySelector('.gatehouse-gate__content:not([hidden])')).toBeTruthy(),
    );
    expect(links().map(([label]) => label)).toEqual([
      'Introduction (page)',
      'Quick start (page)',
      'Security (page)',
      'Status (page)',
    ]);
    quiet();
    root.unmount();
  });
});

describe('<Reader>', () => {
  outsideAct();
  const Reader = MDXComponents.Reader;
  const greeting = (
    <p>
      Hello <Reader field="name" /> of <Reader field="tenantName" /> (<Reader field="email" />)
    </p>
  );

  it("is a placeholder in the built HTML, then the signed-in reader's name, tenant and email", async () => {
    site.path = '/your-account';
    await storeSession(DEMO_ADMIN);
    const html = serverRender(<Site body={greeting} />);
    expect(html).not.toContain('Acme Admin');
    expect(html).not.toContain('admin@acme.test');
    expect(html.match(/class="gatehouse-reader gatehouse-reader--pending"/g)).toHaveLength(3);
    const { root, quiet } = hydrate(html, <Site body={greeting} />);
    await vi.waitFor(() =>
      expect(document.querySelector('article p:last-child')?.textContent).toBe(
        'Hello Acme Admin of Acme Corp (admin@acme.test)',
      ),
    );
    expect(document.querySelector('.gatehouse-reader--pending')).toBeNull();
    quiet();
    root.unmount();
  });

  it('shows another reader their own details, and nothing to a reader who is not signed in', async () => {
    site.path = '/security';
    await storeSession(ACME_READER);
    const first = hydrate(serverRender(<Site body={greeting} />), <Site body={greeting} />);
    await vi.waitFor(() =>
      expect(document.querySelector('article p:last-child')?.textContent).toBe(
        'Hello Ada Lovelace of Acme Corp (ada.lovelace@acme.test)',
      ),
    );
    first.root.unmount();
    document.body.replaceChildren();
    localStorage.clear();

    const second = hydrate(serverRender(<Site body={greeting} />), <Site body={greeting} />);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy());
    expect(document.querySelector('article p:last-child')?.textContent).toBe('Hello  of  ()');
    expect(document.querySelector('.gatehouse-reader')).toBeNull();
    second.quiet();
    second.root.unmount();
  });
});

describe('<ForAudience>', () => {
  outsideAct();
  const ForAudience = MDXComponents.ForAudience;
  const BLOCK_TEXT = 'Keep at least two Owners.';
  /** The block as the remark plugin leaves it: its audience and the import of its chunk. */
  function block() {
    const load = vi.fn(async () => ({ default: () => <p>{BLOCK_TEXT}</p> }));
    return { load, element: <ForAudience audience={ADMINS} load={load} /> };
  }
  const blockShown = () => document.body.textContent?.includes(BLOCK_TEXT) ?? false;

  it('is nothing in the built HTML, then the block, from its chunk, for a reader the rule allows', async () => {
    site.path = '/quick-start';
    await storeSession(DEMO_ADMIN);
    const { load, element } = block();
    const html = serverRender(<Site body={element} />);
    expect(html).not.toContain(BLOCK_TEXT);
    expect(load).not.toHaveBeenCalled();
    const { root, quiet } = hydrate(html, <Site body={element} />);
    await vi.waitFor(() => expect(blockShown()).toBe(true));
    expect(load).toHaveBeenCalledTimes(1);
    quiet();
    root.unmount();
  });

  it('never loads the block for a reader without the role, nor for nobody signed in', async () => {
    site.path = '/quick-start';
    await storeSession(ACME_READER);
    const reader = block();
    const first = hydrate(
      serverRender(<Site body={reader.element} />),
      <Site body={reader.element} />,
    );
    await vi.waitFor(() => expect(screen.getByText('ada.lovelace@acme.test')).toBeTruthy());
    expect(blockShown()).toBe(false);
    expect(reader.load).not.toHaveBeenCalled();
    first.root.unmount();
    document.body.replaceChildren();
    localStorage.clear();

    site.path = '/security';
    const nobody = block();
    const second = hydrate(
      serverRender(<Site body={nobody.element} />),
      <Site body={nobody.element} />,
    );
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy());
    expect(blockShown()).toBe(false);
    expect(nobody.load).not.toHaveBeenCalled();
    second.quiet();
    second.root.unmount();
  });
});

describe('a chunk the server gate refused', () => {
  const chunkError = () =>
    Object.assign(new Error('Loading chunk 4f2a failed.\n(error: /assets/js/4f2a.js)'), {
      name: 'ChunkLoadError',
    });

  it('loads the page in full once, so the gate answers it; a second refusal shows the error', async () => {
    window.history.replaceState(null, '', '/administration/audit-log');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { unmount } = render(<ThemeError error={chunkError()} tryAgain={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
    await waitFor(() =>
      expect(assign).toHaveBeenCalledExactlyOnceWith(
        'http://localhost:3000/administration/audit-log',
      ),
    );
    expect(sessionStorage.getItem(RELOAD_KEY)).toContain('/administration/audit-log');
    unmount();

    // The reloaded page met the refusal again: no second reload, Docusaurus's error page.
    render(<ThemeError error={chunkError()} tryAgain={() => {}} />);
    await screen.findByRole('heading', { name: 'This page crashed' });
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('finds the refusal as the cause of another error, and leaves any other error alone', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const wrapped = new Error('Route failed', { cause: chunkError() });
    const { unmount } = render(<ThemeError error={wrapped} tryAgain={() => {}} />);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    unmount();

    render(<ThemeError error={new TypeError('x is undefined')} tryAgain={() => {}} />);
    expect(screen.getByRole('heading', { name: 'This page crashed' })).toBeTruthy();
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
