import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  EMAIL_SCREEN,
  flowApi,
  type Harness,
  harness,
  projectConfig,
  screenAnswer,
  serveContent,
} from '../test/flow';

// The screen reader loads on demand by core's one rule: its failure ends the run with the
// flow's own error naming it (E_FLOW_CODE, 'screen reader'), and is not kept, so "Try again"
// (restart) loads it again and shows the screen.

const reader = vi.hoisted(() => ({ broken: true, loads: 0 }));
vi.mock('./screen-reader', async (original) => {
  reader.loads++;
  if (reader.broken) throw new TypeError('Failed to fetch dynamically imported module');
  return original();
});

let h: Harness;
beforeEach(() => {
  window.history.replaceState(null, '', '/login');
  h = harness();
});
afterEach(() => h.cleanup());

it('fails the flow naming the screen reader, then shows the screen once a restart loads it', async () => {
  serveContent({ 'config.json': projectConfig(), 'email.html': EMAIL_SCREEN });
  flowApi('start', [screenAnswer('email'), screenAnswer('email')]);
  const flow = h.flow();
  await flow.start();
  expect(flow.$state.get()).toMatchObject({
    status: 'failed',
    error: { code: 'E_FLOW_CODE', description: 'screen reader' },
  });
  reader.broken = false;
  await flow.restart();
  expect(flow.$state.get()).toMatchObject({ status: 'screen', screenId: 'email' });
  expect(reader.loads).toBe(2);
});
