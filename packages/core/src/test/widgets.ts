// The widget stores' test helpers (their tests only; nothing in the library imports this).
import { vi } from 'vitest';
import { createClient } from '../client';
import { mgmtOf } from '../mgmt';
import { memoryStorage } from '../session/storage';
import type { UserRow } from '../widgets/users/format';
import { BASE_URL, PROJECT_ID } from './msw';

export const TENANT = 'T1';
export const MANAGEMENT_KEY = 'K';

/** A real client whose management calls reach msw. */
export function testClient() {
  return createClient({ projectId: PROJECT_ID, baseUrl: BASE_URL, storage: memoryStorage() });
}

/** The error body the provider sends; the client's message is 'description: message'. */
export const serverError = { errorCode: 'E1', errorDescription: 'Bad', errorMessage: 'nope' };
export const SERVER_MESSAGE = 'Bad: nope';

/** Fake timers as the session tests use them. */
export const fakeTimers = () =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

/** A spy on fetch, to show that mock mode makes no request at all. */
export const spyFetch = () => vi.spyOn(globalThis, 'fetch');

/**
 * The management API over `client` for the test tenant, as a widget's backend. It authorises
 * with a management key: the stores' tests run no session (the client's tests show a session
 * token authorising the same calls).
 */
export const testMgmt = (client = testClient()) =>
  mgmtOf(client, { tenant: TENANT, managementKey: MANAGEMENT_KEY });

/** A module the user store loads on demand (in `src/widgets/users/`). */
type UserStoreChunk = 'form-input' | 'actions';
const chunkPath = (chunk: UserStoreChunk) => `../widgets/users/${chunk}`;

/**
 * A user store in mock mode, built from modules loaded afresh, whose on-demand `chunk` is
 * answered by `load`: a test makes it fail, counts its loads, or gives the real one
 * (`vi.importActual`). Pair with `forgetUserStoreChunk` after each test.
 */
export async function userStoreWithChunk(chunk: UserStoreChunk, load: () => Promise<unknown>) {
  vi.resetModules();
  vi.doMock(chunkPath(chunk), load);
  const [{ createUserStore }, { createNotices }, { userKey }] = await Promise.all([
    import('../widgets/users/store'),
    import('../widgets/notices'),
    import('../widgets/users/format'),
  ]);
  const notices = createNotices();
  const store = createUserStore({ mock: true, notices });
  await store.load();
  const keyOf = (index: number) => userKey(store.$users.get()[index] as UserRow);
  return { store, keyOf, texts: () => notices.$notices.get().map((n) => n.text) };
}

export function forgetUserStoreChunk(chunk: UserStoreChunk) {
  vi.doUnmock(chunkPath(chunk));
  vi.resetModules();
}

/** What a chunk's loader throws when the network or a deploy took the file away. */
const chunkFailure = () => new Error('Failed to fetch dynamically imported module');

/** A loader for `chunk` that fails until `repair()`, then gives the real module. */
export function brokenChunk(chunk: UserStoreChunk) {
  let broken = true;
  return {
    load: async () => {
      if (broken) throw chunkFailure();
      return vi.importActual(chunkPath(chunk));
    },
    repair: () => {
      broken = false;
    },
  };
}
