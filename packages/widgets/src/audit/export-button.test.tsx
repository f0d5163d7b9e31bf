import { createAuditStore } from '@gatehouse/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The export's code is a part loaded on the first click (export-button.tsx); each test loads
// the button afresh so that nothing is loaded yet, and stands in for the part where it fails.

async function fresh() {
  vi.resetModules();
  return import('./export-button');
}

describe('the Export CSV button', () => {
  afterEach(() => {
    vi.doUnmock('./export-panel');
    vi.resetModules();
  });

  it('says the export cannot start when its code does not load, and the next click loads it', async () => {
    let broken = true;
    const started = vi.fn();
    vi.doMock('./export-panel', async () => {
      if (broken) throw new Error('Failed to fetch dynamically imported module');
      return { ExportPanel: () => <p>export view</p>, startExport: started };
    });
    const { ExportButton } = await fresh();
    const store = createAuditStore({ mock: true });
    render(<ExportButton store={store} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    // Generous wait: the module's import is a transform in tests, slow on a loaded machine.
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('This could not be done; try again');
    expect(alert.textContent).toContain('Could not load the audit export view');
    expect(started).not.toHaveBeenCalled();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('export view', {}, { timeout: 5000 })).toBeTruthy();
    expect(started).toHaveBeenCalledWith(store);
    expect(screen.queryByRole('alert')).toBeNull();
    store.destroy();
  });
});
