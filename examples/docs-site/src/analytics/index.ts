// Page analytics for the docs: one event per route change, carrying only the signed-in
// reader's email domain (spec 001 §1), never the address. No third-party script: events go
// to a pluggable sink (the console in the demo; a beacon to your own endpoint in production).

export interface PageEvent {
  type: 'page';
  /** The route, without query or hash (search terms never leave the page). */
  path: string;
  title: string;
  /** `acme.test` for `ada@acme.test`; null while nobody is signed in. */
  domain: string | null;
  at: string;
}

export type AnalyticsSink = (event: PageEvent) => void;

/** The browser event a login gate dispatches when the reader changes (detail: email or null). */
export const READER_EVENT = 'gatehouse:reader';

let sink: AnalyticsSink = () => {};
let domain: string | null = null;

/** The part after the last `@`, lower-cased; null for anything that is not an address. */
export function emailDomain(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  const host =
    at > 0
      ? email
          .slice(at + 1)
          .trim()
          .toLowerCase()
      : '';
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) ? host : null;
}

export function setAnalyticsSink(next: AnalyticsSink): void {
  sink = next;
}

/** Called by the gate (or through READER_EVENT). Only the domain is kept. */
export function setReader(email: string | null): void {
  domain = emailDomain(email);
}

export function pageEvent(path: string, title: string, now = new Date()): PageEvent {
  return { type: 'page', path, title, domain, at: now.toISOString() };
}

export function trackPage(path: string, title: string): void {
  try {
    sink(pageEvent(path, title));
  } catch (error) {
    // A broken sink must never break reading the docs.
    console.warn('analytics sink failed', error);
  }
}

export const consoleSink: AnalyticsSink = (event) => console.info('[analytics]', event);
