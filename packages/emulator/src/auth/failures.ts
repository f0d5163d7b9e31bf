import type { Store } from '../state/store';
import { loginFailed } from './audit-events';

/** Run a verification step; when it throws, record a LoginFailed audit and rethrow. */
export async function auditingFailure<T>(
  store: Store,
  loginId: string,
  method: string,
  step: () => T | Promise<T>,
): Promise<T> {
  try {
    return await step();
  } catch (error) {
    loginFailed(store, loginId, method, error instanceof Error ? error.message : String(error));
    throw error;
  }
}
