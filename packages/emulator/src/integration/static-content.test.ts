import { describe, expect, it } from 'vitest';
import { builtInScreenFiles } from '../static/screens';
import { builtInWidgetPaths } from '../static/widget-layouts';
import { useEmulator } from '../test/emulator';
import { parseHtml } from '../test/html';

// Every built-in content file over HTTP, as a browser app fetches it: each screen in each
// locale, each page of each widget in each locale, config.json and theme.json.

const emulator = useEmulator();
const base = () => `${emulator.url}/pages/${emulator.projectId}/v2-beta`;

async function html(path: string): Promise<Element> {
  const response = await fetch(`${base()}/${path}`, {
    headers: { origin: 'http://localhost:5173' },
  });
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
  expect(response.headers.get('access-control-allow-origin'), path).toBe('http://localhost:5173');
  return parseHtml(await response.text());
}

describe('the built-in content over HTTP', () => {
  it('serves every screen in every locale, each with its title', async () => {
    const paths = [...builtInScreenFiles().keys()];
    // 29 screens (the profile's account flows added four), in English and French.
    expect(paths.length).toBe(2 * 29);
    for (const path of paths) {
      const page = await html(path);
      expect(page.querySelector('descope-text[variant="h1"]')?.textContent, path).toBeTruthy();
    }
  });

  it('serves every page of every widget in every locale, each a ROOT container', async () => {
    for (const widgetId of ['demo', 'any-widget']) {
      const paths = builtInWidgetPaths(widgetId);
      // 32 pages a locale: issue 29 added the user widget's two on-demand confirmations.
      expect(paths.length).toBe(2 * 32);
      for (const path of paths) {
        const page = await html(path);
        const root = page.querySelector(':scope > descope-container#ROOT');
        expect(root, path).not.toBeNull();
        expect(root?.querySelector('[data-id="title"]')?.textContent, path).toBeTruthy();
        if (path.includes('/root')) {
          const bound = path.startsWith('user-profile-widget') ? 'avatar' : 'search-input';
          expect(root?.querySelector(`[data-id="${bound}"]`), path).not.toBeNull();
        }
      }
    }
  });

  it('serves config.json and theme.json as JSON', async () => {
    for (const file of ['config.json', 'theme.json']) {
      const response = await fetch(`${base()}/${file}`);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(await response.json()).toBeTypeOf('object');
    }
  });
});
