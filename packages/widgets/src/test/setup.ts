import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw';

// Any request a test did not expect fails the test instead of reaching the network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  if (typeof document !== 'undefined') document.body.replaceChildren();
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());
