import type { EmulatorData } from '../state/types';
import { projectConfig } from './config';
import { type PageFile, readPageFile } from './pages-dir';
import { providerTheme } from './provider-theme';
import { builtInScreenFiles } from './screens';
import { themeFile } from './theme';
import { builtInWidgetFile, widgetPagePath } from './widget-layouts';

// The static content of a project under /pages/{projectId}/v2-beta/, in the provider's
// format only. Each path is looked up, in order, in: the customer's pages folder (if the
// emulator has one), the project's own pages (the seed's, HTML by path), then the built-ins
// (config.json, theme.json, the flows' screens, every widget id's built-in pages). Paths are
// keys of maps, never joined onto the file system (the pages folder checks its own).

export type StaticFile =
  | { kind: 'html' | 'json'; body: string }
  | { kind: 'too-large'; path: string };

const kindOf = (path: string): 'html' | 'json' => (path.endsWith('.json') ? 'json' : 'html');

const own = (files: Readonly<Record<string, string>>, path: string) =>
  Object.hasOwn(files, path) ? files[path] : undefined;

/** A file of the pages folder or of the project (not the built-ins), if there is one. */
async function overridden(
  data: EmulatorData,
  pagesDir: string | undefined,
  path: string,
): Promise<PageFile | undefined> {
  const file = pagesDir ? await readPageFile(pagesDir, path) : undefined;
  if (file) return file;
  const body = own(data.pages, path);
  return body === undefined ? undefined : { ok: true, body };
}

/** The built-in file at `path`, if there is one. */
async function builtIn(
  data: EmulatorData,
  pagesDir: string | undefined,
  path: string,
): Promise<string | undefined> {
  if (path === 'config.json') return JSON.stringify(projectConfig(data));
  if (path === 'theme.json') return JSON.stringify(themeFile(providerTheme()));
  const screen = builtInScreenFiles().get(path);
  const widgetPage = screen ? undefined : widgetPagePath(path);
  // A localized built-in stands only beside the built-in page itself: where the customer or
  // the seed wrote their own page, its words are theirs (the client falls back to it).
  const plain = screen?.plain ?? widgetPage?.plain;
  if (plain && plain !== path && (await overridden(data, pagesDir, plain)) !== undefined) {
    return undefined;
  }
  if (screen) return screen.body;
  return widgetPage ? builtInWidgetFile(widgetPage) : undefined;
}

/** The file served at `path` (under v2-beta/), or undefined (404). */
export async function staticFile(
  data: EmulatorData,
  pagesDir: string | undefined,
  path: string,
): Promise<StaticFile | undefined> {
  const found = await overridden(data, pagesDir, path);
  if (found && !found.ok) return { kind: 'too-large', path };
  const body = found?.body ?? (await builtIn(data, pagesDir, path));
  return body === undefined ? undefined : { kind: kindOf(path), body };
}
