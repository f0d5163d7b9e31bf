import { SiteManifest } from '../access';

/**
 * The build's manifest from its text. `where` names the file in the errors: one that is not
 * JSON or does not match the schema stops the gate with a message naming each problem, as a
 * gate that guessed would serve the wrong readers. Shared by the Node gate (read from disk)
 * and the Worker (read through ASSETS).
 */
export function parseManifest(text: string, where: string): SiteManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`@gatehouse/docs-gate: ${where} is not JSON: ${(error as Error).message}`);
  }
  const parsed = SiteManifest.safeParse(json);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(manifest)'}: ${issue.message}`,
  );
  throw new Error(
    `@gatehouse/docs-gate: ${where} is not a site manifest (rebuild the site with the docs-gate theme)\n${problems.join('\n')}`,
  );
}
