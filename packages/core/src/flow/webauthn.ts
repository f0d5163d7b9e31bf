// The browser half of a flow's passkey step: the server's options (a JSON string of
// `{publicKey}` with base64url binary fields) become navigator.credentials arguments, and the
// credential goes back as JSON with base64url fields, as @simplewebauthn/browser sends it.

type Json = Record<string, unknown>;

export function base64urlToBuffer(value: string): ArrayBuffer {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

export function bufferToBase64url(buffer: ArrayBuffer | ArrayBufferView): string {
  const bytes =
    buffer instanceof ArrayBuffer
      ? new Uint8Array(buffer)
      : new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

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

/** Run navigator.credentials.create or get; never throws. */
export async function runCeremony(create: boolean, options: string): Promise<CeremonyResult> {
  try {
    const credentials = globalThis.navigator?.credentials;
    if (!credentials)
      throw Object.assign(new Error('WebAuthn is not supported'), { name: 'NotSupportedError' });
    const credential = (
      create
        ? await credentials.create(creationOptions(options))
        : await credentials.get(requestOptions(options))
    ) as PublicKeyCredential | null;
    if (!credential) throw Object.assign(new Error('No credential'), { name: 'NotAllowedError' });
    return { ok: true, response: credentialJson(credential) };
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    return { ok: false, failure: typeof name === 'string' && name ? name : 'Error', error };
  }
}

export const webauthnSupported = () =>
  typeof window !== 'undefined' &&
  typeof window.PublicKeyCredential !== 'undefined' &&
  typeof globalThis.navigator?.credentials?.create === 'function';
