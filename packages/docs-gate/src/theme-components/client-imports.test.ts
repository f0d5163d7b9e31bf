import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// The theme's client modules go into every page of the site. The audience checks they make read
// keys the build already validated (audiences.ts), so they must not bring zod's full build with
// them (about 60 KB a page): a check that imports `access/spec` or `access/key` would.
const CLIENT_MODULES = ['Root', 'MDXComponents', 'DocSidebarItems', 'DocCardList', 'Error'];

describe("the theme's client modules", () => {
  it.each(CLIENT_MODULES)('%s imports no full zod', async (name) => {
    const result = await build({
      entryPoints: [`${import.meta.dirname}/${name}.tsx`],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      jsx: 'automatic',
      packages: 'external',
      logLevel: 'silent',
    });
    const imports = Object.values(result.metafile.outputs).flatMap((output) =>
      output.imports.map((entry) => entry.path),
    );
    expect(imports.length).toBeGreaterThan(0);
    expect(imports).not.toContain('zod');
  });
});
