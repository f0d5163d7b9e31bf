// `.docusaurus/registry.js`, which Docusaurus 3.10 writes (core's codegenRoutes.js, genRegistry):
// one line per chunk, `"<chunk name>": [() => import(/* webpackChunkName: "<name>" */ "<module>"), ...]`.
const ENTRY =
  /^\s*"([^"\\]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"\\]*" \*\/ "((?:[^"\\]|\\.)*)"\)/gm;

/** Each chunk name of the route registry and the module it loads (`@site/docs/x.md`, `@theme/DocItem`). */
export function parseRegistry(source: string): Map<string, string> {
  const registry = new Map<string, string>();
  for (const [, name, module] of source.matchAll(ENTRY)) {
    registry.set(name as string, JSON.parse(`"${module}"`) as string);
  }
  if (registry.size === 0 && /import\(/.test(source)) {
    throw new Error(
      '@gatehouse/docs-gate: .docusaurus/registry.js is not in the format of Docusaurus 3.10 (no entry read): the manifest cannot be written',
    );
  }
  return registry;
}
