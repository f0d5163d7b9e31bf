import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultSignInDir } from './sign-in-dir';

const pkg = '/opt/app/node_modules/@gatehouse/docs-gate';
const at = (path: string) => pathToFileURL(join(pkg, path)).href;

describe('defaultSignInDir', () => {
  it('finds dist/sign-in from the server entry, the CLI and a shared chunk', () => {
    for (const module of ['dist/server/index.js', 'dist/cli.js', 'dist/chunk-ABC123.js']) {
      expect(defaultSignInDir(at(module))).toBe(join(pkg, 'dist/sign-in'));
    }
  });

  it('finds dist/sign-in from the source, when run by tests', () => {
    expect(defaultSignInDir(at('src/server/sign-in-dir.ts'))).toBe(join(pkg, 'dist/sign-in'));
  });
});
