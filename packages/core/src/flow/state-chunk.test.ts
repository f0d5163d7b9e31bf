import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EMAIL_SCREEN,
  flowApi,
  type Harness,
  harness,
  projectConfig,
  screenAnswer,
  serveContent,
} from '../test/flow';

// The screen state's code (flow/state/apply.ts and its steps) loads with the screen reader,
// beside the first screen's request, so that what the sign-in page loads up front does not
// grow. Here its chunk fails as a failed deploy or a dropped connection leaves it: the flow
// ends as for any chunk it cannot go on without, never shows a screen without its state.

vi.mock('./state/apply', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

let h: Harness;
beforeEach(() => {
  window.history.replaceState(null, '', '/login');
  h = harness();
});
afterEach(() => h.cleanup());

describe("the screen state's chunk fails to load", () => {
  it('the flow fails with E_FLOW_CODE, naming the screen reader, and shows no screen', async () => {
    serveContent({ 'config.json': projectConfig(), 'email.html': EMAIL_SCREEN });
    flowApi('start', [screenAnswer('email')]);
    const flow = h.flow();
    await flow.start();
    const state = flow.$state.get();
    expect(state).toMatchObject({
      status: 'failed',
      error: {
        kind: 'network',
        code: 'E_FLOW_CODE',
        message: 'Cannot load the flow code',
        description: 'screen reader',
      },
    });
    expect(state.screen).toBeUndefined();
  });
});
