// Shared by the node side (the plugin) and the client Root; it imports only ids.ts (no imports
// of its own), so the Root's bundle takes nothing of the plugin's validation with it.

/** The name the theme registers under; the client reads its global data by it. */
export const PLUGIN_NAME = 'gatehouse-docs-gate';

export { DEFAULT_FLOW_ID } from '../ids';

/** Core's DEFAULT_BASE_URL (the provider's API), repeated so the config loads no SDK. */
export const DEFAULT_BASE_URL = 'https://api.descope.com';

/** The theme's options, as validated: public values only. */
export interface GateOptionsData {
  projectId: string;
  baseUrl: string;
  flowId: string;
}

/** What the client reads with `usePluginData(PLUGIN_NAME)`: public values only. */
export interface GateGlobalData extends GateOptionsData {
  /**
   * Every route of the site (`/`, `/quick-start`, `/category/apps`: no trailing slash) and its
   * audience key (src/access/key.ts: `public`, `signed-in` or a rule's JSON), categories and
   * the search page included. Set in `allContentLoaded`, once every plugin's content is known.
   */
  routes: Record<string, string>;
}
