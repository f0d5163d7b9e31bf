import * as z from 'zod';

/**
 * The sidebar items the docs plugin puts in its version metadata (`PropSidebarItem`): links,
 * categories (with their items, and an `href` when the category has a page of its own) and raw
 * HTML. Only the keys the filter reads are checked; the others ride along untouched.
 */
export type SidebarItem =
  | { type: 'link'; href: string; docId?: string | null; [key: string]: unknown }
  | { type: 'category'; items: SidebarItem[]; href?: string; [key: string]: unknown }
  | { type: 'html'; [key: string]: unknown };

export const SidebarItem: z.ZodType<SidebarItem> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.looseObject({
      type: z.literal('link'),
      href: z.string(),
      docId: z.string().nullish(),
    }),
    z.looseObject({
      type: z.literal('category'),
      items: z.array(SidebarItem),
      href: z.string().optional(),
    }),
    z.looseObject({ type: z.literal('html') }),
  ]),
);

/** Whether a reader may follow a link of the sidebar (an `href` as the file spells it). */
export type MayFollow = (href: string) => boolean;

/**
 * The sidebar as a reader sees it: links they may not follow go; a category keeps its label
 * while it still has something to show, loses its own page's link if they may not open that
 * page, and goes when it has neither items nor a link left. HTML items are the author's own
 * markup, in every reader's sidebar alike, and stay.
 */
export function sidebarFor(items: readonly SidebarItem[], mayFollow: MayFollow): SidebarItem[] {
  const kept: SidebarItem[] = [];
  for (const item of items) {
    const shown = itemFor(item, mayFollow);
    if (shown) kept.push(shown);
  }
  return kept;
}

function itemFor(item: SidebarItem, mayFollow: MayFollow): SidebarItem | undefined {
  if (item.type === 'link') return mayFollow(item.href) ? item : undefined;
  if (item.type !== 'category') return item;
  const items = sidebarFor(item.items, mayFollow);
  // Spreading keeps the keys in their order, so an unchanged category is written as it was.
  const { href, ...rest } = item;
  const linked = href !== undefined && mayFollow(href);
  if (items.length === 0 && !linked) return undefined;
  return linked ? { ...item, items } : { ...rest, items };
}

/** Every doc id a sidebar links to, with the hrefs of those links. */
export function docLinks(items: readonly SidebarItem[], into = new Map<string, string[]>()) {
  for (const item of items) {
    if (item.type === 'category') docLinks(item.items, into);
    if (item.type !== 'link' || !item.docId) continue;
    into.set(item.docId, [...(into.get(item.docId) ?? []), item.href]);
  }
  return into;
}
