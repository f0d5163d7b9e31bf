const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned-looking JWT (dummy signature) with the provider's claims: core only decodes. */
export function fakeJwt(
  claims: Record<string, unknown> = {},
  { ttlSeconds = 600, drn = 'DS' } = {},
): string {
  const iat = Math.floor(Date.now() / 1000);
  const payload = { drn, sub: 'U1', iat, exp: iat + ttlSeconds, ...claims };
  return `${base64url({ alg: 'RS256', kid: 'test-key' })}.${base64url(payload)}.c2ln`;
}
