import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDocsGate } from './gate';
import type { DocsGateOptions } from './options';

const dir = mkdtempSync(join(tmpdir(), 'docs-gate-options-'));
const file = join(dir, 'file.txt');
writeFileSync(file, 'not a directory');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const valid: DocsGateOptions = { root: dir, projectId: 'P2Test', baseUrl: 'http://127.0.0.1:4500' };

describe('createDocsGate options', () => {
  it('accepts the required three and fills in the rest', () => {
    const gate = createDocsGate(valid);
    expect(typeof gate.fetch).toBe('function');
    expect(typeof gate.node).toBe('function');
    expect(gate.app).toBeDefined();
  });

  it.each<[string, Partial<Record<keyof DocsGateOptions, unknown>>, RegExp]>([
    ['a missing root', { root: undefined }, /root: must be the path of the built site/],
    [
      'a root that does not exist',
      { root: join(dir, 'nope') },
      /root: must be an existing directory/,
    ],
    ['a root that is a file', { root: file }, /root: must be an existing directory/],
    ['no project id', { projectId: undefined }, /projectId: must be a project id/],
    ['a project id with a slash', { projectId: 'P2/../x' }, /projectId: must be a project id/],
    [
      'a base URL that is not http(s)',
      { baseUrl: 'ftp://example.test' },
      /baseUrl: must be an http\(s\) URL/,
    ],
    [
      'a base URL that is not a URL',
      { baseUrl: 'localhost:4500' },
      /baseUrl: must be an http\(s\) URL/,
    ],
    ['an empty flow id', { flowId: '' }, /flowId: must be a flow id/],
    [
      'an off-site sign-in path',
      { signInPath: '//evil.test' },
      /signInPath: must be a same-origin path/,
    ],
    ['a clock that is not a function', { now: 5 }, /now: must be a function/],
    ['a fetch that is not a function', { fetch: 'fetch' }, /fetch: must be a fetch function/],
  ])('refuses %s, naming the option', (_, change, message) => {
    expect(() => createDocsGate({ ...valid, ...change } as DocsGateOptions)).toThrow(message);
  });

  it('names every bad option at once', () => {
    expect(() =>
      createDocsGate({ root: join(dir, 'nope'), projectId: '', baseUrl: 'nope' }),
    ).toThrow(/root:[\s\S]*projectId:[\s\S]*baseUrl:/);
  });
});
