import {
  type Client,
  memoryStorage,
  REFRESH_KEY,
  SESSION_KEY,
  type TokenStorage,
} from '@gatehouse/core';
import { SignedIn, SignedOut } from '../control';
import { useSession } from '../hooks';
import { useClient } from '../provider';
import { fakeJwt } from './jwt';

/** A memory storage holding a refresh token and, optionally, a session token with `claims`. */
export function storedTokens({
  refresh = true,
  session,
}: {
  refresh?: boolean;
  session?: Record<string, unknown>;
} = {}): TokenStorage {
  const storage = memoryStorage();
  if (refresh) storage.setItem(REFRESH_KEY, fakeJwt({}, { drn: 'DSR', ttlSeconds: 86400 }));
  if (session) storage.setItem(SESSION_KEY, fakeJwt(session));
  return storage;
}

/** Every status rendered, and the names of the marks that ever rendered. */
export interface Log {
  statuses: string[];
  shown: Set<string>;
}
export const newLog = (): Log => ({ statuses: [], shown: new Set() });

function Mark({ log, name }: { log: Log; name: string }) {
  log.shown.add(name);
  return <p>{name}</p>;
}

function Status({ log }: { log: Log }) {
  const { status } = useSession();
  log.statuses.push(status);
  return <p>status: {status}</p>;
}

export function Probe({ log }: { log: Log }) {
  return (
    <>
      <Status log={log} />
      <SignedIn fallback={<Mark log={log} name="fallback-in" />}>
        <Mark log={log} name="signed-in" />
      </SignedIn>
      <SignedOut>
        <Mark log={log} name="signed-out" />
      </SignedOut>
    </>
  );
}

/** Hands every rendered client to `onClient`. */
export function ClientSpy({ onClient }: { onClient: (client: Client) => void }) {
  const client = useClient();
  onClient(client);
  return <p>client {client.projectId}</p>;
}
