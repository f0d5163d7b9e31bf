import { findUserById, findUserByLoginId, type Store } from '../state/store';
import type { UserRecord } from '../state/types';
import type { Execution } from './execution';

/** Branch predicates: questions about the execution and its user, or this call's input. */
export const PREDICATES: Record<
  string,
  (store: Store, execution: Execution, input: Record<string, unknown>) => boolean
> = {
  userExists: (store, execution) => !!findUserByLoginId(store.data, execution.loginId),
  hasPassword: (store, execution) => !!subject(store, execution)?.passwordHash,
  hasTotp: (store, execution) => !!subject(store, execution)?.totpSecret,
  hasPasskey: (store, execution) => (subject(store, execution)?.webauthn.length ?? 0) > 0,
  isNewUser: (_store, execution) => execution.newUser,
  isAuthenticated: (_store, execution) => execution.authenticated,
  hasEmail: (store, execution) => !!subject(store, execution)?.email,
  hasPhone: (store, execution) => !!subject(store, execution)?.phone,
  /** The flow started from the identity provider (`idpInitiated` in the start input). */
  idpInitiated: (_store, execution) => !!execution.idpInitiated,
  /** This call brings a code to exchange (an IdP-initiated start, a return from SSO). */
  hasExchangeCode: (_store, _execution, input) =>
    typeof input.exchangeCode === 'string' && input.exchangeCode.trim() !== '',
};

/** The signed-in user, else the user of the identified login id. */
function subject(store: Store, execution: Execution): UserRecord | undefined {
  if (execution.authenticated && execution.userId)
    return findUserById(store.data, execution.userId);
  return execution.loginId ? findUserByLoginId(store.data, execution.loginId) : undefined;
}
