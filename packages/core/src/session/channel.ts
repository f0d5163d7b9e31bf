import { REFRESH_KEY } from './keys';

/** What one tab tells the others. Tokens never travel here: they are read from storage. */
export type TabMessage = { type: 'tokens' } | { type: 'logout' };

export interface TabChannel {
  post(message: TabMessage): void;
  subscribe(listener: (message: TabMessage) => void): () => void;
  close(): void;
}

const isTabMessage = (data: unknown): data is TabMessage & { sender?: string } =>
  !!data &&
  typeof data === 'object' &&
  ((data as TabMessage).type === 'tokens' || (data as TabMessage).type === 'logout');

/** BroadcastChannel reaches every other tab (and every other client in this one). */
function broadcastChannel(name: string): TabChannel {
  const channel = new BroadcastChannel(name);
  // Node keeps the process alive for an open channel; a library must not.
  (channel as { unref?: () => void }).unref?.();
  // Some implementations deliver a message to its own sender too; tag and skip those.
  const sender = Math.random().toString(36).slice(2);
  return {
    post: (message) => channel.postMessage({ ...message, sender }),
    subscribe(listener) {
      const onMessage = (event: MessageEvent) => {
        if (isTabMessage(event.data) && event.data.sender !== sender) {
          listener({ type: event.data.type });
        }
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}

/** Without BroadcastChannel, the storage event tells other tabs that DSR changed. */
function storageEventChannel(): TabChannel {
  return {
    post: () => {},
    subscribe(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== REFRESH_KEY && event.key !== null) return;
        listener(event.newValue ? { type: 'tokens' } : { type: 'logout' });
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
    close: () => {},
  };
}

const silentChannel: TabChannel = { post: () => {}, subscribe: () => () => {}, close: () => {} };

export function defaultChannel(name: string): TabChannel {
  if (typeof BroadcastChannel === 'function') return broadcastChannel(name);
  if (typeof window !== 'undefined') return storageEventChannel();
  return silentChannel;
}
