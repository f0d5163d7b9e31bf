import { describe, expect, it } from 'vitest';
import { parseHtml } from './parse-html';
import { allElements, attr, elementsOf, findByDataId, flag, textOf } from './query';
import { readWith } from './read';
import type { ContentNode } from './tree';

const read = (html: string): ContentNode[] => {
  const result = readWith(html, parseHtml);
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
};

const PAGE = read(`
  <descope-container id="ROOT">
    <descope-text data-id="title" variant="subtitle1">  Users  </descope-text>
    <descope-grid data-id="users-table">
      <descope-grid-selection-column frozen></descope-grid-selection-column>
      <descope-grid-text-column path="name" sortable="true"></descope-grid-text-column>
      <descope-grid-text-column path="email" sortable="false" resizable="FALSE"></descope-grid-text-column>
    </descope-grid>
    <descope-text data-id="title">Second title</descope-text>
  </descope-container>`);

describe('content queries', () => {
  it('elementsOf: the elements among the nodes, of one tag when asked', () => {
    const grid = findByDataId(PAGE, 'users-table')!;
    expect(elementsOf(grid.children)).toHaveLength(3);
    expect(
      elementsOf(grid.children, 'descope-grid-text-column').map((c) => attr(c, 'path')),
    ).toEqual(['name', 'email']);
    expect(elementsOf(PAGE)).toHaveLength(1);
  });

  it('allElements: every element, descendants included, in document order', () => {
    expect(allElements(PAGE).map((element) => element.tag)).toEqual([
      'descope-container',
      'descope-text',
      'descope-grid',
      'descope-grid-selection-column',
      'descope-grid-text-column',
      'descope-grid-text-column',
      'descope-text',
    ]);
  });

  it('findByDataId: the first in document order, or undefined', () => {
    expect(textOf(findByDataId(PAGE, 'title')!)).toBe('Users');
    expect(findByDataId(PAGE, 'nothing')).toBeUndefined();
  });

  it('attr: by any case of the name, undefined when absent, never a prototype member', () => {
    const column = findByDataId(PAGE, 'users-table')!.children[1]!;
    if (column.kind !== 'element') throw new Error('not an element');
    expect(attr(column, 'PATH')).toBe('name');
    expect(attr(column, 'header')).toBeUndefined();
    expect(attr(column, 'constructor')).toBeUndefined();
    expect(attr(column, '__proto__')).toBeUndefined();
  });

  it('flag: present or "true" is true, "false" in any case or absent is false', () => {
    const [selection, name, email] = elementsOf(findByDataId(PAGE, 'users-table')!.children);
    expect(flag(selection!, 'frozen')).toBe(true);
    expect(flag(name!, 'sortable')).toBe(true);
    expect(flag(email!, 'sortable')).toBe(false);
    expect(flag(email!, 'resizable')).toBe(false);
    expect(flag(name!, 'resizable')).toBe(false);
  });

  it("textOf: the element's own text joined and trimmed, not its descendants'", () => {
    const [root] = read('<descope-text> a <span>inner</span> b </descope-text>');
    if (root?.kind !== 'element') throw new Error('not an element');
    expect(textOf(root)).toBe('a  b');
  });
});
