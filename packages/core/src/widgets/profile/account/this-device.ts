import type { HistoryEntry } from './devices';

// Which of the user's sign-ins is this device's. The provider's `me/history` names no session
// (its fields: userId, loginTime, city, country, ip), so the entry is found by time: the one
// whose `loginTime` is nearest the session's own sign-in (`session.signedInAt()`, the first
// token's `iat`), both set by the same server in the same call.

/** How far apart the two times may be: one server's clock, a sign-in answered slowly. */
const WITHIN_SECONDS = 60;

/** The index of this device's sign-in in `entries`, or -1 (no sign-in time, none near it). */
export function thisDeviceIndex(entries: HistoryEntry[], signedInAt: number | undefined): number {
  if (signedInAt === undefined) return -1;
  let found = -1;
  let nearest = WITHIN_SECONDS;
  entries.forEach((entry, index) => {
    const gap = Math.abs((entry.loginTime ?? Number.NEGATIVE_INFINITY) - signedInAt);
    if (gap <= nearest) {
      // Equal gaps: the first, the newest (the list comes newest first).
      if (gap === nearest && found >= 0) return;
      found = index;
      nearest = gap;
    }
  });
  return found;
}
