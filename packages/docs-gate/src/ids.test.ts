import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GateConfig } from './gate-config';
import { parseDocsGateOptions } from './server/options';
import { validateOptions } from './theme/options';

const root = mkdtempSync(join(tmpdir(), 'docs-gate-ids-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const baseUrl = 'http://127.0.0.1:4500';

/** Whether each part of the gate takes `projectId`: the server, the theme, the pages' config. */
function takenBy(projectId: string) {
  const taken = (run: () => unknown) => {
    try {
      run();
      return true;
    } catch {
      return false;
    }
  };
  return {
    server: taken(() => parseDocsGateOptions({ root, projectId, baseUrl })),
    theme: taken(() => validateOptions({ options: { projectId, baseUrl } })),
    pages: GateConfig.safeParse({ projectId, baseUrl }).success,
  };
}

describe('project ids', () => {
  it('are taken or refused alike by the server gate, the theme and the pages it serves', () => {
    const all = { server: true, theme: true, pages: true };
    const none = { server: false, theme: false, pages: false };
    for (const id of ['P2GatehouseDemo', 'P2-staging_1', 'a'.repeat(128)]) {
      expect(takenBy(id), id).toEqual(all);
    }
    for (const id of ['', 'P2 abc', 'P2/../x', 'P2"abc', 'a'.repeat(129)]) {
      expect(takenBy(id), id).toEqual(none);
    }
  });
});
