import * as z from 'zod/mini';

/** Where the gate serves the sign-in page's settings (public values only). */
export const CONFIG_URL = '/_gate/config.json';

export const GateConfig = z.object({
  projectId: z.string().check(z.regex(/^[A-Za-z0-9]+$/)),
  baseUrl: z.url({ protocol: /^https?$/ }),
  flowId: z._default(z.string().check(z.regex(/^[A-Za-z0-9_-]+$/)), 'docs-sign-in'),
});
export type GateConfig = z.infer<typeof GateConfig>;

/** The page's settings from the gate; throws when they are missing or malformed. */
export async function loadConfig(
  fetch: (input: string, init?: RequestInit) => Promise<Response>,
  url = CONFIG_URL,
): Promise<GateConfig> {
  const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The sign-in settings answered ${response.status}`);
  const parsed = GateConfig.safeParse(await response.json());
  if (!parsed.success) throw new Error('The sign-in settings are malformed');
  return parsed.data;
}
