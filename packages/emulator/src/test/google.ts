import { generateKeyPair, SignJWT } from 'jose';
import { GOOGLE_ACCOUNTS } from '../federation/google-accounts';
import { googleIssuer, googleSigningKey } from '../federation/google-id-token';
import { nativeClientId } from '../federation/providers';
import type { Emulator } from './emulator';

// Google id tokens for One Tap tests: the stand-in's own (minted by its development API, as
// its chooser gets them), and hand-made ones, right or wrong in exactly one way.

export const GOOGLE_CLIENT_ID = nativeClientId('google');
/** The stand-in's account that is a demo user, and the one that is nobody yet. */
export const [EXISTING_ACCOUNT, NEW_ACCOUNT] = GOOGLE_ACCOUNTS as [
  (typeof GOOGLE_ACCOUNTS)[number],
  (typeof GOOGLE_ACCOUNTS)[number],
];

/** `POST /emulator/v1/gsi/id-token`, as the stand-in script calls it. */
export async function mintIdToken(
  emulator: Emulator,
  input: { clientId?: string; nonce?: string; account?: string } = {},
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${emulator.url}/emulator/v1/gsi/id-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      clientId: GOOGLE_CLIENT_ID,
      account: NEW_ACCOUNT.sub,
      ...input,
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A minted token (the happy path), or a failed test. */
export async function idTokenFor(emulator: Emulator, nonce: string, account = NEW_ACCOUNT.sub) {
  const { status, body } = await mintIdToken(emulator, { nonce, account });
  if (status !== 200) throw new Error(`mint failed: ${status} ${JSON.stringify(body)}`);
  return String(body.credential);
}

/**
 * A hand-made id token: the stand-in's claims for the new account, with `claims` over them
 * (undefined removes one), signed with the stand-in's key or, with `foreignKey`, another one
 * under the same key id.
 */
export async function forgeIdToken(
  emulator: Emulator,
  claims: Record<string, unknown> = {},
  options: { foreignKey?: boolean } = {},
): Promise<string> {
  const standIn = await googleSigningKey(emulator.store);
  const key = options.foreignKey ? (await generateKeyPair('RS256')).privateKey : standIn.privateKey;
  const now = Math.floor(emulator.store.now() / 1000);
  const all: Record<string, unknown> = {
    iss: googleIssuer(emulator.url),
    aud: GOOGLE_CLIENT_ID,
    sub: NEW_ACCOUNT.sub,
    email: NEW_ACCOUNT.email,
    email_verified: true,
    name: NEW_ACCOUNT.name,
    iat: now,
    exp: now + 3600,
    ...claims,
  };
  const payload = Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined));
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: standIn.kid, typ: 'JWT' })
    .sign(key);
}
