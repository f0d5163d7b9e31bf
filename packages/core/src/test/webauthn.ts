import { afterEach, beforeEach, vi } from 'vitest';

// A scripted navigator.credentials for passkey tests: the browser's half is faked, the
// encoding and the HTTP calls around it are the real ones.

export const b64 = (text: string) => Buffer.from(text).toString('base64url');
export const buf = (text: string) => new TextEncoder().encode(text).buffer;

export const CREATE_OPTIONS = JSON.stringify({
  publicKey: {
    challenge: b64('challenge'),
    rp: { name: 'RP', id: 'localhost' },
    user: { id: b64('U1'), name: 'ada', displayName: 'Ada' },
    pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  },
});
export const GET_OPTIONS = JSON.stringify({
  publicKey: { challenge: b64('challenge'), allowCredentials: [] },
});

/** A PublicKeyCredential-like answer with `response` fields as ArrayBuffers. */
export const fakeCredential = (response: Record<string, unknown>) => ({
  id: 'cred',
  rawId: buf('cred'),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  getClientExtensionResults: () => ({}),
  response: { clientDataJSON: buf('client'), ...response },
});
export const attestation = () => fakeCredential({ attestationObject: buf('att') });
export const assertion = () =>
  fakeCredential({ authenticatorData: buf('ad'), signature: buf('sig'), userHandle: buf('U1') });

export interface FakeCredentials {
  create: ReturnType<typeof vi.fn>;
  get: ReturnType<typeof vi.fn>;
}

/** Install fake `navigator.credentials` (and `PublicKeyCredential`) around each test. */
export function useFakeCredentials(): FakeCredentials {
  const credentials: FakeCredentials = { create: vi.fn(), get: vi.fn() };
  beforeEach(() => {
    credentials.create = vi.fn();
    credentials.get = vi.fn();
    Object.defineProperty(navigator, 'credentials', { value: credentials, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'credentials');
  });
  return credentials;
}
