import { type Claims, JwtResponse } from '@gatehouse/core';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { keyExpired } from '../state/access-key-expiry';
import { newId } from '../state/ids';
import { permissionsFor, type Store, toWireUser } from '../state/store';
import type { AccessKeyRecord, UserRecord } from '../state/types';
import { REFRESH_LINK_CLAIM, tenantsClaim, withoutReserved } from './claims';
import { cryptoKeys } from './keys';

export interface IssueOptions {
  /** The current tenant (`dct`), set by tenant select. */
  tenant?: string;
  /** Authentication methods used (`amr`), e.g. ['pwd'], ['otp'], ['webauthn']. */
  amr?: string[];
  /** Continue an existing refresh family (rotation); a new sign-in starts a new one. */
  family?: string;
}

/** The claims every token of a user carries: roles and permissions, global and per tenant. */
function authzClaims(store: Store, user: UserRecord) {
  const { data } = store;
  return {
    roles: user.roleNames,
    permissions: permissionsFor(data, user.roleNames),
    tenants: tenantsClaim(data, user.userTenants),
  };
}

/**
 * Sign `claims` with `custom` claims beside them. Custom claims come from stored records
 * (an access key's), so reserved names are dropped here too, not only when they are
 * written: whatever the state holds, a custom claim never overrides one the emulator sets.
 */
async function sign(
  store: Store,
  claims: Record<string, unknown>,
  ttlSeconds: number,
  custom: Record<string, unknown> = {},
) {
  const { data } = store;
  const { privateKey } = await cryptoKeys(data.signingKey);
  const iat = Math.floor(store.now() / 1000);
  return new SignJWT({ ...withoutReserved(custom), ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: data.signingKey.kid, typ: 'JWT' })
    .setIssuer(issuer(store))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(privateKey);
}

/** `iss` ends with the project id, as the provider's server SDKs expect. */
export const issuer = (store: Store) => `gatehouse-emulator/${store.data.projectId}`;

/** A session and a refresh token for `user`, registered for rotation, as the API answers. */
export async function issueSession(
  store: Store,
  user: UserRecord,
  options: IssueOptions = {},
): Promise<JwtResponse> {
  const { data } = store;
  const { sessionSeconds, refreshSeconds } = data.tokenLifetimes;
  const jti = newId('R', 20);
  const family = options.family ?? newId('F', 20);
  const nowSeconds = Math.floor(store.now() / 1000);
  const base = {
    sub: user.userId,
    amr: options.amr ?? [],
    ...authzClaims(store, user),
    ...(options.tenant && { dct: options.tenant }),
  };
  const refreshJwt = await sign(store, { ...base, drn: 'DSR', jti }, refreshSeconds);
  const sessionJwt = await sign(
    store,
    // A jti of its own: two sessions issued in the same second must still differ. The link
    // to its refresh token lets a logout or a detected reuse revoke the session too.
    {
      ...base,
      drn: 'DS',
      jti: newId('S', 20),
      [REFRESH_LINK_CLAIM]: jti,
      rexp: new Date((nowSeconds + refreshSeconds) * 1000).toISOString(),
    },
    sessionSeconds,
  );
  data.refreshTokens[jti] = {
    jti,
    userId: user.userId,
    family,
    issuedAt: nowSeconds,
    expiresAt: nowSeconds + refreshSeconds,
    rotated: false,
    revoked: false,
    tenant: options.tenant ?? '',
  };
  // Checked against the client's own schema: one definition of the wire for both sides.
  return JwtResponse.parse({
    sessionJwt,
    refreshJwt,
    cookieDomain: '',
    cookiePath: '/',
    cookieMaxAge: refreshSeconds,
    cookieExpiration: nowSeconds + refreshSeconds,
    user: toWireUser(data, user),
    firstSeen: false,
  });
}

export type VerifyFailure = 'invalid' | 'expired' | 'wrong-kind' | 'revoked';
/** What a verified token stands for: a signed-in user, or an access key (sessions only). */
export type Subject = 'user' | 'accesskey';
export type Verified =
  | { ok: true; claims: Claims & { jti?: string; sub: string }; subject: Subject }
  | { ok: false; reason: VerifyFailure };

/**
 * Who a session JWT stands for while it is still live, else undefined. A user's session
 * lives while the refresh token it was issued with is registered and unrevoked: a logout,
 * a logout-all or a detected reuse revokes the family and with it every session issued in
 * it, while a normal rotation revokes nothing. An access key's session (it has no refresh
 * token) lives while the key exists, is active and has not expired.
 */
function liveSubject(store: Store, payload: JWTPayload): Subject | undefined {
  const { refreshTokens, accessKeys } = store.data;
  const link = payload[REFRESH_LINK_CLAIM];
  if (typeof link === 'string') {
    const record = Object.hasOwn(refreshTokens, link) ? refreshTokens[link] : undefined;
    return record && !record.revoked && record.userId === payload.sub ? 'user' : undefined;
  }
  const key = accessKeys.find((k) => k.id === payload.sub);
  return key && key.status === 'active' && !keyExpired(store, key) ? 'accesskey' : undefined;
}

/**
 * Verify signature, expiry (on the emulator's clock), issuer and kind (`DS` or `DSR`); a
 * session must also still be live. Whether a refresh token is registered and unrevoked is
 * `liveRefresh`'s business, which also needs its record.
 */
export async function verifyToken(
  store: Store,
  token: string,
  kind: 'DS' | 'DSR',
): Promise<Verified> {
  try {
    const { publicKey } = await cryptoKeys(store.data.signingKey);
    const { payload } = await jwtVerify(token, publicKey, {
      algorithms: ['RS256'],
      issuer: issuer(store),
      currentDate: new Date(store.now()),
    });
    if (payload.drn !== kind || typeof payload.sub !== 'string') {
      return { ok: false, reason: 'wrong-kind' };
    }
    const subject = kind === 'DSR' ? 'user' : liveSubject(store, payload);
    if (!subject) return { ok: false, reason: 'revoked' };
    return {
      ok: true,
      claims: payload as Verified extends { claims: infer C } ? C : never,
      subject,
    };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/**
 * A session JWT for an access key (no refresh token: the key itself is re-exchanged). `sub`
 * is the key id; roles and tenants come from the key; it never outlives the key.
 */
export async function issueKeySession(store: Store, key: AccessKeyRecord) {
  const { data } = store;
  const nowSeconds = Math.floor(store.now() / 1000);
  const ttl = key.expireTime
    ? Math.min(data.tokenLifetimes.sessionSeconds, key.expireTime - nowSeconds)
    : data.tokenLifetimes.sessionSeconds;
  const sessionJwt = await sign(
    store,
    {
      sub: key.id,
      drn: 'DS',
      amr: ['accesskey'],
      roles: key.roleNames,
      permissions: permissionsFor(data, key.roleNames),
      tenants: tenantsClaim(data, key.keyTenants),
    },
    ttl,
    key.customClaims,
  );
  return {
    sessionJwt,
    cookieDomain: '',
    cookiePath: '/',
    cookieMaxAge: ttl,
    cookieExpiration: nowSeconds + ttl,
  };
}
