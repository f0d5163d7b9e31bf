import { type GatehouseError, localError } from './errors';
import type { Http } from './http';
import type { Result } from './result';

/** The longest text document getText reads, in characters (the content reader's own cap). */
export const MAX_TEXT_CHARS = 1_000_000;

/**
 * What a capped read throws inside the exchange's deadline: `Http.getBody` fails the exchange
 * with `refused` (a plain object, so that createClient's own code carries no error class).
 */
const tooLarge = (url: string, maxChars: number): { refused: GatehouseError } => ({
  refused: localError('schema', 'E_TOO_LARGE', `${url} is longer than ${maxChars} characters`),
});

/**
 * A successful answer's body as text, at most `maxChars` characters: a declared length past
 * what so many characters can take is refused before reading, a longer body as soon as the
 * read passes the cap (the rest is never read).
 */
async function readCapped(response: Response, url: string, maxChars: number): Promise<string> {
  // A character takes at most 4 bytes in UTF-8.
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxChars * 4) throw tooLarge(url, maxChars);
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    text += decoder.decode(value, { stream: !done });
    if (text.length > maxChars) {
      void reader.cancel().catch(() => undefined);
      throw tooLarge(url, maxChars);
    }
    if (done) return text;
  }
}

/**
 * GET a public text document (the provider's HTML content: flow screens, widget pages) with
 * `http`'s fetch, deadline and error values and no API headers, refused as `E_TOO_LARGE` past
 * `maxChars` characters without reading the rest. Its own module: only the content loaders
 * (a flow's screens, a widget's pages) import it, so createClient's own code does not carry it.
 */
export const getText = (
  http: Pick<Http, 'getBody'>,
  url: string,
  signal?: AbortSignal,
  maxChars = MAX_TEXT_CHARS,
): Promise<Result<string>> =>
  http.getBody(url, signal, (response) => readCapped(response, url, maxChars));
