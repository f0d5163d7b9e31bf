/**
 * The issuer rule of the provider's own node SDK (@descope/node-sdk 2.13.0, `validateJwt`):
 * a token belongs to the project when its `iss` is the project id itself, or when the last or
 * the next-to-last non-empty '/'-segment of the issuer (of its URL path when it parses as a
 * URL, of the whole string otherwise) is the project id. The emulator issues
 * `gatehouse-emulator/<projectId>`; the provider issues `https://api.descope.com/<projectId>`
 * and similar.
 */
export function issuerMatchesProject(iss: unknown, projectId: string): boolean {
  if (typeof iss !== 'string' || !iss || !projectId) return false;
  if (iss === projectId) return true;
  let path = iss;
  try {
    path = new URL(iss).pathname;
  } catch {
    // Not a URL: the SDK splits the string as it is.
  }
  const segments = path.split('/').filter((segment) => segment.length > 0);
  return segments.at(-1) === projectId || segments.at(-2) === projectId;
}
