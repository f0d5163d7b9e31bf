import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { GateOptionsSchema, parseOptions } from './gate-options';

export { DEFAULT_FLOW_ID, DEFAULT_SIGN_IN_PATH, describeIssues } from './gate-options';

const isDirectory = (path: string) => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
};

/**
 * The Node gate's options: every host's (gate-options.ts) and where its files are on disk.
 * The key order puts `root` first, as it is named first in errors.
 */
export const DocsGateOptionsSchema = z
  .object({
    /** The built site (Docusaurus's `build/`): an existing directory. */
    root: z
      .string({ error: 'must be the path of the built site' })
      .min(1, 'must be the path of the built site')
      .refine((root) => isDirectory(resolve(root)), 'must be an existing directory')
      .transform((root) => resolve(root)),
  })
  .extend(GateOptionsSchema.shape)
  .extend({
    /**
     * Where the built sign-in page is (index.html and its assets). By default dist/sign-in/ of
     * this package; set it for tests or to serve a sign-in page of your own. Public: never point
     * it at anything that holds docs.
     */
    signInDir: z
      .string()
      .min(1)
      .transform((dir) => resolve(dir))
      .optional(),
  });

/** What `createDocsGate` takes: the schema's input, so the two cannot drift apart. */
export type DocsGateOptions = z.input<typeof DocsGateOptionsSchema>;

export type ResolvedDocsGateOptions = z.output<typeof DocsGateOptionsSchema>;

/** The options, checked; a TypeError naming every bad option otherwise. */
export const parseDocsGateOptions = (options: DocsGateOptions): ResolvedDocsGateOptions =>
  parseOptions(DocsGateOptionsSchema, options);
