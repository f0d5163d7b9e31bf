import { describe, expect, it } from 'vitest';
import { creationOptions, credentialJson, requestOptions } from './credentials';
import { base64urlToBuffer, bufferToBase64url } from './encoding';

const bytes = (buffer: BufferSource | undefined) =>
  Array.from(new Uint8Array(buffer as ArrayBuffer));

describe('webauthn helpers', () => {
  it('round-trips base64url without padding', () => {
    for (const length of [0, 1, 2, 3, 4, 31, 32]) {
      const data = Uint8Array.from({ length }, (_, i) => (i * 37 + 250) % 256);
      const encoded = bufferToBase64url(data);
      expect(encoded).not.toMatch(/[+/=]/);
      expect(encoded).toBe(Buffer.from(data).toString('base64url'));
      expect(bytes(base64urlToBuffer(encoded))).toEqual(Array.from(data));
    }
  });

  it('decodes creation and request options from the provider JSON', () => {
    const challenge = Buffer.from('challenge').toString('base64url');
    const create = creationOptions(
      JSON.stringify({
        publicKey: {
          challenge,
          rp: { name: 'RP', id: 'localhost' },
          user: { id: Buffer.from('U1').toString('base64url'), name: 'ada', displayName: 'Ada' },
          pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
          excludeCredentials: [{ id: Buffer.from('c1').toString('base64url'), type: 'public-key' }],
        },
      }),
    );
    expect(bytes(create.publicKey?.challenge)).toEqual(Array.from(Buffer.from('challenge')));
    expect(bytes(create.publicKey?.user.id)).toEqual(Array.from(Buffer.from('U1')));
    expect(bytes(create.publicKey?.excludeCredentials?.[0]?.id)).toEqual(
      Array.from(Buffer.from('c1')),
    );
    expect(create.publicKey?.rp).toEqual({ name: 'RP', id: 'localhost' });

    const get = requestOptions(
      JSON.stringify({
        publicKey: {
          challenge,
          allowCredentials: [{ id: Buffer.from('c2').toString('base64url'), type: 'public-key' }],
        },
      }),
    );
    expect(bytes(get.publicKey?.allowCredentials?.[0]?.id)).toEqual(Array.from(Buffer.from('c2')));
  });

  it('encodes a credential as @simplewebauthn/browser does', () => {
    const buf = (text: string) => new TextEncoder().encode(text).buffer;
    const credential = {
      id: 'cred-id',
      rawId: buf('raw'),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      getClientExtensionResults: () => ({}),
      response: {
        clientDataJSON: buf('client'),
        authenticatorData: buf('auth'),
        signature: buf('sig'),
        userHandle: null,
      },
    } as unknown as PublicKeyCredential;
    expect(JSON.parse(credentialJson(credential))).toEqual({
      id: 'cred-id',
      rawId: Buffer.from('raw').toString('base64url'),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: Buffer.from('client').toString('base64url'),
        authenticatorData: Buffer.from('auth').toString('base64url'),
        signature: Buffer.from('sig').toString('base64url'),
      },
    });
  });
});
