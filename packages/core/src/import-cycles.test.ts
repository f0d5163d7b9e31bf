import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Core's files import each other without a cycle, type-only and on-demand imports included:
// a cycle ties two concerns into one (neither can move or load without the other), and a
// type-only one hides it from the bundler while the code still reads both ways.

const SRC = dirname(fileURLToPath(import.meta.url));
const isSource = (name: string) =>
  /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return isSource(entry.name) ? [path] : [];
  });
}

/** The file a relative specifier names, as TypeScript resolves it here. */
function resolved(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path));
}

/** Every file's relative imports: static, type-only, re-exports and `import()`. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .filter(({ fileName }) => fileName.startsWith('.'))
        .map(({ fileName }) => resolved(file, fileName))
        .filter((target): target is string => target !== undefined);
      return [file, targets];
    }),
  );
}

/** The groups of files that reach each other (Tarjan's strongly connected components). */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('core imports', () => {
  it('finds a type-only cycle and an on-demand one (the check can fail)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts']]);
    const dir = join(SRC, 'widgets', 'users');
    const store = join(dir, 'store.ts');
    // store.ts loads actions.ts on demand; were actions.ts to name store.ts's types, that is one.
    const edges = importGraph([store]);
    expect(edges.get(store)).toContain(join(dir, 'actions.ts'));
  });

  it('have no cycle, type-only and on-demand imports included', () => {
    const found = cycles(importGraph(sourceFiles(SRC)));
    expect(found.map((group) => group.map((file) => relative(SRC, file)))).toEqual([]);
  });
});
