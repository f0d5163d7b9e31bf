import * as z from 'zod/mini';
import { num, str } from './common';

// The user's sign-ins (GET /v1/auth/me/history), a module of their own: the profile's account
// part asks them on demand, and a chunk that read them from the user schemas' module split
// zod out of the profile's first file (rolldown; `npm run size` measured it).

export const UserHistoryEntry = /* @__PURE__ */ z.looseObject({
  userId: str,
  loginTime: num,
  city: str,
  country: str,
  ip: str,
});
export const UserHistoryResponse = /* @__PURE__ */ z.array(UserHistoryEntry);
