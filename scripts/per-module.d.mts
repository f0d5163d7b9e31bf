// Types of per-module.mjs, for the packages' tsup configs.
import type { Plugin } from 'esbuild';
import type { Options } from 'tsup';

/** `specifier` as a built file imports it (`./flow` -> `./flow/index.js`); undefined if none. */
export function builtSpecifier(dir: string, specifier: string): string | undefined;
/** The esbuild plugin that keeps every relative import an import of its own built file. */
export const keepModules: Plugin;
/** The source modules the entries reach, as tsup entries named after their path under src. */
export function reachableModules(entries: string[], cwd?: string): Promise<Record<string, string>>;
/** The tsup options for a package built one file per module. */
export function perModule(
  entries: string[],
): Promise<Pick<Options, 'entry' | 'bundle' | 'splitting' | 'esbuildPlugins'>>;
