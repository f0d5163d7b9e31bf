import { type Access, audienceKey } from '../access';
import { BlockChunksPlugin } from '../blocks/block-chunks';
import { servedMarkScript } from '../first-paint';
import { CONFIG_SCRIPT_URL } from '../gate-config';
import { defaultSignInDir } from '../server/sign-in-dir';
import { type GateGlobalData, type GateOptionsData, PLUGIN_NAME } from './constants';
import { copyEdgeSignInPage } from './edge-sign-in';
import type { RouteNode } from './manifest/route-chunks';
import { writeSiteManifest } from './manifest/write-manifest';
import { type ValidatedOptions, validateOptions } from './options';
import { siteAudiences } from './site-audiences';

// The audiences and the manifest's schema, for tools and tests that read a build's manifest.
export {
  type Access,
  audienceFromKey,
  audienceKey,
  implies,
  MANIFEST_PATH,
  SiteManifest,
} from '../access';
export {
  DEFAULT_FLOW_ID,
  type GateGlobalData,
  type GateOptionsData,
  PLUGIN_NAME,
} from './constants';
export { type DocsGateOptions, type ValidatedOptions, validateOptions } from './options';

/** What the theme reads of Docusaurus's actions (its PluginContentLoadedActions). */
interface Actions {
  setGlobalData(data: unknown): void;
}

/** What the theme reads of postBuild's props. */
export interface PostBuildProps {
  outDir: string;
  generatedFilesDir: string;
  baseUrl: string;
  routes: RouteNode[];
  plugins: Array<{ name: string }>;
}

/** The part of Docusaurus's plugin API this theme uses (kept here: no @docusaurus/types dependency). */
export interface DocsGatePlugin {
  name: string;
  getThemePath(): string;
  contentLoaded(args: { actions: Actions }): void;
  allContentLoaded(args: {
    allContent: Record<string, Record<string, unknown>>;
    actions: Actions;
  }): void;
  postBuild(props: PostBuildProps): void;
  configureWebpack(config: unknown, isServer: boolean): { plugins?: unknown[] };
  injectHtmlTags(): { headTags: HtmlTag[] };
}

/** A tag Docusaurus writes into every page (its HtmlTagObject). */
export interface HtmlTag {
  tagName: string;
  attributes?: Record<string, string | boolean>;
  innerHTML?: string;
}

/**
 * The Docusaurus theme: `themes: [['@gatehouse/docs-gate', { projectId, baseUrl }]]`.
 * It shadows the site's Root (the theme path's Root, which wraps `@theme-init/Root`) and hands
 * the public options to it as global data: the values a site without the server gate uses.
 * Behind the gate, the gate's own values (its script in every page's head) come first, so one
 * build works behind any gate. No swizzling, and nothing of the site changes.
 *
 * Each page's audience (front matter `access`) is checked once every plugin's content is loaded
 * (a bad value, a category of mixed rules or a previous/next link to a page not every reader
 * may open fails the build) and handed to the client with the options; after the build, the
 * site manifest tells the server gate who may fetch each file.
 */
export default function docsGateTheme(
  context: { baseUrl?: string },
  options: ValidatedOptions,
): DocsGatePlugin {
  const data: GateOptionsData = {
    projectId: options.projectId,
    baseUrl: options.baseUrl,
    flowId: options.flowId,
  };
  const baseUrl = context.baseUrl ?? '/';
  let audiences: Map<string, Access> | undefined;
  const blockChunks = new BlockChunksPlugin();
  return {
    name: PLUGIN_NAME,
    // Relative to this module's directory (dist/theme), as Docusaurus resolves it.
    getThemePath: () => '../theme-components',
    contentLoaded({ actions }) {
      actions.setGlobalData(data);
    },
    // Docusaurus 3.10 runs this after every plugin's contentLoaded, with the same actions; the
    // global data set here is merged over contentLoaded's, and is complete on its own.
    allContentLoaded({ allContent, actions }) {
      audiences = siteAudiences(allContent, baseUrl);
      const routes = Object.fromEntries(
        [...audiences].map(([route, access]) => [route, audienceKey(access)]),
      );
      actions.setGlobalData({ ...data, routes } satisfies GateGlobalData);
    },
    // The client build's `<ForAudience>` chunks (the server build's are never served).
    configureWebpack: (_config, isServer) => (isServer ? {} : { plugins: [blockChunks] }),
    postBuild(props) {
      if (!audiences)
        throw new Error('@gatehouse/docs-gate: postBuild ran before allContentLoaded');
      if (blockChunks.problems.length) throw new Error(blockChunks.problems.join('\n'));
      writeSiteManifest({
        outDir: props.outDir,
        generatedFilesDir: props.generatedFilesDir,
        baseUrl: props.baseUrl,
        routes: props.routes,
        audiences,
        plugins: new Set(props.plugins.map((plugin) => plugin.name)),
        blocks: blockChunks.blocks,
      });
      // The sign-in page beside the manifest, for the gate at the edge (src/worker/).
      copyEdgeSignInPage(defaultSignInDir(), props.outDir);
    },
    // The server gate's configuration, run before the body is parsed (a classic script, so
    // before first paint) and so before Docusaurus's deferred bundles; then the mark that lets
    // a page the gate served show at first paint (src/first-paint.ts). Without the server gate
    // it answers 404, is not run, nothing is marked, and the options above stand.
    injectHtmlTags: () => ({
      headTags: [
        { tagName: 'script', attributes: { src: CONFIG_SCRIPT_URL } },
        { tagName: 'script', innerHTML: servedMarkScript() },
      ],
    }),
  };
}

// Docusaurus looks for the validator on the module or on the plugin function.
docsGateTheme.validateOptions = validateOptions;
