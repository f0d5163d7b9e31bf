// Which chunks each route loads, from Docusaurus's own route data: the route tree (postBuild's
// `props.routes`), `.docusaurus/routesChunkNames.json` (`"<path>-<hash>"` -> the chunk names of
// that route node: `__comp`, `__context`, `content`, `__props`, ...) and the registry (chunk
// name -> module). A page loads the chunks of its own node and of every layout above it.

/** A route node as Docusaurus passes it to postBuild (its PluginRouteConfig). */
export interface RouteNode {
  path: string;
  component: string;
  routes?: RouteNode[];
}

/** One chunk a page loads, and what it holds. */
export interface ChunkUse {
  /** The chunk's name in the registry. */
  name: string;
  /** Its module (`@theme/DocItem`, `@site/docs/x.md`, `@generated/.../p/x.json`). */
  module: string;
  /** `component` (the node's `__comp`), `context` (its `__context`) or `data` (its modules, props). */
  role: 'component' | 'context' | 'data';
  /** The key under which the node names it: `__comp`, `plugin`, `content`, `__props`... */
  key: string;
  /** The component of the node that loads it. */
  nodeComponent: string;
  /** Whether that node is a layout (has child routes) rather than the page itself. */
  layout: boolean;
}

export interface PageChunks {
  /** The page's route path as Docusaurus spells it (`/audiences/`, `/quick-start`). */
  path: string;
  chunks: ChunkUse[];
}

type ChunkNames = Record<string, unknown>;

/** Every chunk name under a routesChunkNames value, with the key that names it. */
function namesIn(value: unknown, key: string): Array<{ key: string; name: string }> {
  if (typeof value === 'string') return [{ key, name: value }];
  if (Array.isArray(value)) return value.flatMap((item) => namesIn(item, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([inner, item]) => namesIn(item, inner));
  }
  return [];
}

/**
 * The routesChunkNames entry of a node: the one at its path whose component is the node's.
 * Two nodes at one path with one component cannot be told apart: that fails the build rather
 * than give one page's chunks to another.
 */
function entryOf(
  node: RouteNode,
  byPath: ReadonlyMap<string, ChunkNames[]>,
  registry: ReadonlyMap<string, string>,
): ChunkNames {
  const matches = (byPath.get(node.path) ?? []).filter(
    (entry) => registry.get(entry.__comp as string) === node.component,
  );
  const distinct = new Set(matches.map((entry) => JSON.stringify(entry)));
  if (distinct.size !== 1) {
    throw new Error(
      `@gatehouse/docs-gate: cannot tell which chunks the route ${node.path} (${node.component}) loads: ${distinct.size} entries of .docusaurus/routesChunkNames.json match it`,
    );
  }
  return matches[0] as ChunkNames;
}

function usesOf(
  entry: ChunkNames,
  node: RouteNode,
  registry: ReadonlyMap<string, string>,
): ChunkUse[] {
  const layout = (node.routes?.length ?? 0) > 0;
  return Object.entries(entry).flatMap(([top, value]) => {
    const role = top === '__comp' ? 'component' : top === '__context' ? 'context' : 'data';
    return namesIn(value, top).map(({ key, name }) => ({
      name,
      module: registry.get(name) ?? '',
      role,
      key,
      nodeComponent: node.component,
      layout,
    }));
  });
}

/** Each page (a route without child routes) and the chunks it loads, its layouts' included. */
export function pageChunks(
  routes: readonly RouteNode[],
  chunkNames: ChunkNames,
  registry: ReadonlyMap<string, string>,
): PageChunks[] {
  const byPath = new Map<string, ChunkNames[]>();
  for (const [key, value] of Object.entries(chunkNames)) {
    const path = key.slice(0, key.lastIndexOf('-'));
    byPath.set(path, [...(byPath.get(path) ?? []), value as ChunkNames]);
  }
  const walk = (node: RouteNode, above: ChunkUse[]): PageChunks[] => {
    const chunks = [...above, ...usesOf(entryOf(node, byPath, registry), node, registry)];
    if (!node.routes?.length) return [{ path: node.path, chunks }];
    return node.routes.flatMap((child) => walk(child, chunks));
  };
  return routes.flatMap((route) => walk(route, []));
}
