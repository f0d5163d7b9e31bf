import { localError } from './errors';
import { type Http, parseJson } from './http';
import { fail, ok, type Result } from './result';

// The static content host's documents (`/pages/{projectId}/v2-beta/`: config.json, theme.json,
// the provider's HTML screens and widget pages), read through `Http.getBody`. A module of its
// own: only the content loaders (a flow's run, a widget's pages) import it, so createClient's
// own code does not carry it.

/** The longest text document getText reads, in characters (the content reader's own cap). */
export const MAX_TEXT_CHARS = 1_000_000;

/**
 * A successful answer's body as text, at most `maxChars` characters: a declared length past
 * what so many characters can take is refused before reading, a longer body as soon as the
 * read passes the cap (the rest is never read). A refusal calls `refuse` and reads nothing
 * more (getText then fails the exchange), so that createClient's own code needs no way for a
 * reader to fail.
 */
async function readCapped(
  response: Response,
  maxChars: number,
  refuse: () => void,
): Promise<string> {
  // A character takes at most 4 bytes in UTF-8.
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  const reader = declared > maxChars * 4 ? undefined : response.body?.getReader();
  if (!reader) {
    if (response.body) {
      refuse();
      void response.body.cancel().catch(() => undefined);
    }
    return '';
  }
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    text += decoder.decode(value, { stream: !done });
    if (text.length > maxChars) {
      refuse();
      void reader.cancel().catch(() => undefined);
      return '';
    }
    if (done) return text;
  }
}

/**
 * GET a public text document (the provider's HTML content: flow screens, widget pages) with
 * `http`'s fetch, deadline and error values and no API headers, refused as `E_TOO_LARGE` past
 * `maxChars` characters without reading the rest.
 */
export async function getText(
  http: Pick<Http, 'getBody'>,
  url: string,
  signal?: AbortSignal,
  maxChars = MAX_TEXT_CHARS,
): Promise<Result<string>> {
  let refused = false;
  const answer = await http.getBody(url, signal, (response) =>
    readCapped(response, maxChars, () => {
      refused = true;
    }),
  );
  return refused
    ? fail(localError('schema', 'E_TOO_LARGE', `${url} is longer than ${maxChars} characters`))
    : answer;
}

/** GET a public JSON document (config.json, theme.json): a body that is not JSON is `E_SCHEMA`. */
export async function getJson(
  http: Pick<Http, 'getBody'>,
  url: string,
  signal?: AbortSignal,
): Promise<Result<unknown>> {
  const answer = await http.getBody(url, signal);
  if (!answer.ok) return answer;
  const body = parseJson(answer.data);
  return body === undefined
    ? fail(localError('schema', 'E_SCHEMA', `${url} answered with a body that is not JSON`))
    : ok(body);
}
