import { CONFIG_SCRIPT_URL } from '../gate-config';
import { type GateGlobalData, PLUGIN_NAME } from './constants';
import { type ValidatedOptions, validateOptions } from './options';

export { DEFAULT_FLOW_ID, type GateGlobalData, PLUGIN_NAME } from './constants';
export { type DocsGateOptions, type ValidatedOptions, validateOptions } from './options';

/** The part of Docusaurus's plugin API this theme uses (kept here: no @docusaurus/types dependency). */
export interface DocsGatePlugin {
  name: string;
  getThemePath(): string;
  contentLoaded(args: { actions: { setGlobalData(data: unknown): void } }): void;
  injectHtmlTags(): { headTags: HtmlTag[] };
}

/** A tag Docusaurus writes into every page (its HtmlTagObject). */
export interface HtmlTag {
  tagName: string;
  attributes?: Record<string, string | boolean>;
}

/**
 * The Docusaurus theme: `themes: [['@gatehouse/docs-gate', { projectId, baseUrl }]]`.
 * It shadows the site's Root (the theme path's Root, which wraps `@theme-init/Root`) and hands
 * the public options to it as global data: the values a site without the server gate uses.
 * Behind the gate, the gate's own values (its script in every page's head) come first, so one
 * build works behind any gate. No swizzling, and nothing of the site changes.
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
    // The server gate's configuration, run before Docusaurus's bundles (deferred too, and
    // after this in the head). Without the server gate it answers 404, is not run, and the
    // options above stand.
    injectHtmlTags: () => ({
      headTags: [{ tagName: 'script', attributes: { src: CONFIG_SCRIPT_URL, defer: true } }],
    }),
  };
}

// Docusaurus looks for the validator on the module or on the plugin function.
docsGateTheme.validateOptions = validateOptions;
