import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The provider's own widget layouts (reference data beside the repository, never copied into
// it): `shared/reference/provider-layouts/` next to the repository, as CI checks it out. A git
// worktree sits a level deeper, so every folder above the repository is tried, nearest first.

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const RELATIVE = 'shared/reference/provider-layouts';

function layoutsDir(): string {
  for (let dir = dirname(REPO_ROOT); ; dir = dirname(dir)) {
    const candidate = join(dir, RELATIVE);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) {
      throw new Error(
        `No ${RELATIVE} beside ${REPO_ROOT}: check out ../shared next to the repository`,
      );
    }
  }
}

export interface ProviderLayout {
  /** `{widget-type}/{page}.html`, as the folder holds it. */
  readonly file: string;
  readonly widget: string;
  readonly html: string;
}

/** Every layout file, read in place. */
export function providerLayouts(): ProviderLayout[] {
  const dir = layoutsDir();
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((widget) =>
      readdirSync(join(dir, widget.name))
        .filter((name) => name.endsWith('.html'))
        .sort()
        .map((name) => ({
          file: `${widget.name}/${name}`,
          widget: widget.name,
          html: readFileSync(join(dir, widget.name, name), 'utf8'),
        })),
    )
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** One layout file, read in place: `providerLayout('access-key-management-widget/root.html')`. */
export function providerLayout(file: string): string {
  return readFileSync(join(layoutsDir(), file), 'utf8');
}
