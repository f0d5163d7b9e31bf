// What a browser does on the emulator's HTML pages, for tests: load a page, submit its GET
// form, and read where the redirect goes, without following it.

export async function getPage(url: string) {
  const response = await fetch(url);
  const csp = response.headers.get('content-security-policy') ?? '';
  return { status: response.status, html: await response.text(), csp };
}

/** Submit a GET form at `action` (relative to `base`); answers the redirect's Location. */
export async function submitForm(
  base: string,
  action: string,
  fields: Record<string, string>,
): Promise<{ status: number; location: string }> {
  const url = new URL(action, base);
  for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, value);
  const response = await fetch(url, { redirect: 'manual' });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

/** The `code` query parameter of a redirect target. */
export const codeOf = (location: string) => new URL(location).searchParams.get('code') ?? '';
