import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { ID_PATTERN, idRule } from '../ids';
import { safeReturnPath } from '../return-path';
import { DEFAULT_SIGN_IN_PATH } from '../sign-in-path';

/** The sign-in page the gate redirects to, served from its public area. */
export { DEFAULT_SIGN_IN_PATH };
/** The flow the sign-in page runs, named for the docs. */
export const DEFAULT_FLOW_ID = 'docs-sign-in';

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
 * The gate's options, checked once when it is created. The project id, base URL and flow id
 * are public: the gate hands them to the sign-in page through /_gate/config.json.
 */
export const DocsGateOptionsSchema = z.object({
  /** The built site (Docusaurus's `build/`). */
  root: z
    .string({ error: 'must be the path of the built site' })
    .min(1, 'must be the path of the built site')
    .refine((root) => isDirectory(resolve(root)), 'must be an existing directory')
    .transform((root) => resolve(root)),
  /** The provider's project id; sessions of any other project are refused. */
  projectId: z.string({ error: 'must be a project id' }).regex(ID_PATTERN, idRule('project')),
  /** Where the provider (or the emulator) answers, e.g. https://api.descope.com. */
  baseUrl: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((url) => url.replace(/\/+$/, '')),
  /** The flow the sign-in page runs. */
  flowId: z
    .string({ error: 'must be a flow id' })
    .regex(ID_PATTERN, idRule('flow'))
    .default(DEFAULT_FLOW_ID),
  /**
   * Where signed-out readers are sent. Only change it when something in front of the gate
   * serves another sign-in page at that path: the gate itself serves only /_gate/.
   */
  signInPath: z
    .string()
    .refine(
      (path) => safeReturnPath(path) === path && !path.includes('?') && !path.includes('#'),
      'must be a same-origin path such as /_gate/sign-in',
    )
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
  /** The clock for token expiry and the key set's cooldown and age, in ms (tests move it). */
  now: fn<() => number>('a function returning milliseconds').default(() => Date.now),
  /** The fetch used to load the provider's keys. */
  fetch: fn<typeof fetch>('a fetch function').optional(),
});

/** What `createDocsGate` takes (checked by the schema above when the gate is created). */
export interface DocsGateOptions {
  /** The built site (Docusaurus's `build/`): an existing directory. */
  root: string;
  /** The provider's project id; sessions of any other project are refused. Public. */
  projectId: string;
  /** Where the provider (or the emulator) answers, e.g. https://api.descope.com. Public. */
  baseUrl: string;
  /** The flow the sign-in page runs (default 'docs-sign-in'). Public. */
  flowId?: string;
  /**
   * Where signed-out readers are sent (default '/_gate/sign-in'). Only change it when
   * something in front of the gate serves another sign-in page there.
   */
  signInPath?: string;
  /**
   * The built sign-in page's folder (default: dist/sign-in/ of this package). For tests, or to
   * serve a sign-in page of your own. Everything in it is public.
   */
  signInDir?: string;
  /** The clock for token expiry and the key set's cooldown and age, in ms (default Date.now). */
  now?: () => number;
  /** The fetch used to load the provider's keys (default the global fetch). */
  fetch?: typeof fetch;
}

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
