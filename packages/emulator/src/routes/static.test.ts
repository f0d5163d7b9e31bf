import {
  COMPONENT_VARIABLES,
  GLOBAL_COLOR_VARIABLES,
  GLOBAL_SHARED_VARIABLES,
  themeFileVars,
} from '@gatehouse/core';
import { describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID } from '../seed/demo';
import { installedPackage, UI_LIBRARY } from '../static/cdn';
import { theme as ownTheme } from '../static/theme';
import { useEmulator } from '../test/emulator';
import { parseHtml } from '../test/html';

const emulator = useEmulator();
const base = `/pages/${DEMO_PROJECT_ID}/v2-beta`;

describe('static content', () => {
  it("serves config.json in the provider's shape", async () => {
    const config = await emulator.call(`${base}/config.json`);
    expect(config.status).toBe(200);
    expect(config.headers.get('content-type')).toBe('application/json');
    expect(config.headers.get('x-geo')).toBe('US');
    expect(Object.keys(config.body).sort()).toEqual(['componentsVersion', 'flows', 'widgets']);
    // The UI library is installed here: its version, as the provider's clients load it by.
    expect(config.body).toMatchObject({
      componentsVersion: installedPackage(UI_LIBRARY)?.version,
      widgets: {},
    });
    const flows = config.body.flows as Record<string, Record<string, unknown>>;
    expect(flows['sign-up-or-in']).toEqual({
      version: 1,
      startScreenId: 'welcome',
      conditions: expect.any(Array),
      targetLocales: ['fr'],
    });
    // A profile flow starts on the server: no start screen.
    expect(flows['update-email']).not.toHaveProperty('startScreenId');
    // A condition's `start` step is the runner's, not the client's.
    for (const flow of Object.values(flows)) {
      for (const condition of flow.conditions as object[])
        expect(condition).not.toHaveProperty('start');
    }
  });

  it("serves theme.json in the provider's shape: the provider's theme, then Gatehouse's", async () => {
    const served = await emulator.call(`${base}/theme.json`);
    expect(served.headers.get('content-type')).toBe('application/json');
    expect(Object.keys(served.body)).toEqual(['light', 'dark']);
    for (const mode of ['light', 'dark'] as const) {
      const section = served.body[mode] as {
        globals: string;
        components: Record<string, { host: string }>;
      };
      // The UI library is installed here: its default theme first, Gatehouse's values last.
      expect(section.globals.startsWith(`*[data-theme="${mode}"]`)).toBe(true);
      expect(section.globals.endsWith(`\n${ownTheme[mode].globals}`)).toBe(true);
      expect(section.components['descope-button']?.host).toMatch(
        /^:host\([\s\S]*\n:host \{ --descope-button-border-radius: 6px; \}$/,
      );
      expect(Object.keys(section.components).length).toBeGreaterThan(30);
    }
  });

  it("without the UI library, serves Gatehouse's own theme: --descope-* globals per mode", () => {
    for (const mode of ['light', 'dark'] as const) {
      const section = ownTheme[mode];
      expect(section.globals).toMatch(new RegExp(`^\\[data-theme="${mode}"\\] \\{ .* \\}$`));
      const names = [...section.globals.matchAll(/(--[\w-]+):/g)].map((match) => match[1]);
      expect(names.length).toBeGreaterThan(5);
      for (const name of names) expect(name).toMatch(/^--descope-/);
      expect(section.globals).toContain('--descope-colors-primary-main:');
      expect(section.components['descope-button']).toEqual({
        host: expect.stringMatching(/^:host \{ --descope-button-border-radius: 6px; \}$/),
      });
    }
    expect(ownTheme.light.globals).toContain('--descope-colors-primary-main: #2f5bd3;');
    expect(ownTheme.dark.globals).toContain('--descope-colors-surface-main: #0d1117;');
  });

  it("writes a theme core's reader reads whole: every value under a name it looks for", async () => {
    const theme = await emulator.call(`${base}/theme.json`);
    const vars = themeFileVars(theme.body);
    expect(vars['--gh-light-primary']).toBe('#2f5bd3');
    expect(vars['--gh-light-border']).toBe('#d0d7de');
    expect(vars['--gh-dark-surface']).toBe('#0d1117');
    expect(vars['--gh-dark-muted']).toBe('#8b949e');
    expect(vars['--gh-theme-radius']).toBe('8px');
    expect(vars['--gh-theme-font-size']).toBe('16px');
    expect(vars['--gh-theme-input-radius']).toBe('6px');
    expect(vars['--gh-theme-button-radius']).toBe('6px');
    const known = new Set(
      [
        ...Object.values(GLOBAL_COLOR_VARIABLES),
        ...Object.values(GLOBAL_SHARED_VARIABLES),
        ...Object.values(COMPONENT_VARIABLES).flatMap(({ tokens }) => Object.values(tokens)),
      ].flatMap((variable) => variable.names),
    );
    // Gatehouse's own part: every declaration it writes is one the reader looks for.
    expect(themeFileVars(ownTheme)).toEqual(vars);
    const written = [...JSON.stringify(ownTheme).matchAll(/--descope-[\w-]+/g)].map(
      (match) => match[0],
    );
    expect(written.length).toBeGreaterThan(10);
    expect(written.filter((name) => !known.has(name))).toEqual([]);
  });

  it("serves the project's own pages over the built-ins, and JSON screens no more", async () => {
    const builtIn = await emulator.call(`${base}/sign-in.html`);
    expect(builtIn.status).toBe(200);
    expect(builtIn.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(parseHtml(builtIn.text).querySelector('descope-text[variant="h1"]')?.textContent).toBe(
      'Sign in',
    );
    emulator.store.data.pages['sign-in.html'] = '<descope-text variant="h1">Welcome</descope-text>';
    emulator.store.data.pages['user-management-widget/w1/root.html'] =
      '<descope-container id="ROOT"></descope-container>';
    expect((await emulator.call(`${base}/sign-in.html`)).text).toBe(
      '<descope-text variant="h1">Welcome</descope-text>',
    );
    expect((await emulator.call(`${base}/user-management-widget/w1/root.html`)).text).toBe(
      '<descope-container id="ROOT"></descope-container>',
    );
    // The French built-in stands beside the built-in page only.
    expect((await emulator.call(`${base}/sign-in-fr.html`)).status).toBe(404);
    expect((await emulator.call(`${base}/welcome-fr.html`)).status).toBe(200);
    await emulator.reset();
  });

  it('serves nothing else', async () => {
    for (const path of [
      'sign-in.json',
      'welcome-de.html',
      'missing.html',
      '..%2F..%2Fpackage.json',
      'toString',
      '__proto__',
      'constructor.html',
    ]) {
      const { status, body } = await emulator.call(`${base}/${path}`);
      expect(status, path).toBe(404);
      expect(body).toHaveProperty('errorCode');
    }
    const other = await emulator.call('/pages/P2other/v2-beta/config.json');
    expect(other.status).toBe(404);
  });

  it('lets browser apps on other loopback ports read it, x-geo too', async () => {
    const response = await fetch(`${emulator.url}${base}/config.json`, {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-expose-headers')).toMatch(/x-geo/);
    await response.body?.cancel();
  });
});
