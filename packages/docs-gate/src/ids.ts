/**
 * What a project id and a flow id may be, for every part of the gate: the server's options,
 * the theme's options and the configuration the server hands the pages. One rule, so a project
 * the server gate accepts is never refused as "malformed" by the page it serves.
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The sign-in flow the gate runs when none is named (the emulator serves it): the server's
 * default, the theme's and the pages' configuration's, declared once.
 */
export const DEFAULT_FLOW_ID = 'docs-sign-in';

/** Said where an id breaks the rule. */
export const idRule = (what: 'project' | 'flow') =>
  `must be a ${what} id (1 to 128 letters, digits, - and _)`;
