import { z } from 'zod';
import { DEFAULT_FLOW_ID, ID_PATTERN, idRule } from '../ids';
import { DEFAULT_SIGN_IN_PATH, isSignInPath } from '../sign-in-path';

/** The flow the sign-in page runs, and the sign-in page the gate redirects to. */
export { DEFAULT_FLOW_ID, DEFAULT_SIGN_IN_PATH };

const fn = <T>(what: string) =>
  z.custom<T>((value) => typeof value === 'function', `must be ${what}`);

/**
 * The options every host of the gate takes (the Node server's add where its files are; a
 * Worker reads these from its environment), checked once when the gate is made. The project
 * id, base URL, flow id and sign-in path are public: the gate hands them to its pages through
 * /_gate/config.json and .js.
 */
export const GateOptionsSchema = z.object({
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
  /** The clock for token expiry and the key set's cooldown and age, in ms (default Date.now). */
  now: fn<() => number>('a function returning milliseconds').default(() => Date.now),
  /** The fetch used to load the provider's keys (default the global fetch). */
  fetch: fn<typeof fetch>('a fetch function').optional(),
});

export type GateOptions = z.output<typeof GateOptionsSchema>;

/** One line per bad option, each naming it: `root: must be an existing directory`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `  ${issue.path.join('.') || '(options)'}: ${issue.message}`)
    .join('\n');
}

/** The options, checked; a TypeError naming every bad option otherwise. */
export function parseOptions<S extends z.ZodType>(schema: S, options: unknown): z.output<S> {
  const parsed = schema.safeParse(options);
  if (!parsed.success) {
    throw new TypeError(`@gatehouse/docs-gate: invalid options\n${describeIssues(parsed.error)}`);
  }
  return parsed.data;
}
