// Redirect URLs are the app's own pages: only absolute http(s) URLs, so that a crafted value
// cannot turn a redirect into a `javascript:` link. One rule for requests and seeds alike.

/** Why `value` is not an absolute http(s) URL ('must be ...'), or undefined when it is. */
export function httpUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return 'must be an http or https URL';
  }
  return undefined;
}
