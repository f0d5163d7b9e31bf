import { CONFIG_URL, GateConfig } from '../gate-config';

export { CONFIG_URL, GateConfig };

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
