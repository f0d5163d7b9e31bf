import type { Target } from './paths';

export type Decision = 'serve' | 'sign-in' | 'unauthorized';

export interface DecisionInput {
  target: Target;
  method: string;
  /** The request's Accept header. */
  accept: string | undefined;
  signedIn: boolean;
}

/**
 * Whether a request is a page navigation: the browser asks for HTML, or the path is a route
 * (no file extension). Only these are worth a redirect to the sign-in page.
 */
export const wantsPage = (target: Target, accept: string | undefined) =>
  !target.hasExtension || (accept ?? '').toLowerCase().includes('text/html');

/**
 * The gate's rule for everything outside its public area: a valid session gets the site;
 * without one, a page navigation (GET or HEAD) goes to the sign-in page and every other
 * request is 401 with nothing in it. The query string plays no part.
 */
export function decide({ target, method, accept, signedIn }: DecisionInput): Decision {
  if (signedIn) return 'serve';
  const navigation = method === 'GET' || method === 'HEAD';
  return navigation && wantsPage(target, accept) ? 'sign-in' : 'unauthorized';
}
