import { fileURLToPath } from 'node:url';
import { useExampleApp } from '@gatehouse/e2e-kit';
import type { EmulatorOptions } from '@gatehouse/emulator';

/** What the page says when the profile element's `logout` event arrives (src/main.js). */
export const LOGGED_OUT = 'Logged out. Sign in again below.';

export const ADMIN = { email: 'admin@acme.test', password: 'Gatehouse-Demo-1', name: 'Acme Admin' };

/**
 * The built vanilla page, an emulator and Chromium; `open(flowId)` picks the flow, and
 * `query` adds to the page URL (e.g. `locale`, or what an identity provider appends).
 */
export function useVanillaApp(emulator: EmulatorOptions = {}) {
  const app = useExampleApp(fileURLToPath(new URL('../dist', import.meta.url)), emulator);
  return {
    get emulator() {
      return app.emulator;
    },
    get browser() {
      return app.browser;
    },
    get site() {
      return app.site;
    },
    open: (flowId = 'sign-in', query: Record<string, string> = {}) =>
      app.open({ flowId, ...query }),
    inbox: (loginId: string) => app.inbox(loginId),
  };
}
