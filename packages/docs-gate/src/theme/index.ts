import { type GateGlobalData, PLUGIN_NAME } from './constants';
import { type ValidatedOptions, validateOptions } from './options';

export { DEFAULT_FLOW_ID, type GateGlobalData, PLUGIN_NAME } from './constants';
export { type DocsGateOptions, type ValidatedOptions, validateOptions } from './options';

/** The part of Docusaurus's plugin API this theme uses (kept here: no @docusaurus/types dependency). */
export interface DocsGatePlugin {
  name: string;
  getThemePath(): string;
  contentLoaded(args: { actions: { setGlobalData(data: unknown): void } }): void;
}

/**
 * The Docusaurus theme: `themes: [['@gatehouse/docs-gate', { projectId, baseUrl }]]`.
 * It shadows the site's Root (the theme path's Root, which wraps `@theme-init/Root`) and hands
 * the public options to it as global data. No swizzling, and nothing of the site changes.
 */
export default function docsGateTheme(
  _context: unknown,
  options: ValidatedOptions,
): DocsGatePlugin {
  const data: GateGlobalData = {
    projectId: options.projectId,
    baseUrl: options.baseUrl,
    flowId: options.flowId,
  };
  return {
    name: PLUGIN_NAME,
    // Relative to this module's directory (dist/theme), as Docusaurus resolves it.
    getThemePath: () => '../theme-components',
    contentLoaded({ actions }) {
      actions.setGlobalData(data);
    },
  };
}

// Docusaurus looks for the validator on the module or on the plugin function.
docsGateTheme.validateOptions = validateOptions;
