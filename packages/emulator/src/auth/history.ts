import type { Store } from '../state/store';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * `GET /v1/auth/me/history`: the user's successful sign-ins, newest first. Beside the
 * provider's fields, each carries the `userAgent` of the browser that signed in (kept with its
 * audit), so that a profile can name the browser and system of each signed-in device.
 */
export function loginHistory(store: Store, userId: string) {
  return store.data.audits
    .filter((audit) => audit.action === 'LoginSucceed' && audit.userId === userId)
    .sort((a, b) => b.occurred - a.occurred)
    .map((audit) => ({
      userId,
      loginTime: Math.floor(audit.occurred / 1000),
      city: textOf(audit.data?.city),
      // Audits keep one location field; the emulator's is a country-like code or 'Local'.
      country: audit.geo,
      ip: audit.remoteAddress,
      userAgent: textOf(audit.data?.userAgent),
    }));
}
