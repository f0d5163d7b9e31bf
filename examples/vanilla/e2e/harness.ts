import { fileURLToPath } from 'node:url';
import { useExampleApp } from '@gatehouse/e2e-kit';

/** The built vanilla page, an emulator and Chromium; `open(flowId)` picks the flow. */
export function useVanillaApp() {
  const app = useExampleApp(fileURLToPath(new URL('../dist', import.meta.url)));
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
