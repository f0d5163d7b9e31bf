import type { EmulatorData } from '../state/types';
import { installedPackage, UI_LIBRARY } from './cdn';

// The emulator's config.json in the provider's shape (provider-content §1.3): the UI
// components version, each flow's version, start screen, start conditions and locales, and
// the widgets' settings (none: every widget id gets the built-in pages in English).

/**
 * The provider's UI components version the flows declare (sent back on start and next) when
 * its UI library is not installed beside the emulator.
 */
export const COMPONENTS_VERSION = '1.0.0';

/**
 * The version config.json names: the installed UI library's, so that the provider's clients
 * load it from the emulator's CDN path (routes/cdn.ts); else COMPONENTS_VERSION.
 */
export const componentsVersion = () => installedPackage(UI_LIBRARY)?.version ?? COMPONENTS_VERSION;

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

interface FlowFields {
  version?: number;
  startScreenId?: string;
  conditions?: unknown;
  targetLocales?: string[];
}

/** config.json for the project's flows. */
export function projectConfig(data: EmulatorData) {
  return {
    componentsVersion: componentsVersion(),
    flows: Object.fromEntries(
      Object.entries(data.flows).map(([id, definition]) => {
        const flow = definition as FlowFields;
        return [
          id,
          {
            version: flow.version ?? 1,
            ...(flow.startScreenId && { startScreenId: flow.startScreenId }),
            conditions: clientConditions(flow.conditions),
            targetLocales: flow.targetLocales ?? [],
          },
        ];
      }),
    ),
    widgets: {},
  };
}
