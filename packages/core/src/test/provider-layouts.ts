import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The provider's own widget layouts, read IN PLACE from `../shared/reference/provider-layouts`
// beside the repository (CI has `../shared`; they are never copied into the repository). A git
// worktree sits deeper than the repository's clone, so each folder above the repository is
// tried in turn.

const REFERENCE = join('shared', 'reference', 'provider-layouts');

function findFolder(): string {
  let at = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
  for (;;) {
    const candidate = join(dirname(at), REFERENCE);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(at);
    if (parent === at) {
      throw new Error(`The provider's layouts are not beside the repository (../${REFERENCE})`);
    }
    at = parent;
  }
}

/** The folder holding `{widget-type}/{page}.html`. */
export const PROVIDER_LAYOUTS = findFolder();

/** One provider page's HTML. */
export const providerPage = (widgetType: string, page: string): string =>
  readFileSync(join(PROVIDER_LAYOUTS, widgetType, `${page}.html`), 'utf8');
