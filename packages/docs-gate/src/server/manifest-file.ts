import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST_PATH, type SiteManifest } from '../access';
import { parseManifest } from './manifest-text';

/**
 * The build's manifest (`<root>/.gatehouse/manifest.json`), read once when the gate starts, or
 * null for a site built without audiences (every file then stays `signed-in`, as it always
 * was). A manifest that cannot be read or does not match the schema stops the gate with a
 * message naming the file and each problem: a gate that guessed would serve the wrong readers.
 */
export function loadManifest(root: string): SiteManifest | null {
  const path = join(root, MANIFEST_PATH);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`@gatehouse/docs-gate: cannot read ${path}: ${(error as Error).message}`);
  }
  return parseManifest(text, path);
}
