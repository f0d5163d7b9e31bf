import { SESSION_KEY } from './keys';

export interface CookieSettings {
  domain?: string;
  path?: string;
  /** Seconds. */
  maxAge?: number;
}

const hasDocument = () => typeof document !== 'undefined';

/**
 * `Secure` where the page is https. A browser drops a Secure cookie that an http page sets
 * (loopback aside, and not in every browser), so on a plain-http host (the demo, a local
 * docs gate) the cookie would never reach the server.
 */
const secure = () => (globalThis.location?.protocol === 'https:' ? ['Secure'] : []);

/**
 * Mirror the session token into a cookie so that the app's own server (or the docs gate)
 * can read it. Strict same-site always, and secure on https pages, as the provider's SDK
 * sets it.
 */
export function writeSessionCookie(token: string, settings: CookieSettings = {}): void {
  if (!hasDocument()) return;
  const parts = [
    `${SESSION_KEY}=${encodeURIComponent(token)}`,
    `Path=${settings.path || '/'}`,
    'SameSite=Strict',
    ...secure(),
  ];
  if (settings.domain) parts.push(`Domain=${settings.domain}`);
  if (settings.maxAge !== undefined)
    parts.push(`Max-Age=${Math.max(0, Math.floor(settings.maxAge))}`);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
  document.cookie = parts.join('; ');
}

export function clearSessionCookie(settings: CookieSettings = {}): void {
  if (!hasDocument()) return;
  const parts = [`${SESSION_KEY}=`, `Path=${settings.path || '/'}`];
  if (settings.domain) parts.push(`Domain=${settings.domain}`);
  parts.push('Max-Age=0', 'SameSite=Strict', ...secure());
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
  document.cookie = parts.join('; ');
}
