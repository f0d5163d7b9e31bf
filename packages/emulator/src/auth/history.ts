import type { Store } from '../state/store';

/** `GET /v1/auth/me/history`: the user's successful sign-ins, newest first. */
export function loginHistory(store: Store, userId: string) {
  return store.data.audits
    .filter((audit) => audit.action === 'LoginSucceed' && audit.userId === userId)
    .sort((a, b) => b.occurred - a.occurred)
    .map((audit) => ({
      userId,
      loginTime: Math.floor(audit.occurred / 1000),
      city: typeof audit.data?.city === 'string' ? audit.data.city : '',
      // Audits keep one location field; the emulator's is a country-like code or 'Local'.
      country: audit.geo,
      ip: audit.remoteAddress,
    }));
}
