import type { UserFilters as Filters, UserStore } from '@gatehouse/core';
import { Select } from '../kit';
import { useAtom } from '../shared/use-atom';

const NAMES = ['status', 'role'] as const satisfies readonly (keyof Filters)[];

/**
 * The user list's two filters, in the header after the search: a labelled native select each
 * (keyboard and screen readers know them), "All" clearing it. What they offer and what they
 * do is the store's (`$filterChoices`, `filter`).
 */
export function UserFilters({ store }: { store: UserStore }) {
  const filters = useAtom(store.$filters);
  const choices = useAtom(store.$filterChoices);
  return NAMES.map((name) => (
    <Select
      key={name}
      label={choices[name].label}
      placeholder={choices[name].all}
      options={choices[name].options}
      value={filters[name] ?? ''}
      onChange={(value) => void store.filter({ [name]: value })}
    />
  ));
}
