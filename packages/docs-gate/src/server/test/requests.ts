/** Where the test requests are addressed: the gate answers any origin. */
export const ORIGIN = 'http://docs.test';

/** An answer of the gate, its body read as text. */
export interface Sent {
  status: number;
  headers: Headers;
  body: string;
}

/** A request to the gate's web-standard handler, with the session cookie when a token is given. */
export async function send(
  target: { fetch(request: Request): Promise<Response> },
  path: string,
  init: { token?: string; method?: string; headers?: Record<string, string> } = {},
): Promise<Sent> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token !== undefined) headers.cookie = `DS=${init.token}`;
  const response = await target.fetch(
    new Request(`${ORIGIN}${path}`, { method: init.method ?? 'GET', headers }),
  );
  return { status: response.status, headers: response.headers, body: await response.text() };
}
