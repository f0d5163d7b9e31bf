import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { encodeCbor } from './cbor';

// A software passkey authenticator for tests: what a browser plus platform authenticator
// would hand back from navigator.credentials.create()/get(), made with node:crypto.

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

interface StoredCredential {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  rpID: string;
  userHandle: string;
  counter: number;
}

/** The ES256 public key as COSE_Key: kty EC2, alg -7, crv P-256, x, y. */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  return encodeCbor(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
}

function authenticatorData(rpID: string, flags: number, counter: number, attested?: Buffer) {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpID), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
}

const clientData = (type: string, challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** `origin` is the page the browser would be on; tests change it to play a phishing site. */
export function createTestAuthenticator(origin: string) {
  const credentials: StoredCredential[] = [];
  return {
    credentials,
    create(
      options: PublicKeyCredentialCreationOptionsJSON,
      from = origin,
    ): RegistrationResponseJSON {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const rpID = options.rp.id ?? new URL(from).hostname;
      const id = randomBytes(16);
      const stored = { id, privateKey, publicKey, rpID, userHandle: options.user.id, counter: 0 };
      credentials.push(stored);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, id, coseKey(publicKey)]);
      const authData = authenticatorData(rpID, FLAG_UP | FLAG_UV | FLAG_AT, 0, attested);
      const attestationObject = encodeCbor(
        new Map<string, string | Uint8Array | Map<string, number>>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, from)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    get(options: PublicKeyCredentialRequestOptionsJSON, from = origin): AuthenticationResponseJSON {
      const allowed = options.allowCredentials?.map((descriptor) => descriptor.id) ?? [];
      // With no allow list the authenticator offers any credential of this RP (discoverable).
      const stored = credentials.find(
        (cred) =>
          cred.rpID === options.rpId && (allowed.length === 0 || allowed.includes(b64url(cred.id))),
      );
      if (!stored) throw new Error('test authenticator: no matching credential');
      stored.counter += 1;
      const authData = authenticatorData(stored.rpID, FLAG_UP | FLAG_UV, stored.counter);
      const clientDataJSON = clientData('webauthn.get', options.challenge, from);
      const signature = sign(
        'sha256',
        Buffer.concat([authData, sha256(clientDataJSON)]),
        stored.privateKey,
      );
      return {
        id: b64url(stored.id),
        rawId: b64url(stored.id),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: stored.userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
