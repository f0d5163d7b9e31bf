/**
 * Headers of every answer about the gated site. `Vary: Cookie` because the same URL answers
 * differently per reader; `private` so that no shared cache keeps a reader's copy; `no-store`
 * on refusals so that a browser does not replay a 302 or 401 after the reader signs in.
 */
export const GATED_OK = {
  'cache-control': 'private',
  vary: 'Cookie',
  'x-content-type-options': 'nosniff',
} as const;

export const GATED_REFUSAL = {
  'cache-control': 'private, no-store',
  vary: 'Cookie',
  'x-content-type-options': 'nosniff',
} as const;

/** An empty answer: refusals carry no content at all. */
export const empty = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: { ...GATED_REFUSAL, ...headers } });

/**
 * A derived file's variant: the same URL holds another reader class's variant, so a browser
 * shared by two readers revalidates every time (its ETag names the class).
 */
export const GATED_VARIANT = {
  'cache-control': 'private, no-cache',
  vary: 'Cookie',
  'x-content-type-options': 'nosniff',
} as const;
