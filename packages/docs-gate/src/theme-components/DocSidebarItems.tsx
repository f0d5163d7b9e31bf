import InitDocSidebarItems from '@theme-init/DocSidebarItems';
import { type ComponentProps, useMemo } from 'react';
import { shownItems, useShownLinks } from './shown-items';

type Props = ComponentProps<typeof InitDocSidebarItems>;

/**
 * The sidebar's items (every level: categories render their children through this too), cut
 * down to the pages the reader may open: in the built HTML, those every reader of the page
 * may open; after hydration, this reader's. Wraps the classic theme's; no swizzling.
 */
export default function DocSidebarItems(props: Props) {
  const shows = useShownLinks(props.activePath);
  const items = useMemo(() => shownItems(props.items, shows), [props.items, shows]);
  return <InitDocSidebarItems {...props} items={items} />;
}
