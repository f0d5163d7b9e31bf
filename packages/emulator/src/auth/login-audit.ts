import type { Store } from '../state/store';
import type { UserRecord } from '../state/types';

// The audit events of sign-ins: one `LoginSucceed` per session issued, one `LoginFailed`
// (type warn) per refusal, whichever route or flow the attempt came through.

const tenantIds = (user: UserRecord) => user.userTenants.map((t) => t.tenantId);

/** A `LoginFailed` audit (type warn) for a refused sign-in. */
export function loginFailed(
  store: Store,
  loginId: string,
  method: string,
  reason: string,
  user?: UserRecord,
): void {
  store.audit({
    action: 'LoginFailed',
    type: 'warn',
    method,
    userId: user?.userId ?? '',
    actorId: loginId,
    externalIds: [loginId],
    tenants: user ? tenantIds(user) : [],
    data: { reason },
  });
}

/** A `LoginSucceed` audit for a session issued to `user`, who presented `loginId`. */
export function loginSucceeded(
  store: Store,
  user: UserRecord,
  method: string,
  loginId: string,
): void {
  store.audit({
    action: 'LoginSucceed',
    method,
    userId: user.userId,
    actorId: loginId,
    externalIds: [loginId],
    tenants: tenantIds(user),
  });
}
