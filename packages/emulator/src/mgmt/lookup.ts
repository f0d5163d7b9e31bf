import { badRequest } from '../http/errors';
import { findUserById, findUserByLoginId } from '../state/store';
import type { AccessKeyRecord, EmulatorData, UserRecord } from '../state/types';
import type { Actor } from './actor';
import { inScopeOr404, keyInScope, userInScope } from './scope';

/** The user named by `userId` or `loginId`, if the actor may touch it; 404 otherwise. */
export function scopedUser(
  data: EmulatorData,
  actor: Actor,
  ref: { loginId?: string | undefined; userId?: string | undefined },
): UserRecord {
  if (!ref.loginId && !ref.userId) throw badRequest('loginId or userId is required');
  const user = ref.userId
    ? findUserById(data, ref.userId)
    : findUserByLoginId(data, ref.loginId ?? '');
  return inScopeOr404(
    user,
    !!user && userInScope(actor, user),
    `User ${ref.loginId ?? ref.userId}`,
  );
}

/** Every named user, or a 404 for the first one the actor may not touch (then none changes). */
export const scopedUsers = (data: EmulatorData, actor: Actor, userIds: string[]) =>
  userIds.map((userId) => scopedUser(data, actor, { userId }));

export function scopedKey(data: EmulatorData, actor: Actor, id: string): AccessKeyRecord {
  const key = data.accessKeys.find((k) => k.id === id);
  return inScopeOr404(key, !!key && keyInScope(actor, key), `Access key ${id}`);
}

export const scopedKeys = (data: EmulatorData, actor: Actor, ids: string[]) =>
  ids.map((id) => scopedKey(data, actor, id));
