import { useCurrentSidebarSiblings } from '@docusaurus/plugin-content-docs/client';
import { useLocation } from '@docusaurus/router';
import InitDocCardList from '@theme-init/DocCardList';
import { type ComponentProps, useMemo } from 'react';
import { shownItems, useShownLinks } from './shown-items';

type Props = ComponentProps<typeof InitDocCardList>;
type Items = NonNullable<Props['items']>;

/**
 * The cards of a category page (and a `<DocCardList />` in a doc), cut down as the sidebar
 * is (shown-items.ts). Without `items`, the classic list shows the current category's
 * siblings: they are read here, so they are filtered too.
 */
export default function DocCardList(props: Props) {
  return props.items ? (
    <ShownCards items={props.items} className={props.className} />
  ) : (
    <SiblingCards className={props.className} />
  );
}

function SiblingCards({ className }: { className?: string }) {
  return <ShownCards items={useCurrentSidebarSiblings()} className={className} />;
}

function ShownCards({ items, className }: { items: Items; className?: string }) {
  const shows = useShownLinks(useLocation().pathname);
  const shown = useMemo(() => shownItems(items, shows), [items, shows]);
  return <InitDocCardList items={shown} className={className} />;
}
