/**
 * What a project id and a flow id may be, for every part of the gate: the server's options,
 * the theme's options and the configuration the server hands the pages. One rule, so a project
 * the server gate accepts is never refused as "malformed" by the page it serves.
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** Said where an id breaks the rule. */
export const idRule = (what: 'project' | 'flow') =>
  `must be a ${what} id (1 to 128 letters, digits, - and _)`;
