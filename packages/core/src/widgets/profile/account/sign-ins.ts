import type { Client } from '../../../client';
import type { Result } from '../../../http/result';
import { UserHistoryResponse } from '../../../schemas/history';
import type { HistoryEntry } from './devices';

// Where the signed-in devices come from over the page's session: the user's sign-ins and
// this session's own sign-in time (this-device.ts pairs them). Only the account part lists
// devices, so these calls load with it, not with the profile.

/** The sign-ins and this session's sign-in time, as the profile's account part asks them. */
export interface SignIns {
  /** The user's sign-ins (GET /v1/auth/me/history). */
  history?(): Promise<Result<HistoryEntry[]>>;
  /** When this session signed in (epoch seconds), to mark this device among the sign-ins. */
  signedInAt?(): number | undefined;
}

/** The session's sign-ins, asked as the profile widget `widgetId` (its caller headers). */
export const sessionSignIns = (client: Client, widgetId = ''): Required<SignIns> => ({
  history: () =>
    client.http.request('/v1/auth/me/history', {
      method: 'GET',
      token: client.session.getRefreshToken(),
      schema: UserHistoryResponse,
      caller: { type: 'user-profile-widget', id: widgetId },
    }),
  signedInAt: () => client.session.signedInAt(),
});
