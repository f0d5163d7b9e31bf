import { describe, expect, it } from 'vitest';
import { anyOf, MAX_LIMIT, search, valueAt } from './search';

const items = [
  { name: 'beta', n: 2, tags: ['x'], meta: { team: 'Blue' } },
  { name: 'Alpha', n: 2, tags: ['y', 'Z'], meta: { team: 'red' } },
  { name: 'gamma', n: 1, tags: [], meta: { team: 'blue' } },
];
type Item = (typeof items)[number];
const text = (i: Item) => [i.name, i.tags];
const names = (found: { items: Item[] }) => found.items.map((i) => i.name);

describe('search', () => {
  it('matches text case-insensitively inside lists', () => {
    expect(names(search(items, { text: 'z' }, { text }))).toEqual(['Alpha']);
    expect(names(search(items, { text: '  AMM ' }, { text }))).toEqual(['gamma']);
  });

  it('sorts by several keys, stable, numbers numerically and strings case-insensitively', () => {
    const found = search(
      items,
      { sort: [{ field: 'n', desc: true }, { field: 'name' }] },
      { text },
    );
    expect(names(found)).toEqual(['Alpha', 'beta', 'gamma']);
    expect(names(search(items, { sort: [{ field: 'meta.team' }] }, { text }))).toEqual([
      'beta',
      'gamma',
      'Alpha',
    ]);
    expect(names(search(items, {}, { text, defaultSort: [{ field: 'n' }] }))).toEqual([
      'gamma',
      'beta',
      'Alpha',
    ]);
  });

  it('pages with a zero-based page and caps the limit', () => {
    const many = Array.from({ length: 12_000 }, (_, i) => ({
      name: `n${i}`,
      n: i,
      tags: [],
      meta: { team: '' },
    }));
    expect(search(many, {}, { text }).items).toHaveLength(MAX_LIMIT);
    expect(search(many, { limit: 20_000 }, { text }).items).toHaveLength(MAX_LIMIT);
    const page = search(many, { limit: 5, page: 1 }, { text });
    expect(page.items.map((i) => i.n)).toEqual([5, 6, 7, 8, 9]);
    expect(page.total).toBe(12_000);
  });

  it('applies every filter; an empty wanted list filters nothing', () => {
    const filters = [anyOf<Item>(['X', 'z'], (i) => i.tags), anyOf<Item>([], (i) => [i.name])];
    expect(names(search(items, {}, { text, filters }))).toEqual(['beta', 'Alpha']);
  });

  it('reads dotted paths and tolerates missing ones', () => {
    expect(valueAt({ a: { b: 1 } }, 'a.b')).toBe(1);
    expect(valueAt({ a: null }, 'a.b')).toBeUndefined();
  });
});
