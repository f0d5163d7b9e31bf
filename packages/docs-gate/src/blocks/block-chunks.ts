import { readFileSync } from 'node:fs';
import { PARTIAL_FILE, partialAudience } from './partial';

// The parts of webpack 5's API the plugin reads (no webpack dependency: the site's Docusaurus
// brings it).
interface WebpackModule {
  resource?: string;
  /** A concatenated module's inner modules (production builds join ES modules). */
  modules?: Iterable<WebpackModule>;
}
interface WebpackChunk {
  name?: string | null;
  files: Iterable<string>;
  canBeInitial(): boolean;
}
interface Compilation {
  chunks: Iterable<WebpackChunk>;
  modules: Iterable<WebpackModule>;
  chunkGraph: {
    getChunkModulesIterable(chunk: WebpackChunk): Iterable<WebpackModule>;
  };
}
export interface Compiler {
  hooks: { emit: { tap(name: string, run: (compilation: Compilation) => void): void } };
}

/** A block's chunk: its files (relative to the build) and the block's audience key. */
export interface BlockChunk {
  audience: string;
  files: string[];
  partials: string[];
}

const CONTENT = /\.mdx?$/;

/** A module's own resources, a concatenated module's inner ones included. */
const resources = (module: WebpackModule): string[] =>
  module.modules
    ? [...module.modules].flatMap(resources)
    : module.resource
      ? [module.resource.split('?')[0] as string]
      : [];

/**
 * What one chunk holds of blocks: nothing, or its audience. A chunk that holds a block must
 * hold nothing but blocks of one audience (and the code and assets they import): never a page,
 * and never the entry code every reader loads.
 */
export function chunkAudience(
  chunk: { name?: string | null; initial: boolean; resources: readonly string[] },
  audienceOf: (partial: string) => string | undefined,
): BlockChunk | undefined {
  const partials = chunk.resources.filter((resource) => PARTIAL_FILE.test(resource));
  if (partials.length === 0) return undefined;
  const where = `@gatehouse/docs-gate: the chunk of ${partials.join(', ')}`;
  const pages = chunk.resources.filter((r) => CONTENT.test(r) && !PARTIAL_FILE.test(r));
  if (chunk.initial || chunk.name || pages.length) {
    throw new Error(
      `${where} is not a chunk of its own (${chunk.name ?? (pages[0] || 'an entry chunk')}): its content would reach other readers`,
    );
  }
  const audiences = new Set(partials.map(audienceOf));
  const [audience] = audiences;
  if (audiences.size !== 1 || !audience) {
    throw new Error(`${where} names no single audience (${[...audiences].join(', ')})`);
  }
  return { audience, files: [], partials };
}

const readAudience = (partial: string): string | undefined => {
  try {
    return partialAudience(readFileSync(partial, 'utf8'));
  } catch {
    return undefined;
  }
};

/**
 * The webpack plugin of the client build that finds each `<ForAudience>` block's chunk: MDX
 * drops the `webpackChunkName` comment of the block's import, so the chunk has no name the
 * client manifest could list; webpack itself knows which chunk holds the partial module. A
 * block module in no chunk, or in a chunk shared with anything but blocks of its audience,
 * fails the build (at the manifest, which reads `blocks`).
 */
export class BlockChunksPlugin {
  blocks: BlockChunk[] = [];
  problems: string[] = [];

  apply(compiler: Compiler): void {
    compiler.hooks.emit.tap('gatehouse-block-chunks', (compilation) => this.collect(compilation));
  }

  collect(compilation: Compilation): void {
    this.blocks = [];
    this.problems = [];
    for (const chunk of compilation.chunks) {
      const inChunk = [...compilation.chunkGraph.getChunkModulesIterable(chunk)].flatMap(resources);
      try {
        const block = chunkAudience(
          { name: chunk.name, initial: chunk.canBeInitial(), resources: inChunk },
          readAudience,
        );
        if (block) this.blocks.push({ ...block, files: [...chunk.files] });
      } catch (error) {
        this.problems.push((error as Error).message);
      }
    }
    // Every block webpack compiled is in some block's chunk (a module joined into another is
    // listed here too, by its own resource).
    const placed = new Set(this.blocks.flatMap((block) => block.partials));
    for (const module of compilation.modules) {
      for (const partial of resources(module).filter((r) => PARTIAL_FILE.test(r))) {
        if (!placed.has(partial)) {
          this.problems.push(
            `@gatehouse/docs-gate: the block ${partial} is in no chunk of its own`,
          );
        }
      }
    }
  }
}
