import type { LayoutColumn } from '@gatehouse/core';
import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The table is a part loaded on demand (table-part.tsx); each test loads the module afresh so
// that nothing is loaded yet, and stands in for the table's module where it must fail.

interface Key {
  id: string;
  name: string;
  roles: string[];
}

const rows: Key[] = [
  { id: 'k1', name: 'CI deploy', roles: ['Admin', 'Viewer'] },
  { id: 'k2', name: 'Nightly', roles: [] },
];
// The layout's columns: the table's part makes each cell from the row (a list as its items).
const columns: LayoutColumn[] = [
  { field: 'name', label: 'Name' },
  { field: 'roles', label: 'Roles' },
];
const props = { label: 'Access keys', rows, columns, getRowId: (row: Key) => row.id };

async function fresh() {
  vi.resetModules();
  return import('./table-part');
}

describe('the table on demand', () => {
  afterEach(() => {
    vi.doUnmock('./table-module');
    vi.resetModules();
  });

  it('shows placeholder bars and says it is loading until the code is here, then the table', async () => {
    const { OnDemandTable } = await fresh();
    render(<OnDemandTable<Key> {...props} />);
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const grid = await screen.findByRole('grid', { name: 'Access keys' });
    const cells = within(grid).getAllByRole('gridcell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'CI deploy',
      'Admin, Viewer',
      'Nightly',
      '',
    ]);
  });

  it('asks for the code when the widget mounts, so the table shows at once once it is here', async () => {
    const loaded = vi.fn();
    let arrived = false;
    vi.doMock('./table-module', async (original) => {
      loaded();
      const module = await original();
      arrived = true;
      return module;
    });
    const { OnDemandTable, useTablePart } = await fresh();
    renderHook(() => useTablePart(undefined));
    // Generous wait: the module's import is a transform in tests, slow on a loaded machine.
    await vi.waitFor(() => expect(arrived).toBe(true), { timeout: 5000 });
    await act(async () => {});
    render(<OnDemandTable<Key> {...props} />);
    expect(screen.getByRole('grid', { name: 'Access keys' })).toBeTruthy();
    expect(loaded).toHaveBeenCalledOnce();
  });

  it('says the list could not be loaded, naming the table, and loads it again on Retry', async () => {
    let broken = true;
    vi.doMock('./table-module', async (original) => {
      if (broken) throw new Error('Failed to fetch dynamically imported module');
      return original();
    });
    const { OnDemandTable } = await fresh();
    render(<OnDemandTable<Key> {...props} />);
    // Generous wait: the module's import is a transform in tests, slow on a loaded machine.
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('The list could not be loaded');
    expect(alert.textContent).toContain('Could not load the table');
    expect(screen.queryByRole('grid')).toBeNull();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('grid', { name: 'Access keys' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
