// @vitest-environment happy-dom
import { memoryStorage, type TokenStorage } from '@gatehouse/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDocsGate } from '../server/gate';
import { createFixture } from '../server/test/fixture';
import { READER, runEmulatorForFile, server, signIn } from '../test/emulator-sessions';
import {
  CONFIG_ERROR_TEXT,
  LOOP_TEXT,
  type SignInPage,
  type SignInPageDeps,
  SWITCH_TEXT,
  startSignInPage,
} from './page';

// The page's flow against the real emulator (refresh, flow, tokens) and the real core
// client; msw serves the gate's /_gate/config.json and refuses any other request.
const emulator = runEmulatorForFile();

const SIGN_IN_URL = 'http://localhost:3000/_gate/sign-in';
let pages: SignInPage[] = [];
let tokens: TokenStorage;
let tab: Storage;
let clock: number;

function serveConfig(body?: unknown, status = 200) {
  server.use(
    http.get('http://localhost:3000/_gate/config.json', () =>
      HttpResponse.json(
        body ?? { projectId: emulator.projectId, baseUrl: emulator.url, flowId: 'docs-sign-in' },
        { status, headers: { 'cache-control': 'no-store' } },
      ),
    ),
  );
}

/** The page at /_gate/sign-in?return=<returnTo>, with this test's storages and clock. */
async function openPage(returnTo: string | null, deps: Partial<SignInPageDeps> = {}) {
  const root = document.createElement('div');
  document.body.append(root);
  const search = returnTo === null ? '' : `?return=${encodeURIComponent(returnTo)}`;
  const replace = vi.fn();
  const page = await act(() =>
    startSignInPage({
      root,
      location: { search, href: `${SIGN_IN_URL}${search}`, replace },
      fetch: (input, init) => globalThis.fetch(input, init),
      sessionStorage: tab,
      storedTheme: () => null,
      prefersDark: () => false,
      now: () => clock,
      documentElement: document.documentElement,
      tokenStorage: tokens,
      ...deps,
    }),
  );
  pages.push(page);
  return { page, replace, root };
}

async function storeRefreshToken() {
  const { refreshJwt } = await signIn(emulator);
  tokens.setItem('DSR', refreshJwt);
}

const flowHeading = () => screen.findByRole('heading', { name: 'Sign in to the docs' });

beforeEach(() => {
  tokens = memoryStorage();
  tab = window.sessionStorage;
  tab.clear();
  clock = 1_700_000_000_000;
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the session cookie between tests.
  document.cookie = 'DS=; Path=/; Max-Age=0';
  serveConfig();
});
afterEach(() => {
  for (const page of pages) act(() => page.stop());
  pages = [];
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-theme');
});

describe('the sign-in page', () => {
  it('refreshes first: a stored refresh token goes back to the page without the flow', async () => {
    await storeRefreshToken();
    const { page, replace, root } = await openPage('/data-models/plan?tab=fields#limits');
    expect(page.outcome).toBe('returned');
    expect(replace).toHaveBeenCalledExactlyOnceWith('/data-models/plan?tab=fields#limits');
    expect(root.textContent).toBe('Loading');
    expect(root.querySelector('.gh-flow')).toBeNull();
    // A fresh session cookie for the gate (Secure only on https pages: this one is http).
    expect(document.cookie).toMatch(/(^|; )DS=eyJ/);
  });

  it('never trusts a stored session token: without a refresh token it shows the flow', async () => {
    const { sessionJwt } = await signIn(emulator);
    tokens.setItem('DS', sessionJwt);
    const { page, replace } = await openPage('/security');
    expect(page.outcome).toBe('flow');
    await flowHeading();
    expect(replace).not.toHaveBeenCalled();
    expect(tokens.getItem('DS')).toBeNull();
  });

  it('shows the flow when the refresh token is refused', async () => {
    const { refreshJwt } = await signIn(emulator);
    await fetch(`${emulator.url}/v1/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${emulator.projectId}:${refreshJwt}` },
    });
    tokens.setItem('DSR', refreshJwt);
    const { page, replace } = await openPage('/security');
    expect(page.outcome).toBe('flow');
    await flowHeading();
    expect(replace).not.toHaveBeenCalled();
  });

  it('without a refresh token shows the flow, and goes back to the page once signed in', async () => {
    const { page, replace } = await openPage('/workflows/ai-workflows');
    expect(page.outcome).toBe('flow');
    await flowHeading();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in to read the docs');
    const email = screen.getByLabelText(/^Work email/);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.queryByText(LOOP_TEXT)).toBeNull();

    fireEvent.change(email, { target: { value: READER.email } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with password' }));
    fireEvent.change(await screen.findByLabelText(/^Password/), {
      target: { value: READER.password },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(replace).toHaveBeenCalledExactlyOnceWith('/workflows/ai-workflows'));
    expect(document.cookie).toMatch(/(^|; )DS=eyJ/);
    expect(tokens.getItem('DSR')).toMatch(/^eyJ/);
  });

  it('guards against a loop: a second automatic return within 10 s shows the flow, explained', async () => {
    await storeRefreshToken();
    const first = await openPage('/quick-start');
    expect(first.page.outcome).toBe('returned');

    // The docs refused the cookie again and sent the reader back here 3 s later.
    clock += 3_000;
    const second = await openPage('/quick-start');
    expect(second.page.outcome).toBe('loop');
    expect(second.replace).not.toHaveBeenCalled();
    expect(second.root.querySelector('[role="alert"]')?.textContent).toBe(LOOP_TEXT);
    await waitFor(() => expect(second.root.querySelector('.gh-screen')).not.toBeNull());

    // Later on, going back on its own is fine again.
    clock += 10_000;
    const third = await openPage('/quick-start');
    expect(third.page.outcome).toBe('returned');
    expect(third.replace).toHaveBeenCalledWith('/quick-start');
  });

  it('signs the session out to sign in as someone else (the 403 page), never going back with it', async () => {
    const { refreshJwt } = await signIn(emulator);
    tokens.setItem('DSR', refreshJwt);
    const { page, replace, root } = await openPage('/admin/keys', {
      location: {
        search: '?return=%2Fadmin%2Fkeys&switch=1',
        href: `${SIGN_IN_URL}?return=%2Fadmin%2Fkeys&switch=1`,
        replace: vi.fn(),
      },
    });
    expect(page.outcome).toBe('switch');
    expect(page.returnPath).toBe('/admin/keys');
    expect(replace).not.toHaveBeenCalled();
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(SWITCH_TEXT);
    await flowHeading();
    // The old session is over: its refresh token is gone here and revoked at the provider.
    expect(tokens.getItem('DSR')).toBeNull();
    expect(document.cookie).not.toMatch(/(^|; )DS=eyJ/);
    const refreshed = await fetch(`${emulator.url}/v1/auth/refresh`, {
      method: 'POST',
      headers: { authorization: `Bearer ${emulator.projectId}:${refreshJwt}` },
    });
    expect(refreshed.status).toBe(401);
  });

  it.each([
    '//evil.example/steal',
    'https://evil.example/steal',
    '/\\evil.example',
    'javascript:alert(1)',
    ' /quick-start',
  ])('goes back to / for an off-site or malformed return path (%s)', async (returnTo) => {
    await storeRefreshToken();
    const { page, replace } = await openPage(returnTo);
    expect(page.returnPath).toBe('/');
    expect(replace).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('goes back to / without a return path', async () => {
    await storeRefreshToken();
    const { replace } = await openPage(null);
    expect(replace).toHaveBeenCalledExactlyOnceWith('/');
  });

  it.each([
    { stored: 'dark', prefersDark: false, mode: 'dark' },
    { stored: null, prefersDark: true, mode: 'dark' },
    { stored: 'light', prefersDark: true, mode: 'light' },
    { stored: null, prefersDark: false, mode: 'light' },
  ])(
    "follows the docs' colour mode, else the system's (%o)",
    async ({ stored, prefersDark, mode }) => {
      await openPage('/', { storedTheme: () => stored, prefersDark: () => prefersDark });
      expect(document.documentElement.dataset.theme).toBe(mode);
      expect(document.documentElement.style.colorScheme).toBe(mode);
      await flowHeading();
      expect(document.querySelector('.gh-flow')?.getAttribute('data-theme')).toBe(mode);
    },
  );

  it('behind a gate for project my_proj reads its settings and runs the flow for that project', async () => {
    // The gate takes ids with _ and -: the page it serves must take the same ones.
    const fixture = createFixture();
    try {
      const gate = createDocsGate({
        root: fixture.root,
        projectId: 'my_proj',
        baseUrl: emulator.url,
        signInDir: fixture.signInDir,
      });
      const sent: string[] = [];
      const fetch = (input: string | URL | Request, init?: RequestInit) => {
        const url = new URL(input instanceof Request ? input.url : String(input), SIGN_IN_URL);
        sent.push(url.href);
        // The page's own origin is the gate; everything else goes where it is addressed.
        return url.origin === new URL(SIGN_IN_URL).origin
          ? gate.fetch(new Request(input instanceof Request ? input : url, init))
          : globalThis.fetch(input, init);
      };
      const { page, root } = await openPage('/security', { fetch });
      expect(root.querySelector('[role="alert"]')?.textContent).not.toBe(CONFIG_ERROR_TEXT);
      expect(page.outcome).toBe('flow');
      expect(page.client?.http.projectId).toBe('my_proj');
      // The flow asks the provider for that project's screens (the emulator has no such project).
      await waitFor(() =>
        expect(sent).toContain(`${emulator.url}/pages/my_proj/v2-beta/config.json`),
      );
    } finally {
      fixture.remove();
    }
  });

  it('says sign-in is unavailable when the settings cannot be read', async () => {
    serveConfig({}, 500);
    const { page, root, replace } = await openPage('/security');
    expect(page.outcome).toBe('error');
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(CONFIG_ERROR_TEXT);
    expect(replace).not.toHaveBeenCalled();
  });
});
