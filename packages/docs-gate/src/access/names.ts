/**
 * The two audiences that are words, in a module of their own: the theme's client components
 * (sidebar, cards) compare audiences in every reader's browser, and spec.ts builds zod schemas
 * at load, which would put zod in the docs' bundle for two strings.
 */
export const PUBLIC = 'public';
export const SIGNED_IN = 'signed-in';
