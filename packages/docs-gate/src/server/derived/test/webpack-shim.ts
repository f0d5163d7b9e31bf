import { runInNewContext } from 'node:vm';

/**
 * What a webpack JSON chunk gives the client: the chunk run in a fresh global, as the browser
 * runs it (it pushes `[[ids], {moduleId(module) {…}}]` onto `globalThis.webpackChunk…`), then
 * its one module called as webpack's runtime calls it. Throws as the browser would on a chunk
 * that does not run.
 */
export function runJsonChunk(chunk: string): unknown {
  const global: Record<string, unknown> = {};
  runInNewContext(chunk, global);
  const queues = Object.entries(global).filter(([name]) => name.startsWith('webpackChunk'));
  if (queues.length !== 1) throw new Error(`the chunk fed ${queues.length} webpack queues`);
  const pushed = queues[0]?.[1] as [number[], Record<string, (module: object) => void>][];
  if (pushed.length !== 1) throw new Error(`the chunk pushed ${pushed.length} entries`);
  const modules = Object.values(pushed[0]?.[1] ?? {});
  if (modules.length !== 1) throw new Error(`the chunk holds ${modules.length} modules`);
  const module = { exports: {} as unknown };
  modules[0]?.(module);
  return module.exports;
}
