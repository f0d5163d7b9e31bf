import type { EmulatorData } from '../state/types';
import { theme } from './theme';

/**
 * A definition's start conditions as the client gets them: the provider's fields only (a
 * screenless condition's `start` step is the runner's business).
 */
function clientConditions(conditions: unknown): unknown[] {
  if (!Array.isArray(conditions)) return [];
  return conditions.map((condition) => {
    if (!condition || typeof condition !== 'object') return condition;
    const { start: _, ...shown } = condition as Record<string, unknown>;
    return shown;
  });
}

/**
 * The static documents of a project, by path under v2-beta/. config.json lists the flows of
 * the project; screens and widget layouts join as the flow and widget packages define them.
 */
export function staticDocument(data: EmulatorData, path: string): unknown {
  if (path === 'config.json') {
    return {
      projectId: data.projectId,
      componentsVersion: '1.0.0',
      cssTemplate: { light: { fonts: {} }, dark: { fonts: {} } },
      flows: Object.fromEntries(
        Object.entries(data.flows).map(([id, flow]) => [
          id,
          {
            version: (flow as { version?: number }).version ?? 1,
            startScreenId: (flow as { startScreenId?: string }).startScreenId,
            conditions: clientConditions((flow as { conditions?: unknown }).conditions),
            targetLocales: (flow as { targetLocales?: string[] }).targetLocales ?? [],
            fingerprintEnabled: false,
          },
        ]),
      ),
    };
  }
  if (path === 'theme.json') return theme;
  // A lookup in a map, never a file path: nothing outside the seeded documents is reachable.
  return Object.hasOwn(data.pages, path) ? data.pages[path] : undefined;
}
