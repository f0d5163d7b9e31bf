import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_FLOW_ID, ID_PATTERN, idRule } from '../ids';
import { DEFAULT_SIGN_IN_PATH, isSignInPath } from '../sign-in-path';

/** The flow the sign-in page runs, and the sign-in page the gate redirects to. */
export { DEFAULT_FLOW_ID, DEFAULT_SIGN_IN_PATH };

const isDirectory = (path: string) => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
};

const fn = <T>(what: string) =>
  z.custom<T>((value) => typeof value === 'function', `must be ${what}`);

/**
 * The gate's options, checked once when it is created. The project id, base URL, flow id and
 * sign-in path are public: the gate hands them to its pages through /_gate/config.json and .js.
 */
export const DocsGateOptionsSchema = z.object({
  /** The built site (Docusaurus's `build/`): an existing directory. */
  root: z
    .string({ error: 'must be the path of the built site' })
    .min(1, 'must be the path of the built site')
    .refine((root) => isDirectory(resolve(root)), 'must be an existing directory')
    .transform((root) => resolve(root)),
  /** The provider's project id; sessions of any other project are refused. Public. */
  projectId: z.string({ error: 'must be a project id' }).regex(ID_PATTERN, idRule('project')),
  /** Where the provider (or the emulator) answers, e.g. https://api.descope.com. Public. */
  baseUrl: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((url) => url.replace(/\/+$/, '')),
  /** The flow the sign-in page runs (default 'docs-sign-in'). Public. */
  flowId: z
    .string({ error: 'must be a flow id' })
    .regex(ID_PATTERN, idRule('flow'))
    .default(DEFAULT_FLOW_ID),
  /**
   * Where signed-out readers are sent (default '/_gate/sign-in'), by the gate's redirect and by
   * the docs' theme. Only change it when something in front of the gate serves another sign-in
   * page at that path: the gate itself serves only /_gate/. Public.
   */
  signInPath: z
    .string()
    .refine(isSignInPath, 'must be a same-origin path such as /_gate/sign-in')
    .default(DEFAULT_SIGN_IN_PATH),
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
  /** The clock for token expiry and the key set's cooldown and age, in ms (default Date.now). */
  now: fn<() => number>('a function returning milliseconds').default(() => Date.now),
  /** The fetch used to load the provider's keys (default the global fetch). */
  fetch: fn<typeof fetch>('a fetch function').optional(),
});

/** What `createDocsGate` takes: the schema's input, so the two cannot drift apart. */
export type DocsGateOptions = z.input<typeof DocsGateOptionsSchema>;

export type ResolvedDocsGateOptions = z.output<typeof DocsGateOptionsSchema>;

/** One line per bad option, each naming it: `root: must be an existing directory`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `  ${issue.path.join('.') || '(options)'}: ${issue.message}`)
    .join('\n');
}

/** The options, checked; a TypeError naming every bad option otherwise. */
export function parseDocsGateOptions(options: DocsGateOptions): ResolvedDocsGateOptions {
  const parsed = DocsGateOptionsSchema.safeParse(options);
  if (!parsed.success) {
    throw new TypeError(`@gatehouse/docs-gate: invalid options\n${describeIssues(parsed.error)}`);
  }
  return parsed.data;
}
