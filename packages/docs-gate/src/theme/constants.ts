// Shared by the node side (the plugin) and the client Root; it imports only ids.ts (no imports
// of its own), so the Root's bundle takes nothing of the plugin's validation with it.

/** The name the theme registers under; the client reads its global data by it. */
export const PLUGIN_NAME = 'gatehouse-docs-gate';

export { DEFAULT_FLOW_ID } from '../ids';

/** Core's DEFAULT_BASE_URL (the provider's API), repeated so the config loads no SDK. */
export const DEFAULT_BASE_URL = 'https://api.descope.com';

/** What the client reads with `usePluginData(PLUGIN_NAME)`: public values only. */
export interface GateGlobalData {
  projectId: string;
  baseUrl: string;
  flowId: string;
}
