// The file a `<ForAudience>` block's content is moved to (remark-for-audience.ts writes it, the
// theme's webpack plugin finds its chunk): one spelling of its name and of its first line.

/** How the names of a page's partials start. */
export const partialPrefix = (page: string) => `_gh-block-${page}-`;

/** `_gh-block-<page>-<hash>.mdx`: the `_` makes it an MDX partial, compiled but never a page. */
export const partialName = (page: string, hash: string) => `${partialPrefix(page)}${hash}.mdx`;

/** Any block partial's file name (its path's last part). */
export const PARTIAL_FILE = /(?:^|[\\/])_gh-block-[^\\/]*-[0-9a-f]{12}\.mdx$/;

const HEADER = /^\{\/\* gatehouse-block (.+) \*\/\}\n/;

/**
 * The partial's text: an MDX comment naming the block's audience (compiled to nothing, read
 * back by the webpack plugin), then the block's content as the page wrote it.
 */
export const partialText = (audience: string, body: string) =>
  `{/* gatehouse-block ${audience} */}\n\n${body}\n`;

/** The audience key a partial's text names; undefined when it is not a block partial. */
export function partialAudience(text: string): string | undefined {
  return HEADER.exec(text)?.[1];
}
