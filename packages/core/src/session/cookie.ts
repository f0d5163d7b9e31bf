import { SESSION_KEY } from './keys';

export interface CookieSettings {
  domain?: string;
  path?: string;
  /** Seconds. */
  maxAge?: number;
}

const hasDocument = () => typeof document !== 'undefined';

/**
 * Mirror the session token into a cookie so that the app's own server (or the docs gate)
 * can read it. Strict same-site and secure, as the provider's SDK sets it.
 */
export function writeSessionCookie(token: string, settings: CookieSettings = {}): void {
  if (!hasDocument()) return;
  const parts = [
    `${SESSION_KEY}=${encodeURIComponent(token)}`,
    `Path=${settings.path || '/'}`,
    'SameSite=Strict',
    'Secure',
  ];
  if (settings.domain) parts.push(`Domain=${settings.domain}`);
  if (settings.maxAge !== undefined)
    parts.push(`Max-Age=${Math.max(0, Math.floor(settings.maxAge))}`);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
  document.cookie = parts.join('; ');
}

export function clearSessionCookie(settings: CookieSettings = {}): void {
  if (!hasDocument()) return;
  const domain = settings.domain ? `; Domain=${settings.domain}` : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
  document.cookie = `${SESSION_KEY}=; Path=${settings.path || '/'}${domain}; Max-Age=0; SameSite=Strict; Secure`;
}
