import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST_PATH, SiteManifest } from '../access';

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
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`@gatehouse/docs-gate: ${path} is not JSON: ${(error as Error).message}`);
  }
  const parsed = SiteManifest.safeParse(json);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(manifest)'}: ${issue.message}`,
  );
  throw new Error(
    `@gatehouse/docs-gate: ${path} is not a site manifest (rebuild the site with the docs-gate theme)\n${problems.join('\n')}`,
  );
}
