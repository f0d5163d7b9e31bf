import { fileURLToPath } from 'node:url';
import { useExampleApp } from '@gatehouse/e2e-kit';
import type { EmulatorOptions } from '@gatehouse/emulator';

export const ADMIN = { email: 'admin@acme.test', password: 'Gatehouse-Demo-1', name: 'Acme Admin' };

/** The built vanilla page, an emulator and Chromium; `open(flowId)` picks the flow. */
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
    open: (flowId = 'sign-in') => app.open({ flowId }),
    inbox: (loginId: string) => app.inbox(loginId),
  };
}
