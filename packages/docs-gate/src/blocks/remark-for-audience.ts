import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
// Not '../access': its index brings the reader's claims (@gatehouse/core), which the build needs not.
import { audienceKey } from '../access/key';
import { accessOf } from '../access/spec';
import { partialName, partialPrefix, partialText } from './partial';

/** The parts of an mdast / MDX node this plugin reads and writes. */
export interface MdxNode {
  type: string;
  name?: string | null;
  attributes?: MdxAttribute[];
  children?: MdxNode[];
  position?: { start: { line: number; offset?: number }; end: { offset?: number } };
}

export interface MdxAttribute {
  type: string;
  name?: string;
  value?: string | null | { type: string; value: string; data?: { estree?: Estree } };
}

interface Estree {
  type: string;
  body?: Array<{ type: string; expression?: EstreeExpression }>;
  [key: string]: unknown;
}
interface EstreeExpression {
  type: string;
  elements?: Array<{ type: string; value?: unknown } | null>;
  [key: string]: unknown;
}

/** What remark hands the plugin: the page's file. */
export interface PageFile {
  path: string;
  value: string | Uint8Array;
}

const KEYS = ['roles', 'permissions', 'tenants'] as const;
export const COMPONENT = 'ForAudience';

const isBlock = (node: MdxNode) =>
  (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
  node.name === COMPONENT;

/** `roles={['Tenant Admin']}`: a literal list of strings, read from the attribute's estree. */
function literalNames(attribute: MdxAttribute, where: string): string[] {
  const value = attribute.value;
  const expression =
    typeof value === 'object' && value ? value.data?.estree?.body?.[0]?.expression : undefined;
  const names = expression?.type === 'ArrayExpression' ? expression.elements : undefined;
  const strings = names?.map((element) =>
    element?.type === 'Literal' && typeof element.value === 'string' ? element.value : null,
  );
  if (!strings || strings.includes(null)) {
    throw new Error(
      `${where}: ${attribute.name} must be a literal list of names, such as ${attribute.name}={['Tenant Admin']}`,
    );
  }
  return strings as string[];
}

/** The block's audience, checked as front matter `access` is: a typo fails the build. */
function blockAudience(node: MdxNode, where: string): string {
  const rule: Record<string, string[]> = {};
  for (const attribute of node.attributes ?? []) {
    const name = attribute.name ?? '';
    if (attribute.type !== 'mdxJsxAttribute' || !(KEYS as readonly string[]).includes(name)) {
      throw new Error(
        `${where}: <${COMPONENT}> takes ${KEYS.join(', ')}, not ${name || 'a spread'}`,
      );
    }
    rule[name] = literalNames(attribute, where);
  }
  const access = accessOf(rule, where);
  if (typeof access === 'string') throw new Error(`${where}: <${COMPONENT}> needs a rule`);
  return audienceKey(access);
}

/** `() => import('./<name>')`, as the estree MDX compiles an attribute expression from. */
function loader(name: string): MdxAttribute {
  const source = `() => import('./${name}')`;
  const importExpression = {
    type: 'ImportExpression',
    source: { type: 'Literal', value: `./${name}`, raw: JSON.stringify(`./${name}`) },
  };
  const expression = {
    type: 'ArrowFunctionExpression',
    id: null,
    params: [],
    body: importExpression,
    async: false,
    expression: true,
    generator: false,
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'load',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: source,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{ type: 'ExpressionStatement', expression }],
          comments: [],
        },
      },
    },
  };
}

/** Writes a file only when its text changes, whole (the client and server builds both write it). */
function writeWhole(path: string, text: string): void {
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return;
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

/** One block moved out of the page: its partial's file name and text. */
export interface MovedBlock {
  name: string;
  text: string;
}

/**
 * Moves each `<ForAudience>` block of a page tree out of the page: its content goes to a
 * partial (returned, not written), and the block becomes
 * `<ForAudience audience="<key>" load={() => import('./<partial>')} />`, so the page's HTML,
 * chunk, table of contents and search entry never hold it.
 */
export function moveBlocks(tree: MdxNode, file: PageFile): MovedBlock[] {
  const text = String(file.value);
  const page = basename(file.path, extname(file.path));
  const moved: MovedBlock[] = [];
  const visit = (node: MdxNode, inBlock: boolean) => {
    for (const child of node.children ?? []) {
      if (!isBlock(child)) {
        visit(child, inBlock);
        continue;
      }
      const where = `${file.path}:${child.position?.start.line ?? '?'} <${COMPONENT}>`;
      if (inBlock) throw new Error(`${where}: blocks cannot be nested`);
      visit(child, true);
      const audience = blockAudience(child, where);
      const first = child.children?.[0]?.position?.start.offset;
      const last = child.children?.at(-1)?.position?.end.offset;
      const body = first === undefined || last === undefined ? '' : text.slice(first, last);
      const hash = createHash('sha256').update(`${audience}\n${body}`).digest('hex').slice(0, 12);
      const name = partialName(page, hash);
      moved.push({ name, text: partialText(audience, body) });
      child.attributes = [
        { type: 'mdxJsxAttribute', name: 'audience', value: audience },
        loader(name),
      ];
      child.children = [];
    }
  };
  visit(tree, false);
  return moved;
}

/**
 * Writes a page's partials beside it (so the block's relative links and images resolve as in
 * the page, and the docs plugin's MDX loader compiles them) and removes the page's partials it no
 * longer has.
 */
export function writePartials(pagePath: string, blocks: readonly MovedBlock[]): void {
  const dir = dirname(pagePath);
  const prefix = partialPrefix(basename(pagePath, extname(pagePath)));
  const current = new Set(blocks.map((block) => block.name));
  for (const block of blocks) writeWhole(join(dir, block.name), block.text);
  for (const name of readdirSync(dir)) {
    // Exactly this page's: `rbac`'s prefix also starts the partials of a page `rbac-roles`.
    const ours = name.startsWith(prefix) && /^[0-9a-f]{12}\.mdx$/.test(name.slice(prefix.length));
    if (ours && !current.has(name)) rmSync(join(dir, name), { force: true });
  }
}

/**
 * The remark plugin `<ForAudience roles={[...]} permissions={[...]} tenants={[...]}>` needs:
 * add it to the docs plugin's `beforeDefaultRemarkPlugins` (before Docusaurus's own plugins,
 * which would otherwise put the block's headings in the page's table of contents).
 */
export default function remarkForAudience() {
  return (tree: MdxNode, file: PageFile) => {
    const blocks = moveBlocks(tree, file);
    if (blocks.length || existsSync(dirname(file.path))) writePartials(file.path, blocks);
  };
}
