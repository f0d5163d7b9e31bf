import type { AccessKey, Role, User } from '@gatehouse/core';
import { keyExpired } from '../state/access-key-expiry';
import { type Store, toWireUser } from '../state/store';
import type { AccessKeyRecord, EmulatorData, RoleRecord } from '../state/types';
import type { Actor } from './actor';

// Records as the management API returns them. A tenant actor sees the tenant view: the
// user's or key's roles in that tenant as `roleNames` (the roles a tenant admin assigns and
// the widgets show), and no memberships of other tenants.

const tenantName = (data: EmulatorData, id: string) =>
  data.tenants.find((tenant) => tenant.id === id)?.name ?? '';

export function userView(
  data: EmulatorData,
  actor: Actor,
  record: Parameters<typeof toWireUser>[1],
): User {
  const user = toWireUser(data, record);
  if (!actor.tenant) return user;
  const entry = user.userTenants?.find((t) => t.tenantId === actor.tenant);
  return { ...user, roleNames: entry?.roleNames ?? [], userTenants: entry ? [entry] : [] };
}

/** 'expired' wins over the stored status once a set expiry lies in the past. */
export const keyStatus = (store: Store, key: AccessKeyRecord) =>
  keyExpired(store, key) ? 'expired' : key.status;

export function keyView(store: Store, actor: Actor, key: AccessKeyRecord): AccessKey {
  const keyTenants = key.keyTenants.map((t) => ({
    tenantId: t.tenantId,
    roleNames: t.roleNames,
    tenantName: tenantName(store.data, t.tenantId),
  }));
  const entry = actor.tenant ? keyTenants.find((t) => t.tenantId === actor.tenant) : undefined;
  return {
    id: key.id,
    name: key.name,
    createdBy: key.createdBy,
    // Every key the emulator lists is one the caller may change; scope already hid the rest.
    editable: true,
    expireTime: key.expireTime,
    createdTime: key.createdTime,
    roleNames: actor.tenant ? (entry?.roleNames ?? []) : key.roleNames,
    status: keyStatus(store, key),
    clientId: key.clientId,
    boundUserId: key.boundUserId,
    keyTenants: actor.tenant ? (entry ? [entry] : []) : keyTenants,
    description: key.description,
    permittedIps: key.permittedIps,
    customClaims: key.customClaims,
  };
}

export const roleView = (role: RoleRecord): Role => ({
  name: role.name,
  description: role.description,
  permissionNames: role.permissionNames,
  createdTime: role.createdTime,
  tenantId: role.tenantId,
  default: false,
  private: false,
});
