// The widget stores' test helpers (their tests only; nothing in the library imports this).

import type { ReadableAtom } from 'nanostores';
import { vi } from 'vitest';
import { createClient } from '../client';
import { mgmtOf } from '../mgmt';
import { memoryStorage } from '../session/storage';
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

/**
 * The form a store opened (`await store.open('create')`): its `$form` once the form's part is
 * in. Fails the test when no form is open, as a widget would show none.
 */
export function openForm<F>(store: { readonly $form: ReadableAtom<F | undefined> }): F {
  const form = store.$form.get();
  if (!form) throw new Error('No form is open');
  return form;
}
