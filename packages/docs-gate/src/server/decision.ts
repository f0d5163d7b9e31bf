import type { Claims } from '@gatehouse/core';
import { type Access, allows, PUBLIC } from '../access';
import type { Target } from './paths';

export type Decision = 'serve' | 'sign-in' | 'unauthorized' | 'forbidden' | 'not-found';

/**
 * Who may fetch a file. `anyOf`: a reader who passes any one of its audiences (the manifest's
 * `audiences`; a file the manifest does not list is `signed-in`). `allOf`: a reader who passes
 * every one (a derived file the gate cannot cut down per reader: only a reader who may open
 * every page of the site may have the whole of it).
 */
export type FileRule = { anyOf: readonly Access[] } | { allOf: readonly Access[] };

export interface DecisionInput {
  target: Target;
  method: string;
  /** The request's Accept header. */
  accept: string | undefined;
  /** The rule of the file the path names, or null when the build holds no such file. */
  rule: FileRule | null;
  /** The verified session's claims, or null without one (or when the file is public). */
  claims: Claims | null;
}

/**
 * Whether a request is a page navigation: the browser asks for HTML, or the path is a route
 * (no file extension). Only these are worth a redirect to the sign-in page.
 */
export const wantsPage = (target: Target, accept: string | undefined) =>
  !target.hasExtension || (accept ?? '').toLowerCase().includes('text/html');

/** A GET or HEAD page navigation: what gets the sign-in redirect or the 403 page. */
export const isNavigation = (target: Target, method: string, accept: string | undefined) =>
  (method === 'GET' || method === 'HEAD') && wantsPage(target, accept);

/** Whether a reader (claims, or null when signed out) may fetch a file of this rule. */
export const passes = (rule: FileRule, claims: Claims | null): boolean =>
  'anyOf' in rule
    ? rule.anyOf.some((access) => allows(access, claims))
    : rule.allOf.every((access) => allows(access, claims));

/** Whether anyone may fetch the file: then the gate never needs the session to serve it. */
export const isOpen = (rule: FileRule | null): boolean =>
  rule !== null && 'anyOf' in rule && rule.anyOf.includes(PUBLIC);

/**
 * The gate's rule for everything outside its public area. A reader who passes the file's rule
 * gets it. Without a session, whether the file exists or not, a page navigation goes to the
 * sign-in page and every other request is 401 with nothing in it: a signed-out request learns
 * nothing about the site. A signed-in reader learns that a file is not for them (403) or not
 * there (404), never the sign-in loop. The query string plays no part.
 */
export function decide({ target, method, accept, rule, claims }: DecisionInput): Decision {
  if (rule && passes(rule, claims)) return 'serve';
  if (claims === null) return isNavigation(target, method, accept) ? 'sign-in' : 'unauthorized';
  return rule ? 'forbidden' : 'not-found';
}
