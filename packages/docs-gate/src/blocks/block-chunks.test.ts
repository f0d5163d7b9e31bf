import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { audienceKey } from '../access/key';
import { BlockChunksPlugin, type Compiler } from './block-chunks';
import { partialText } from './partial';

const admins = audienceKey({ roles: ['Tenant Admin'] });
const owners = audienceKey({ roles: ['Owner'] });

// Partials on disk, as the remark plugin leaves them beside their page.
const dir = mkdtempSync(join(tmpdir(), 'gh-chunks-'));
const partial = (name: string, audience: string) => {
  const path = join(dir, name);
  writeFileSync(path, partialText(audience, 'Secret admin advice.'));
  return path;
};
const adminBlock = partial('_gh-block-rbac-aaaaaaaaaaaa.mdx', admins);
const adminBlock2 = partial('_gh-block-sso-bbbbbbbbbbbb.mdx', admins);
const ownerBlock = partial('_gh-block-rbac-cccccccccccc.mdx', owners);
const page = join(dir, 'rbac.md');

interface FakeChunk {
  name?: string;
  files: string[];
  initial?: boolean;
  modules: Array<{ resource?: string; modules?: Array<{ resource: string }> }>;
}

/** Runs the plugin's emit hook on a fake webpack compilation made of these chunks. */
function emit(chunks: FakeChunk[], loose: Array<{ resource: string }> = []) {
  const plugin = new BlockChunksPlugin();
  let run: ((compilation: never) => void) | undefined;
  const tap = (_name: string, hook: (compilation: never) => void) => {
    run = hook;
  };
  const compiler: Compiler = { hooks: { emit: { tap } } };
  plugin.apply(compiler);
  const compilation = {
    chunks: chunks.map((chunk) => ({ ...chunk, canBeInitial: () => chunk.initial ?? false })),
    modules: [...chunks.flatMap((chunk) => chunk.modules), ...loose],
    chunkGraph: {
      getChunkModulesIterable: (chunk: FakeChunk) => chunk.modules,
    },
  };
  run?.(compilation as never);
  return plugin;
}

describe('BlockChunksPlugin', () => {
  it("finds each block's chunk files and audience, joined modules included", () => {
    const plugin = emit([
      {
        name: 'main',
        initial: true,
        files: ['assets/js/main.js'],
        modules: [{ resource: '/x/react.js' }],
      },
      { name: 'content1', files: ['assets/js/content1.js'], modules: [{ resource: page }] },
      { files: ['assets/js/41.a.js'], modules: [{ resource: adminBlock }] },
      {
        files: ['assets/js/42.b.js'],
        modules: [{ modules: [{ resource: `${adminBlock2}?x` }, { resource: '/x/img.png' }] }],
      },
    ]);
    expect(plugin.problems).toEqual([]);
    expect(plugin.blocks).toEqual([
      { audience: admins, files: ['assets/js/41.a.js'], partials: [adminBlock] },
      { audience: admins, files: ['assets/js/42.b.js'], partials: [adminBlock2] },
    ]);
  });

  it('refuses a block in a page chunk, a named or entry chunk, or beside another audience', () => {
    const problems = (chunk: FakeChunk) => emit([chunk]).problems.join('\n');
    expect(
      problems({ files: ['c.js'], modules: [{ resource: adminBlock }, { resource: page }] }),
    ).toMatch(/is not a chunk of its own \(.*rbac\.md\)/);
    expect(
      problems({ name: 'common', files: ['c.js'], modules: [{ resource: adminBlock }] }),
    ).toMatch(/not a chunk of its own \(common\)/);
    expect(
      problems({ initial: true, files: ['c.js'], modules: [{ resource: adminBlock }] }),
    ).toMatch(/not a chunk of its own \(an entry chunk\)/);
    expect(
      problems({ files: ['c.js'], modules: [{ resource: adminBlock }, { resource: ownerBlock }] }),
    ).toMatch(/names no single audience/);
  });

  it('refuses a block webpack compiled into no chunk, and one whose partial names no audience', () => {
    expect(emit([], [{ resource: adminBlock }]).problems).toEqual([
      `@gatehouse/docs-gate: the block ${adminBlock} is in no chunk of its own`,
    ]);
    const gone = join(dir, '_gh-block-gone-dddddddddddd.mdx');
    expect(emit([{ files: ['c.js'], modules: [{ resource: gone }] }]).problems[0]).toMatch(
      /names no single audience/,
    );
  });
});
