import type { Client } from '../../client';
import type { Result } from '../../http/result';
import type { User } from '../../schemas/user';
import type { SignIns } from './account/sign-ins';

/**
 * What the profile widget calls: the signed-in user and logout. It acts only on the session's
 * own user (spec 000 §6), so it needs no management API and no tenant.
 */
export interface ProfileBackend {
  /** The signed-in user (GET /v1/auth/me, spec 000 §7). */
  me(): Promise<Result<User>>;
  /**
   * Whether someone is signed in, once the session has read its stored tokens (no request of
   * its own): the widget loads nothing from the server for nobody. Undefined: always.
   */
  signedIn?(): Promise<boolean>;
  /** End the session: tokens, timers and the last user cleared, every tab signed out. */
  logout(): Promise<Result<unknown>>;
  /**
   * A backend of the caller's own may list the user's sign-ins for the signed-in devices
   * (`SignIns`). Over the page's session the account part asks them itself
   * (account/sign-ins.ts, loaded with it); the mock has none: its part lists made-up devices.
   */
  history?: SignIns['history'];
  signedInAt?: SignIns['signedInAt'];
  /**
   * Mock mode only: a hosted flow "succeeded", so change the user the way the real flow
   * would. A server backend has none: there the flow engine changes the user on the server.
   */
  completeFlow?(flowId: string): Promise<Result<User>>;
  /**
   * Be told whenever the session is known to be signed in (true) or out (false): a sign-in
   * on the page, or a logout here, in another tab or by an expired session. Returns the
   * unsubscribe. A mock backend has no session to watch.
   */
  watch?(listener: (signedIn: boolean) => void): () => void;
}

/** What the mock answers (it has no session to read or watch). */
export const PROFILE_MOCK_METHODS = ['me', 'logout', 'completeFlow'] as const;

/**
 * The profile's calls over the page's session. `me` waits for the session to read its
 * stored tokens first: a widget may load before anything subscribed to the session, and
 * the session only knows its user's token once started.
 */
export const sessionBackend = (client: Client): ProfileBackend => ({
  async me() {
    await client.session.start();
    return client.session.loadUser();
  },
  async signedIn() {
    await client.session.start();
    return client.session.$state.get().status === 'authenticated';
  },
  logout: () => client.session.logout(),
  watch: (listener) =>
    client.session.$state.listen(({ status }) => {
      if (status !== 'loading') listener(status === 'authenticated');
    }),
});
