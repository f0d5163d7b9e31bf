import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type Access, MANIFEST_PATH, SiteManifest } from '../../access';
import type { BlockChunk } from '../../blocks/block-chunks';
import type { ClientManifest } from './client-manifest';
import { parseRegistry } from './registry';
import { pageChunks, type RouteNode } from './route-chunks';
import { siteManifest } from './site-manifest';

/**
 * Every file under `dir`, relative to it with `/` separators; `.gatehouse/` (never served) left
 * out. Walked one directory at a time: inside a Docusaurus build (whose fs-extra patches `fs`),
 * `readdirSync(dir, { recursive: true })` returned only part of the tree.
 */
export function buildFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const file = `${prefix}${entry.name}`;
      if (entry.isDirectory()) return file === '.gatehouse' ? [] : buildFiles(dir, `${file}/`);
      return entry.isFile() ? [file] : [];
    })
    .sort();
}

export interface WriteManifestOptions {
  outDir: string;
  /** `.docusaurus`: the registry, routesChunkNames.json and client-manifest.json. */
  generatedFilesDir: string;
  baseUrl: string;
  /** postBuild's `props.routes`. */
  routes: readonly RouteNode[];
  audiences: ReadonlyMap<string, Access>;
  /** The names of the site's plugins. */
  plugins: ReadonlySet<string>;
  /** The `<ForAudience>` blocks' chunks the client build found. */
  blocks?: readonly BlockChunk[];
}

/**
 * Writes `<outDir>/.gatehouse/manifest.json` (MANIFEST_PATH) from the build and Docusaurus's
 * own route data, checked against the schema the gate reads it with; returns what it wrote.
 */
export function writeSiteManifest(options: WriteManifestOptions): SiteManifest {
  const generated = (file: string) => readFileSync(join(options.generatedFilesDir, file), 'utf8');
  const registry = parseRegistry(generated('registry.js'));
  const manifest = SiteManifest.parse(
    siteManifest({
      baseUrl: options.baseUrl,
      files: buildFiles(options.outDir),
      pages: pageChunks(options.routes, JSON.parse(generated('routesChunkNames.json')), registry),
      audiences: options.audiences,
      client: JSON.parse(generated('client-manifest.json')) as ClientManifest,
      registry,
      plugins: options.plugins,
      blocks: options.blocks,
      read: (file) => readFileSync(join(options.outDir, file), 'utf8'),
    }),
  );
  const path = join(options.outDir, MANIFEST_PATH);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
