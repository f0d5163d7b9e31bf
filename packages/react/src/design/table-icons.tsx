// The table's icons (sort state, the scroll cue's chevrons): a module of their own, since the
// table loads on demand beside the first search. A module that a page's entry shares with a
// part is kept whole in the entry, so these in icons.tsx rode up front in every widget.
import { svg } from './icons';

export const ChevronLeftIcon = /* @__PURE__ */ svg(<path d="m14.5 6-6 6 6 6" />, false);
export const ChevronRightIcon = /* @__PURE__ */ svg(<path d="m9.5 6 6 6-6 6" />, false);
/** Sorted ascending: the upper arrow solid, the lower one faint. */
export const SortAscIcon = /* @__PURE__ */ svg(
  <>
    <path d="m8 10 4-4 4 4" />
    <path d="m8 14 4 4 4-4" opacity=".3" />
  </>,
  false,
);
export const SortDescIcon = /* @__PURE__ */ svg(
  <>
    <path d="m8 10 4-4 4 4" opacity=".3" />
    <path d="m8 14 4 4 4-4" />
  </>,
  false,
);
/** Sortable, not sorted: both arrows faint. */
export const SortNoneIcon = /* @__PURE__ */ svg(
  <path d="m8 10 4-4 4 4M8 14l4 4 4-4" opacity=".45" />,
  false,
);
