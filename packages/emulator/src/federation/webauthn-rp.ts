import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { z } from 'zod';
import { badRequest, unauthorized } from '../http/errors';
import type { WebauthnCredentialRecord } from '../state/types';

export const RP_NAME = 'Gatehouse Emulator';

/** What a webauthn transaction remembers between start and finish. */
export interface Ceremony {
  challenge: string;
  origin: string;
  rpID: string;
}

/**
 * The relying party is the app's own page: its origin (sent by the SDK) is what the browser
 * writes into clientDataJSON, and its host name is the RP id the credential is scoped to.
 */
export function relyingParty(origin: string): Omit<Ceremony, 'challenge'> {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw badRequest('origin must be a URL such as http://localhost:3000');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) {
    throw badRequest('origin must be a scheme, host and optional port only');
  }
  return { origin, rpID: url.hostname };
}

/** The provider's `options` field: a JSON string of `{publicKey}`. */
export const optionsString = (
  publicKey: PublicKeyCredentialCreationOptionsJSON | PublicKeyCredentialRequestOptionsJSON,
) => JSON.stringify({ publicKey });

const toDescriptor = (credential: WebauthnCredentialRecord) => ({
  id: credential.id,
  transports: credential.transports,
});

export function creationOptions(options: {
  rpID: string;
  loginId: string;
  name: string;
  userId: string;
  exclude: WebauthnCredentialRecord[];
}) {
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: options.rpID,
    userName: options.loginId,
    userDisplayName: options.name || options.loginId,
    // The user handle is the user id, so a discoverable sign-in can name its user.
    userID: new TextEncoder().encode(options.userId),
    attestationType: 'none',
    excludeCredentials: options.exclude.map(toDescriptor),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

/** No credentials to allow means "any discoverable credential for this RP". */
export const requestOptions = (rpID: string, allow: WebauthnCredentialRecord[]) =>
  generateAuthenticationOptions({
    rpID,
    allowCredentials: allow.map(toDescriptor),
    userVerification: 'preferred',
  });

const Registration = z.object({
  id: z.string().min(1),
  rawId: z.string().min(1),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: z.string(),
    attestationObject: z.string(),
    transports: z.array(z.string()).optional(),
  }),
  clientExtensionResults: z.looseObject({}).default({}),
});

const Assertion = z.object({
  id: z.string().min(1),
  rawId: z.string().min(1),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: z.string(),
    authenticatorData: z.string(),
    signature: z.string(),
    userHandle: z.string().optional(),
  }),
  clientExtensionResults: z.looseObject({}).default({}),
});

/** The SDK sends the credential as a JSON string; a malformed one is the caller's mistake. */
function parseResponse<T extends z.ZodType>(schema: T, response: string): z.output<T> {
  let raw: unknown;
  try {
    raw = JSON.parse(response);
  } catch {
    throw badRequest('response must be the credential as a JSON string');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw badRequest('response is not a WebAuthn credential');
  return parsed.data;
}

// A response that parses but does not verify (wrong origin, challenge, signature) is a
// failed authentication, not a malformed request.
const failed = (error: unknown) =>
  unauthorized(`Passkey verification failed: ${error instanceof Error ? error.message : error}`);

/** Verify a new credential; answers it in the form the store keeps. */
export async function verifyCreation(
  ceremony: Ceremony,
  response: string,
  now: number,
): Promise<WebauthnCredentialRecord> {
  const credential = parseResponse(Registration, response);
  let result: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    result = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge: ceremony.challenge,
      expectedOrigin: ceremony.origin,
      expectedRPID: ceremony.rpID,
      requireUserVerification: false,
    });
  } catch (error) {
    throw failed(error);
  }
  if (!result.verified) throw failed('not verified');
  const { credential: verified } = result.registrationInfo;
  return {
    id: verified.id,
    publicKey: Buffer.from(verified.publicKey).toString('base64url'),
    counter: verified.counter,
    transports: verified.transports ?? credential.response.transports ?? [],
    createdTime: Math.floor(now / 1000),
  };
}

/**
 * The credential id and user handle an assertion claims, before it is verified (to find its
 * user).
 */
export function assertedCredential(response: string): { id: string; userHandle?: string } {
  const assertion = parseResponse(Assertion, response);
  return { id: assertion.id, userHandle: assertion.response.userHandle || undefined };
}

/** Verify an assertion made with `stored`; answers the authenticator's new counter. */
export async function verifyAssertion(
  ceremony: Ceremony,
  response: string,
  stored: WebauthnCredentialRecord,
): Promise<number> {
  const assertion = parseResponse(Assertion, response);
  try {
    const result = await verifyAuthenticationResponse({
      response: assertion,
      expectedChallenge: ceremony.challenge,
      expectedOrigin: ceremony.origin,
      expectedRPID: ceremony.rpID,
      credential: {
        id: stored.id,
        publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
        counter: stored.counter,
        transports: stored.transports,
      },
      requireUserVerification: false,
    });
    if (!result.verified) throw new Error('not verified');
    return result.authenticationInfo.newCounter;
  } catch (error) {
    throw failed(error);
  }
}
