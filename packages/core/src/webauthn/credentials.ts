// The browser half of every passkey ceremony (a flow's passkey step, its autofill, and the
// SDK's passkey helpers): the server's options (a JSON string of `{publicKey}` with base64url
// binary fields) become navigator.credentials arguments, and the credential goes back as JSON
// with base64url fields, as @simplewebauthn/browser sends it. One module, so the encoding
// lives in one place. Everything imports it dynamically (a ceremony is rare and always waits
// for a person), so apps that never run one do not load it up front.

import { base64urlToBuffer, bufferToBase64url } from './encoding';

type Json = Record<string, unknown>;

const decodeIds = (list: unknown) =>
  Array.isArray(list)
    ? list.map((item: Json) => ({ ...item, id: base64urlToBuffer(String(item.id)) }))
    : undefined;

function publicKeyOf(options: string): Json {
  const parsed = JSON.parse(options) as Json;
  return ((parsed.publicKey as Json | undefined) ?? parsed) as Json;
}

export function creationOptions(options: string): CredentialCreationOptions {
  const publicKey = publicKeyOf(options);
  const user = publicKey.user as Json;
  return {
    publicKey: {
      ...publicKey,
      challenge: base64urlToBuffer(String(publicKey.challenge)),
      user: { ...user, id: base64urlToBuffer(String(user.id)) },
      excludeCredentials: decodeIds(publicKey.excludeCredentials),
    } as unknown as PublicKeyCredentialCreationOptions,
  };
}

export function requestOptions(options: string): CredentialRequestOptions {
  const publicKey = publicKeyOf(options);
  return {
    publicKey: {
      ...publicKey,
      challenge: base64urlToBuffer(String(publicKey.challenge)),
      allowCredentials: decodeIds(publicKey.allowCredentials),
    } as unknown as PublicKeyCredentialRequestOptions,
  };
}

const encodeIfBuffer = (value: unknown) =>
  value instanceof ArrayBuffer || ArrayBuffer.isView(value) ? bufferToBase64url(value) : undefined;

/** The credential as a JSON string (base64url binary fields). */
export function credentialJson(credential: PublicKeyCredential): string {
  const response = credential.response as AuthenticatorResponse & Json;
  const encoded: Json = { clientDataJSON: bufferToBase64url(response.clientDataJSON) };
  for (const field of ['attestationObject', 'authenticatorData', 'signature', 'userHandle']) {
    const value = encodeIfBuffer(response[field]);
    if (value !== undefined) encoded[field] = value;
  }
  const transports = (response as { getTransports?: () => string[] }).getTransports?.();
  if (transports) encoded.transports = transports;
  return JSON.stringify({
    id: credential.id,
    rawId: bufferToBase64url(credential.rawId),
    type: credential.type,
    response: encoded,
    authenticatorAttachment: credential.authenticatorAttachment ?? undefined,
    clientExtensionResults: credential.getClientExtensionResults?.() ?? {},
  });
}

export type CeremonyResult =
  | { ok: true; response: string }
  | { ok: false; failure: string; error: unknown };

/** How a get is asked: `conditional` offers the passkeys in a field's autofill. */
export interface CeremonyOptions {
  mediation?: CredentialMediationRequirement;
  signal?: AbortSignal;
}

/** Run navigator.credentials.create or get; never throws. */
export async function runCeremony(
  create: boolean,
  options: string,
  how: CeremonyOptions = {},
): Promise<CeremonyResult> {
  try {
    const credentials = globalThis.navigator?.credentials;
    if (!credentials)
      throw Object.assign(new Error('WebAuthn is not supported'), { name: 'NotSupportedError' });
    const credential = (
      create
        ? await credentials.create({
            ...creationOptions(options),
            ...(how.signal && { signal: how.signal }),
          })
        : await credentials.get({ ...requestOptions(options), ...how })
    ) as PublicKeyCredential | null;
    if (!credential) throw Object.assign(new Error('No credential'), { name: 'NotAllowedError' });
    return { ok: true, response: credentialJson(credential) };
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    return { ok: false, failure: typeof name === 'string' && name ? name : 'Error', error };
  }
}
