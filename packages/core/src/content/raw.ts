/**
 * An element as a parser saw it, before the allowlist: every attribute (in order, as the parser
 * named them), every child. Text is a plain string; comments, doctypes and the like are gone.
 */
export interface RawElement {
  readonly tag: string;
  readonly attrs: ReadonlyArray<readonly [name: string, value: string]>;
  readonly children: RawNode[];
}
export type RawNode = RawElement | string;

/**
 * HTML to raw nodes: the browser's inert parser (inert.ts) or our tokenizer (parse-html.ts).
 * `TOO_DEEP` when elements nest past `MAX_CONTENT_DEPTH`, so no raw tree is deeper.
 */
export type ContentParser = (html: string) => RawNode[] | typeof TOO_DEEP;

/** What a parser answers for content nested past `MAX_CONTENT_DEPTH`. */
export const TOO_DEEP = 'too-deep';
