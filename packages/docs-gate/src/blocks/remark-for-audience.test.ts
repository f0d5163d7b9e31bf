import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { audienceKey } from '../access';
import { partialAudience } from './partial';
import remarkForAudience, {
  type MdxAttribute,
  type MdxNode,
  moveBlocks,
  writePartials,
} from './remark-for-audience';

// Fake MDX trees, shaped as remark-mdx leaves them: a block's attributes carry the estree of
// their expression, its children their offsets in the page's text.
const list = (name: string, names: unknown[]): MdxAttribute => ({
  type: 'mdxJsxAttribute',
  name,
  value: {
    type: 'mdxJsxAttributeValueExpression',
    value: JSON.stringify(names),
    data: {
      estree: {
        type: 'Program',
        body: [
          {
            type: 'ExpressionStatement',
            expression: {
              type: 'ArrayExpression',
              elements: names.map((value) => ({ type: 'Literal', value })),
            },
          },
        ],
      },
    },
  },
});

const PAGE = [
  '# Roles',
  '',
  'For everyone.',
  '',
  "<ForAudience roles={['Tenant Admin']}>",
  '',
  '## Admins only',
  '',
  'Secret admin advice.',
  '',
  '</ForAudience>',
  '',
].join('\n');

const at = (text: string) => ({
  start: { line: PAGE.slice(0, PAGE.indexOf(text)).split('\n').length, offset: PAGE.indexOf(text) },
  end: { offset: PAGE.indexOf(text) + text.length },
});

function pageTree(attributes: MdxAttribute[] = [list('roles', ['Tenant Admin'])]): MdxNode {
  return {
    type: 'root',
    children: [
      { type: 'heading', children: [{ type: 'text' }], position: at('# Roles') },
      { type: 'paragraph', children: [{ type: 'text' }], position: at('For everyone.') },
      {
        type: 'mdxJsxFlowElement',
        name: 'ForAudience',
        attributes,
        position: at("<ForAudience roles={['Tenant Admin']}>"),
        children: [
          { type: 'heading', children: [{ type: 'text' }], position: at('## Admins only') },
          { type: 'paragraph', children: [{ type: 'text' }], position: at('Secret admin advice.') },
        ],
      },
    ],
  };
}

const admins = audienceKey({ roles: ['Tenant Admin'] });

describe('moveBlocks', () => {
  it('moves a block to a partial and leaves the page only its audience and a loader', () => {
    const tree = pageTree();
    const [moved, ...more] = moveBlocks(tree, { path: '/site/docs/rbac.md', value: PAGE });
    expect(more).toEqual([]);
    expect(moved?.name).toMatch(/^_gh-block-rbac-[0-9a-f]{12}\.mdx$/);
    expect(moved?.text).toContain('## Admins only\n\nSecret admin advice.');
    expect(partialAudience(moved?.text ?? '')).toBe(admins);
    const block = tree.children?.[2];
    expect(block?.children).toEqual([]);
    expect(block?.attributes?.[0]).toEqual({
      type: 'mdxJsxAttribute',
      name: 'audience',
      value: admins,
    });
    const load = block?.attributes?.[1];
    expect(load?.name).toBe('load');
    const expression = typeof load?.value === 'object' ? load.value : undefined;
    expect(expression?.value).toBe(`() => import('./${moved?.name}')`);
    // The estree MDX compiles from: an arrow returning import('./<partial>').
    expect(JSON.stringify(expression?.data?.estree)).toContain(
      `"type":"ImportExpression","source":{"type":"Literal","value":"./${moved?.name}"`,
    );
    // Nothing of the block is left in the page's tree.
    expect(JSON.stringify(tree)).not.toContain('Admins only');
  });

  it('names one audience however the rule is spelled, and a new partial when the block changes', () => {
    const one = moveBlocks(pageTree(), { path: 'rbac.md', value: PAGE })[0];
    const spelled = moveBlocks(pageTree([list('roles', ['Tenant Admin', 'Tenant Admin'])]), {
      path: 'rbac.md',
      value: PAGE,
    })[0];
    expect(spelled?.name).toBe(one?.name);
    const other = moveBlocks(pageTree([list('roles', ['Owner'])]), {
      path: 'rbac.md',
      value: PAGE,
    });
    expect(other[0]?.name).not.toBe(one?.name);
  });

  it('fails with the page and line on a typo, as front matter access does', () => {
    const move = (attributes: MdxAttribute[]) => () =>
      moveBlocks(pageTree(attributes), { path: 'docs/rbac.md', value: PAGE });
    expect(move([list('role', ['Tenant Admin'])])).toThrow(
      'docs/rbac.md:5 <ForAudience>: <ForAudience> takes roles, permissions, tenants, not role',
    );
    expect(move([list('roles', [])])).toThrow(
      'docs/rbac.md:5 <ForAudience>: access.roles lists no role',
    );
    expect(move([list('roles', [' '])])).toThrow('a role cannot be blank');
    expect(move([list('roles', [3])])).toThrow('roles must be a literal list of names');
    expect(move([])).toThrow('names nobody');
    expect(move([{ type: 'mdxJsxAttribute', name: 'roles', value: 'Tenant Admin' }])).toThrow(
      'roles must be a literal list of names',
    );
  });

  it('refuses a block inside a block', () => {
    const tree = pageTree();
    const outer = tree.children?.[2] as MdxNode;
    outer.children?.push({ ...pageTree().children?.[2], position: outer.position } as MdxNode);
    expect(() => moveBlocks(tree, { path: 'rbac.md', value: PAGE })).toThrow('cannot be nested');
  });
});

describe('writePartials', () => {
  it('writes the partials beside the page and removes the ones the page no longer has', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gh-blocks-'));
    const page = join(dir, 'rbac.md');
    const stale = '_gh-block-rbac-000000000000.mdx';
    const neighbour = '_gh-block-rbac-roles-000000000000.mdx';
    writeFileSync(join(dir, stale), 'old');
    writeFileSync(join(dir, neighbour), 'another page');
    remarkForAudience()(pageTree(), { path: page, value: PAGE });
    const files = readdirSync(dir).sort();
    expect(files).not.toContain(stale);
    expect(files).toContain(neighbour);
    const written = files.filter((name) => /^_gh-block-rbac-[0-9a-f]{12}\.mdx$/.test(name));
    expect(written).toHaveLength(1);
    expect(readFileSync(join(dir, written[0] as string), 'utf8')).toContain('Secret admin advice.');
    // A page without blocks leaves none behind.
    writePartials(page, []);
    expect(readdirSync(dir).sort()).toEqual([neighbour]);
  });
});
