import { runInThisContext } from 'node:vm';
import { configScript } from '../gate-config';

/** Run a gate's config script in the global scope, as a page's classic script runs. */
export const runGateScript = (source: string, filename = '/_gate/config.js') =>
  runInThisContext(source, { filename });

/** What a gate's script set lives as long as the page: a test's page is over at its end. */
export function forgetGateScript(): void {
  for (const key of Object.getOwnPropertySymbols(globalThis)) {
    if (key.description?.startsWith('gatehouse.docs-gate')) {
      delete (globalThis as Record<symbol, unknown>)[key];
    }
  }
}

/**
 * Put the page behind a server gate in front of `emulator`: its config script run, as a gated
 * page's head runs it (the default flow and sign-in path).
 */
export const behindGateOf = (emulator: { projectId: string; url: string }) =>
  runGateScript(
    configScript({
      projectId: emulator.projectId,
      baseUrl: emulator.url,
      flowId: 'docs-sign-in',
      signInPath: '/_gate/sign-in',
    }),
  );
