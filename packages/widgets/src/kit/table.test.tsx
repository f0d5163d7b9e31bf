import { cellText } from '@gatehouse/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type Column, ROW_HEIGHT, type SortDirection, Table, visibleRange } from './table';
import { TABLE_CSS } from './table-css';

interface Item {
  id: string;
  name: string;
  roles: string[];
}

const items = (n: number): Item[] =>
  Array.from({ length: n }, (_, i) => ({ id: `k${i}`, name: `Key ${i}`, roles: ['a', 'b'] }));

const columns: Column<Item>[] = [
  { key: 'name', label: 'Name', sortable: true, render: (row) => row.name },
  { key: 'roles', label: 'Roles', render: (row) => cellText(row.roles) },
  { key: 'status', label: 'Status', sortable: true, render: (row) => <b>{row.id}!</b> },
];

/** A table with controlled selection; `selection()` reads the latest ids. */
function setup(n = 20, extra: { onSort?: (f: string, d: SortDirection | undefined) => void } = {}) {
  const changes = vi.fn<(ids: string[]) => void>();
  function Harness() {
    const [selected, setSelected] = useState<string[]>([]);
    return (
      <Table
        label="Access keys"
        rows={items(n)}
        columns={columns}
        getRowId={(row) => row.id}
        selectedIds={selected}
        onSelectionChange={(ids) => {
          changes(ids);
          setSelected(ids);
        }}
        onSort={extra.onSort}
        height={400}
      />
    );
  }
  render(<Harness />);
  const grid = screen.getByRole('grid', { name: 'Access keys' });
  const selection = () => changes.mock.lastCall?.[0] ?? [];
  const bodyRows = () => within(grid).getAllByRole('row').slice(1);
  return { grid, selection, bodyRows };
}

describe('visibleRange', () => {
  it('covers the viewport plus overscan, clamped to the rows', () => {
    expect(visibleRange(0, 400, 10_000, 40, 5)).toEqual({ start: 0, end: 15 });
    expect(visibleRange(4000, 400, 10_000, 40, 5)).toEqual({ start: 95, end: 115 });
    expect(visibleRange(4020, 400, 10_000, 40, 0)).toEqual({ start: 100, end: 111 });
    expect(visibleRange(399_600, 400, 10_000, 40, 5)).toEqual({ start: 9985, end: 10_000 });
    expect(visibleRange(0, 400, 3, 40, 5)).toEqual({ start: 0, end: 3 });
    expect(visibleRange(-50, 400, 10, 40, 0)).toEqual({ start: 0, end: 10 });
    expect(visibleRange(0, 400, 0, 40, 5)).toEqual({ start: 0, end: 0 });
    // Scrolled past the end (rows shrank): still the last rows, never an inverted range.
    expect(visibleRange(10_000, 400, 10, 40, 2)).toEqual({ start: 7, end: 10 });
  });
});

describe('Table', () => {
  it('renders only a window of 10 000 rows and the right rows after a scroll', () => {
    const { grid, bodyRows } = setup(10_000);
    expect(grid.getAttribute('aria-rowcount')).toBe('10001');
    expect(grid.getAttribute('aria-multiselectable')).toBe('true');
    expect(bodyRows().length).toBeLessThan(60);
    expect(bodyRows()[0]!.getAttribute('aria-rowindex')).toBe('2');
    const body = grid.querySelector('.gh-w-body') as HTMLElement;
    expect(body.style.height).toBe(`${10_000 * ROW_HEIGHT}px`);

    act(() => {
      grid.scrollTop = 5000 * ROW_HEIGHT;
      fireEvent.scroll(grid);
    });
    const rows = bodyRows();
    expect(rows.length).toBeLessThan(60);
    const indexes = rows.map((row) => Number(row.getAttribute('aria-rowindex')) - 2);
    expect(indexes).toContain(5000);
    expect(Math.min(...indexes)).toBeGreaterThan(4980);
    const first = rows.find((row) => row.getAttribute('aria-rowindex') === '5002')!;
    expect(first.textContent).toContain('Key 5000');
    // In the DOM in row order, from the body's top padding down: the row at index i sits at
    // i * ROW_HEIGHT. Rows carry no inline style (one changing per frame slowed scrolling).
    expect(indexes).toEqual(indexes.map((_, at) => Math.min(...indexes) + at));
    expect(body.style.paddingTop).toBe(`${Math.min(...indexes) * ROW_HEIGHT}px`);
    expect(rows.every((row) => !row.getAttribute('style'))).toBe(true);
  });

  it('renders each cell with its column render()', () => {
    const { bodyRows } = setup(2);
    const cells = within(bodyRows()[1]!).getAllByRole('gridcell');
    expect(cells.map((c) => c.textContent)).toEqual(['', 'Key 1', 'a, b', 'k1!']);
  });

  it('cycles sortable headers none -> asc -> desc -> none with aria-sort', () => {
    const onSort = vi.fn();
    setup(5, { onSort });
    const name = screen.getByRole('columnheader', { name: /Name/ });
    const status = screen.getByRole('columnheader', { name: /Status/ });
    expect(name.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Roles' }).hasAttribute('aria-sort')).toBe(
      false,
    );
    const button = within(name).getByRole('button');
    fireEvent.click(button);
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(button);
    expect(name.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(button);
    expect(name.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(button);
    fireEvent.click(within(status).getByRole('button'));
    expect(name.getAttribute('aria-sort')).toBe('none');
    expect(status.getAttribute('aria-sort')).toBe('ascending');
    expect(onSort.mock.calls).toEqual([
      ['name', 'asc'],
      ['name', 'desc'],
      ['name', undefined],
      ['name', 'asc'],
      ['status', 'asc'],
    ]);
  });

  it('shows a controlled sort', () => {
    render(
      <Table
        label="t"
        rows={items(1)}
        columns={columns}
        getRowId={(r) => r.id}
        sort={{ field: 'status', direction: 'desc' }}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Status/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('selects by clicking rows and checkboxes, Shift+click for a range', () => {
    const { selection, bodyRows } = setup();
    fireEvent.click(within(bodyRows()[1]!).getByRole('checkbox', { name: 'Select row 2' }));
    expect(selection()).toEqual(['k1']);
    expect(bodyRows()[1]!.getAttribute('aria-selected')).toBe('true');
    expect((within(bodyRows()[1]!).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(bodyRows()[3]!).getAllByRole('gridcell')[1]!, { shiftKey: true });
    expect(selection()).toEqual(['k1', 'k2', 'k3']);
    fireEvent.click(within(bodyRows()[2]!).getByRole('checkbox'));
    expect(selection()).toEqual(['k1', 'k3']);
  });

  it('moves the active row with arrows, Home/End, toggles with Space, extends with Shift', () => {
    const { grid, selection } = setup(100);
    act(() => grid.focus());
    const activeRow = () => {
      const id = grid.getAttribute('aria-activedescendant');
      return id ? grid.ownerDocument.getElementById(id) : null;
    };
    expect(activeRow()?.getAttribute('aria-rowindex')).toBe('2');
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    expect(activeRow()?.textContent).toContain('Key 2');
    fireEvent.keyDown(grid, { key: ' ' });
    expect(selection()).toEqual(['k2']);
    fireEvent.keyDown(grid, { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(grid, { key: 'ArrowDown', shiftKey: true });
    expect(selection()).toEqual(['k2', 'k3', 'k4']);
    fireEvent.keyDown(grid, { key: 'ArrowUp', shiftKey: true });
    expect(selection()).toEqual(['k2', 'k3']);
    fireEvent.keyDown(grid, { key: ' ' });
    expect(selection()).toEqual(['k2']);
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    expect(activeRow()?.textContent).toContain('Key 2');

    fireEvent.keyDown(grid, { key: 'End' });
    expect(activeRow()?.textContent).toContain('Key 99');
    expect(grid.scrollTop).toBe(100 * ROW_HEIGHT - (400 - ROW_HEIGHT));
    fireEvent.keyDown(grid, { key: 'Home' });
    expect(activeRow()?.getAttribute('aria-rowindex')).toBe('2');
    expect(grid.scrollTop).toBe(0);
    fireEvent.keyDown(grid, { key: 'End', shiftKey: true });
    expect(selection()).toHaveLength(100);
  });

  it('selects all with Ctrl/Cmd+A and the header checkbox, indeterminate when partial', () => {
    const { grid, selection, bodyRows } = setup(30);
    const all = screen.getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement;
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(false);
    fireEvent.click(within(bodyRows()[0]!).getByRole('checkbox'));
    expect(all.indeterminate).toBe(true);
    expect(all.checked).toBe(false);
    fireEvent.click(all);
    expect(selection()).toHaveLength(30);
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);
    fireEvent.click(all);
    expect(selection()).toEqual([]);
    fireEvent.keyDown(grid, { key: 'a', ctrlKey: true });
    expect(selection()).toHaveLength(30);
    fireEvent.click(all);
    fireEvent.keyDown(grid, { key: 'a', metaKey: true });
    expect(selection()).toHaveLength(30);
  });

  it('shows the empty and loading states', () => {
    const props = { label: 'Roles', columns, getRowId: (r: Item) => r.id };
    const { rerender } = render(<Table {...props} rows={[]} emptyText="No roles" />);
    expect(screen.getByRole('status').textContent).toBe('No roles');
    expect(screen.getByRole('grid').hasAttribute('aria-busy')).toBe(false);
    rerender(<Table {...props} rows={[]} loading />);
    expect(screen.getByRole('grid').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    rerender(<Table {...props} rows={items(2)} />);
    // Empty, the note is not shown at all (the table's own stylesheet hides it).
    const note = screen.getByRole('status', { hidden: true });
    expect(note.textContent).toBe('');
    expect(getComputedStyle(note).display).toBe('none');
  });

  it('carries its own stylesheet', () => {
    const props = { label: 'Roles', columns, getRowId: (r: Item) => r.id };
    const { container } = render(<Table {...props} rows={items(1)} />);
    expect(container.querySelector('.gh-w-table > style')?.textContent).toBe(TABLE_CSS);
  });

  it('shows skeleton rows while the first answer loads, hidden from assistive technology', () => {
    const props = { label: 'Roles', columns, getRowId: (r: Item) => r.id };
    const { container, rerender } = render(<Table {...props} rows={[]} loading />);
    const skeletons = container.querySelectorAll('.gh-w-skel-row');
    expect(skeletons).toHaveLength(5);
    for (const row of skeletons) expect(row.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryAllByRole('row')).toHaveLength(1);
    // Said, but not shown: the bars show it.
    expect(screen.getByRole('status').querySelector('.gh-w-sr')?.textContent).toBe('Loading…');
    // Rows already shown stay while a new search loads.
    rerender(<Table {...props} rows={items(2)} loading />);
    expect(container.querySelectorAll('.gh-w-skel-row')).toHaveLength(0);
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('offers the next step in the empty state', () => {
    const create = vi.fn();
    const props = { label: 'Roles', columns, getRowId: (r: Item) => r.id };
    const { rerender } = render(
      <Table
        {...props}
        rows={[]}
        emptyText="No roles"
        emptyAction={
          <button type="button" onClick={create}>
            Create role
          </button>
        }
      />,
    );
    const status = screen.getByRole('status');
    expect(within(status).getByText('No roles')).toBeTruthy();
    fireEvent.click(within(status).getByRole('button', { name: 'Create role' }));
    expect(create).toHaveBeenCalledOnce();
    rerender(<Table {...props} rows={items(1)} emptyAction={<button type="button">x</button>} />);
    expect(screen.queryByRole('button', { name: 'x' })).toBeNull();
  });

  it('sorts a column by its sortField, and shows that sort on the column', () => {
    const onSort = vi.fn();
    const timed: Column<Item>[] = [
      {
        key: 'createdTimeFormatted',
        label: 'Created',
        sortable: true,
        sortField: 'createdTime',
        render: (row) => row.id,
      },
    ];
    const props = { label: 'Keys', rows: items(2), columns: timed, getRowId: (r: Item) => r.id };
    const { rerender } = render(<Table {...props} sort={null} onSort={onSort} />);
    fireEvent.click(screen.getByRole('button', { name: 'Created' }));
    expect(onSort).toHaveBeenCalledWith('createdTime', 'asc');
    rerender(
      <Table {...props} sort={{ field: 'createdTime', direction: 'desc' }} onSort={onSort} />,
    );
    expect(screen.getByRole('columnheader').getAttribute('aria-sort')).toBe('descending');
  });

  it('gives a cut cell its full text as a tooltip, and only a cut one', () => {
    render(<Table label="Keys" rows={items(1)} columns={columns} getRowId={(r) => r.id} />);
    const cell = screen.getAllByRole('gridcell')[0]!;
    Object.defineProperty(cell, 'clientWidth', { value: 50, configurable: true });
    Object.defineProperty(cell, 'scrollWidth', { value: 50, configurable: true });
    fireEvent.mouseEnter(cell);
    expect(cell.hasAttribute('title')).toBe(false);
    Object.defineProperty(cell, 'scrollWidth', { value: 120, configurable: true });
    fireEvent.mouseEnter(cell);
    expect(cell.title).toBe('Key 0');
  });
});

describe('Table, the list layout', () => {
  const listColumns: Column<Item>[] = [
    { key: 'name', label: 'Name', sortable: true, main: true, render: (row) => row.name },
    { key: 'roles', label: 'Roles', main: true, render: (row) => cellText(row.roles) },
    { key: 'id', label: 'Id', sortable: true, render: (row) => row.id },
  ];

  function list(n: number, layout: 'list' | 'table' = 'list') {
    const changes = vi.fn<(ids: string[]) => void>();
    function Harness() {
      const [selected, setSelected] = useState<string[]>([]);
      return (
        <Table
          label="Keys"
          rows={items(n)}
          columns={listColumns}
          getRowId={(row) => row.id}
          rowLabel={(row) => row.name}
          selectedIds={selected}
          onSelectionChange={(ids) => {
            changes(ids);
            setSelected(ids);
          }}
          layout={layout}
        />
      );
    }
    render(<Harness />);
    const grid = screen.getByRole('grid', { name: 'Keys' });
    const bodyRows = () => within(grid).getAllByRole('row').slice(1);
    return { grid, bodyRows, selection: () => changes.mock.lastCall?.[0] ?? [] };
  }

  it("stacks each row's main fields, the first as its title, the others labelled", () => {
    const { grid, bodyRows } = list(3);
    expect(grid.getAttribute('data-layout')).toBe('list');
    expect(grid.getAttribute('aria-colcount')).toBe('4');
    const cells = within(bodyRows()[1]!).getAllByRole('gridcell');
    expect(cells.map((cell) => cell.getAttribute('aria-colindex'))).toEqual([null, '2', '3']);
    expect(cells[1]!.className).toContain('gh-w-cell-title');
    expect(cells[1]!.textContent).toBe('Key 1');
    // The label is the column header's words, hidden from assistive technology.
    const label = cells[2]!.querySelector('.gh-w-cell-label');
    expect(label?.textContent).toBe('Roles');
    expect(label?.getAttribute('aria-hidden')).toBe('true');
    expect(cells[2]!.querySelector('.gh-w-cell-value')?.textContent).toBe('a, b');
    // The header: the sortable main field as a button, the other named for a screen reader.
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['', 'Name', 'Roles']);
    expect(within(headers[1]!).getByRole('button')).toBeTruthy();
    expect(headers[2]!.className).toContain('gh-w-sr');
    // Two lines a row: 2 × 10 padding, a 22 px title and a 20 px line.
    expect(grid.style.getPropertyValue('--gh-w-row-h')).toBe('62px');
    expect(grid.style.getPropertyValue('--gh-w-lines')).toBe('repeat(2,auto)');
  });

  it('keeps the window of 10 000 rows, at the list row height', () => {
    const { grid, bodyRows } = list(10_000);
    const body = grid.querySelector('.gh-w-body') as HTMLElement;
    expect(body.style.height).toBe(`${10_000 * 62}px`);
    expect(bodyRows().length).toBeLessThan(40);
    act(() => {
      grid.scrollTop = 5000 * 62;
      fireEvent.scroll(grid);
    });
    const indexes = bodyRows().map((row) => Number(row.getAttribute('aria-rowindex')) - 2);
    expect(indexes).toContain(5000);
    expect(body.style.paddingTop).toBe(`${Math.min(...indexes) * 62}px`);
  });

  it('selects with the keyboard and the mouse as the table does', () => {
    const { grid, selection, bodyRows } = list(5);
    fireEvent.focus(grid);
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: ' ' });
    expect(selection()).toEqual(['k1']);
    fireEvent.click(within(bodyRows()[3]!).getByText('Key 3'));
    expect(selection()).toEqual(['k1', 'k3']);
    expect(bodyRows()[3]!.getAttribute('aria-selected')).toBe('true');
  });

  it('shows every column, and no list, in the table layout', () => {
    const { grid, bodyRows } = list(2, 'table');
    expect(grid.getAttribute('data-layout')).toBe('table');
    expect(within(bodyRows()[0]!).getAllByRole('gridcell')).toHaveLength(4);
    expect(grid.querySelector('.gh-w-cell-label')).toBeNull();
  });
});
