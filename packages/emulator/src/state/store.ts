import type { User } from '@gatehouse/core';
import { now } from './clock';
import { newId } from './ids';
import { loginIdKey, loginIdSkeleton } from './login-key';
import type { AuditRecord, EmulatorData, UserRecord } from './types';

export { BCRYPT_COST, checkSecret, hashSecret, secretPool } from './secrets';

export interface Store {
  data: EmulatorData;
  /** Back to the state the emulator started with (seed or import). */
  reset(): void;
  audit(event: Partial<AuditRecord> & { action: string }): AuditRecord;
  now(): number;
}

export function createStore(initial: EmulatorData): Store {
  const pristine = JSON.stringify(initial);
  const store: Store = {
    data: JSON.parse(pristine),
    reset() {
      store.data = JSON.parse(pristine);
    },
    now: () => now(store.data),
    audit(event) {
      const record: AuditRecord = {
        id: newId('A2'),
        projectId: store.data.projectId,
        actorId: '',
        type: 'info',
        method: '',
        userId: '',
        device: 'Desktop',
        geo: 'Local',
        remoteAddress: '127.0.0.1',
        externalIds: [],
        tenants: [],
        occurred: now(store.data),
        data: {},
        ...event,
      };
      store.data.audits.push(record);
      return record;
    },
  };
  return store;
}

/**
 * A new enabled user with nothing set but its login ids and the given fields, created now: for
 * sign-ups, federated sign-ins and management.
 */
export function newUserRecord(
  store: Store,
  loginIds: string[],
  fields: Partial<UserRecord> = {},
): UserRecord {
  return userRecord(loginIds, { createdTime: Math.floor(store.now() / 1000), ...fields });
}

/**
 * A user with nothing set but its login ids, its creation time and the given fields: the one
 * place that knows every field of a UserRecord (also the generated sample users').
 */
export function userRecord(
  loginIds: string[],
  fields: Partial<UserRecord> & Pick<UserRecord, 'createdTime'>,
): UserRecord {
  return {
    userId: fields.userId ?? newId('U2'),
    loginIds,
    name: '',
    givenName: '',
    middleName: '',
    familyName: '',
    email: '',
    phone: '',
    verifiedEmail: false,
    verifiedPhone: false,
    roleNames: [],
    userTenants: [],
    status: 'enabled',
    customAttributes: {},
    picture: '',
    test: false,
    passwordHash: '',
    totpSecret: '',
    webauthn: [],
    oauth: {},
    saml: false,
    ...fields,
  };
}

/** The user who signs in with `loginId`, compared in normalised form (`loginIdKey`). */
export function findUserByLoginId(data: EmulatorData, loginId: string): UserRecord | undefined {
  const wanted = loginIdKey(loginId);
  return data.users.find((user) => user.loginIds.some((id) => loginIdKey(id) === wanted));
}

/**
 * The user holding a login id that reads as `loginId` (`loginIdSkeleton`): whoever a new
 * login id must not imitate. Sign-in never uses it (see `findUserByLoginId`).
 */
export function findLoginIdHolder(data: EmulatorData, loginId: string): UserRecord | undefined {
  const wanted = loginIdSkeleton(loginId);
  return data.users.find((user) => user.loginIds.some((id) => loginIdSkeleton(id) === wanted));
}

export const findUserById = (data: EmulatorData, userId: string): UserRecord | undefined =>
  data.users.find((user) => user.userId === userId);

/** Permissions granted by a set of role names (project roles, or one tenant's roles). */
export function permissionsFor(data: EmulatorData, roleNames: string[], tenantId = ''): string[] {
  const granted = new Set<string>();
  for (const role of data.roles) {
    if (!roleNames.includes(role.name)) continue;
    if (role.tenantId && role.tenantId !== tenantId) continue;
    for (const permission of role.permissionNames) granted.add(permission);
  }
  return [...granted];
}

/** The user as the provider's API returns it. */
export function toWireUser(data: EmulatorData, user: UserRecord): User {
  return {
    loginIds: user.loginIds,
    userId: user.userId,
    externalIds: user.loginIds,
    name: user.name,
    givenName: user.givenName,
    middleName: user.middleName,
    familyName: user.familyName,
    email: user.email,
    phone: user.phone,
    verifiedEmail: user.verifiedEmail,
    verifiedPhone: user.verifiedPhone,
    roleNames: user.roleNames,
    userTenants: user.userTenants.map((entry) => ({
      ...entry,
      tenantName: data.tenants.find((tenant) => tenant.id === entry.tenantId)?.name ?? '',
    })),
    status: user.status,
    editable: true,
    createdTime: user.createdTime,
    customAttributes: user.customAttributes,
    picture: user.picture,
    password: !!user.passwordHash,
    SAML: user.saml,
    test: user.test,
    TOTP: !!user.totpSecret,
    webauthn: user.webauthn.length > 0,
    OAuth: user.oauth,
  };
}
