const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * The payload of a compact JWS (`header.payload.signature`) as JSON, not verified: the browser
 * only reads the claims of tokens it got over TLS from the provider (servers verify, see the
 * docs gate). Undefined for anything else: other part counts, characters outside base64url,
 * bytes that are not UTF-8 JSON, or JSON that is not an object. Ten lines here instead of a
 * JOSE library in every app that signs users in.
 */
export function jwtPayload(token: string): Record<string, unknown> | undefined {
  const parts = token.split('.');
  const payload = parts[1];
  if (parts.length !== 3 || !payload || !BASE64URL.test(payload)) return undefined;
  try {
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const json: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return json && typeof json === 'object' && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
