import { hashDistinct } from '../state/hash-pool';
import { newId } from '../state/ids';
import type { EmulatorData, UserRecord } from '../state/types';
import { createSigningKey } from '../tokens/keys';
import type { ParsedSeed } from './schema';

// A seed becomes the emulator's state here, above the state it fills (state/ knows nothing
// of seeds): the seed's schema checks names and roles with auth's and mgmt's rules.

/** Turn a validated seed into state: ids filled in, secrets hashed, a signing key made. */
export async function dataFromSeed(seed: ParsedSeed): Promise<EmulatorData> {
  const created = Date.now();
  // Seeds are test data where many users share a password and many keys a secret. bcrypt in
  // pure JS costs ~70 ms a hash (10 000 keys would take ~12 minutes), so each distinct plain
  // text, password or key secret, is hashed once per load (it is still salted and slow), on
  // a thread per core. The signing key is made meanwhile (WebCrypto, off this thread too).
  const signingKey = createSigningKey();
  const hashes = await hashDistinct([
    ...seed.users.flatMap(({ password }) => (password ? [password] : [])),
    ...seed.accessKeys.map(({ secret }) => secret),
  ]);
  const hashOnce = (plain: string) => hashes.get(plain) as string;
  const users = seed.users.map(
    ({ password, passkeys, userId, createdTime, ...user }): UserRecord => ({
      ...user,
      userId: userId ?? newId('U2'),
      createdTime: createdTime ?? Math.floor(created / 1000),
      passwordHash: password ? hashOnce(password) : '',
      webauthn: passkeys.map((key) => ({ ...key, createdTime: Math.floor(created / 1000) })),
      oauth: {},
      saml: false,
    }),
  );
  const accessKeys = seed.accessKeys.map(({ secret, createdTime, ...key }) => ({
    ...key,
    secretHash: hashOnce(secret),
    createdTime: createdTime ?? Math.floor(created / 1000),
    clientId: newId('C2'),
  }));
  return {
    projectId: seed.projectId,
    managementKey: seed.managementKey,
    tokenLifetimes: seed.tokenLifetimes,
    signingKey: await signingKey,
    permissions: seed.permissions,
    roles: seed.roles.map((role) => ({ ...role, createdTime: Math.floor(created / 1000) })),
    tenants: seed.tenants,
    approvedDomains: seed.approvedDomains,
    customAttributes: seed.customAttributes,
    users,
    accessKeys,
    audits: seed.audits.map((audit) => ({
      ...audit,
      id: newId('A2'),
      projectId: seed.projectId,
    })),
    inbox: [],
    refreshTokens: {},
    pending: {},
    flows: seed.flows,
    pages: seed.pages,
    faults: [],
    clockOffsetMs: 0,
  };
}
