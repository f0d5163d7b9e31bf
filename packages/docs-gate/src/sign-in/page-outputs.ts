import type { Metafile } from 'esbuild';

/**
 * The outputs of a split build that a page whose entry is `entryPoint` can load: the entry's
 * output, its CSS bundle, and every output those import, statically or on demand, transitively.
 *
 * esbuild writes more than that: with splitting, each `import()` it meets becomes a chunk
 * before tree shaking, and the chunk stays when the code holding the `import()` is dropped
 * (evanw/esbuild#3704). Core's dist holds the admin widgets' lazy parts (users, roles, audit,
 * their mocks) beside the session the sign-in page uses, so their chunks would be written too,
 * although nothing the page runs names them.
 */
export function pageOutputs(metafile: Metafile, entryPoint: string): Set<string> {
  const { outputs } = metafile;
  const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === entryPoint);
  if (!entry) throw new Error(`No output for the entry point ${entryPoint}`);
  const reached = new Set<string>();
  const visit = (path: string) => {
    const output = outputs[path];
    if (reached.has(path) || !output) return;
    reached.add(path);
    if (output.cssBundle) visit(output.cssBundle);
    for (const imported of output.imports) if (!imported.external) visit(imported.path);
  };
  visit(entry);
  return reached;
}
