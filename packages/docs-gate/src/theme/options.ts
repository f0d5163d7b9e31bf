import * as z from 'zod';
import { ID_PATTERN, idRule } from '../ids';
import { DEFAULT_BASE_URL, DEFAULT_FLOW_ID, type GateOptionsData } from './constants';

/** Validated options, with the plugin id Docusaurus requires of every instance. */
export type ValidatedOptions = GateOptionsData & { id: string };

const Options = z
  .object({
    /** The provider's project id (public: it is in every sign-in request). */
    projectId: z
      .string({ error: 'is required (your project id from the provider)' })
      .regex(ID_PATTERN, idRule('project')),
    /** The provider's API, or the emulator on loopback (default the provider's). */
    baseUrl: z
      .string({ error: 'must be a URL' })
      .refine(isHttpUrl, 'must be an http(s) URL such as https://api.descope.com')
      .default(DEFAULT_BASE_URL),
    /** The sign-in flow to show (default 'docs-sign-in'). */
    flowId: z
      .string({ error: 'must be a string' })
      .regex(ID_PATTERN, idRule('flow'))
      .default(DEFAULT_FLOW_ID),
  })
  // Unknown keys are reported by `unknownKeys` below, with a better message than zod's.
  .strip();

/** What a site writes in `themes: [['@gatehouse/docs-gate', {...}]]`: the schema's input. */
export type DocsGateOptions = z.input<typeof Options>;

/** The options the theme knows, read off the schema. */
const KNOWN = Object.keys(Options.shape);

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Names that look like credentials: they must never reach a page. */
const SECRET = /key|secret|token|password|credential|private/i;

/**
 * Every option is written into the client bundle (global data), so anything the theme does
 * not know is refused rather than passed along: a management key put here by mistake would
 * be published with the site.
 */
function unknownKeys(options: Record<string, unknown>): string[] {
  const keys = Object.keys(options).filter((key) => !KNOWN.includes(key));
  return keys.map((key) =>
    SECRET.test(key)
      ? `"${key}" is not an option, and looks like a secret: only public values may be passed, because it would end up in the client bundle. Keep it on the server.`
      : `"${key}" is not an option (the theme takes ${KNOWN.join(', ')}; only public values, because every option ends up in the client bundle).`,
  );
}

/**
 * Docusaurus calls this before the theme is created. zod at the edge, the messages name each
 * bad option; `id` is added because Docusaurus requires one of every plugin instance.
 */
export function validateOptions({ options }: { options: unknown }): ValidatedOptions {
  const given = (options ?? {}) as Record<string, unknown>;
  if (typeof given !== 'object' || Array.isArray(given)) {
    throw new Error(
      '@gatehouse/docs-gate: the theme options must be an object: { projectId, baseUrl?, flowId? }',
    );
  }
  const problems = unknownKeys(given);
  const parsed = Options.safeParse(given);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push(`${issue.path.join('.') || 'options'} ${issue.message}`);
    }
  }
  if (problems.length > 0 || !parsed.success) {
    throw new Error(
      `@gatehouse/docs-gate: invalid theme options:\n${problems.map((p) => `- ${p}`).join('\n')}`,
    );
  }
  return { ...parsed.data, id: 'default' };
}
