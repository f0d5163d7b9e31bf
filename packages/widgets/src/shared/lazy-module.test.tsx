import { onDemand } from '@gatehouse/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLazyModule } from './lazy-module';

function Shows({
  lazy,
  wanted = true,
}: {
  lazy: ReturnType<typeof onDemand<{ text: string }>>;
  wanted?: boolean;
}) {
  const { module, failed, retry } = useLazyModule(lazy, wanted);
  if (failed) {
    return (
      <>
        <p role="alert">could not load</p>
        <button type="button" onClick={retry}>
          Retry
        </button>
      </>
    );
  }
  return <p>{module ? module.text : 'loading'}</p>;
}

describe('lazy modules', () => {
  it('fetches once, however many ask, and keeps the module', async () => {
    const fetch = vi.fn(async () => ({ text: 'loaded' }));
    const lazy = onDemand('the module', fetch);
    expect(lazy.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([lazy(), lazy()]);
    expect(a).toBe(b);
    expect(lazy.loaded()).toBe(a);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('forgets a failed fetch, so the next load asks again', async () => {
    const fetch = vi
      .fn<() => Promise<{ text: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ text: 'second try' });
    const lazy = onDemand('the module', fetch);
    await expect(lazy()).rejects.toThrow('Could not load the module');
    expect(lazy.loaded()).toBeUndefined();
    await expect(lazy()).resolves.toEqual({ text: 'second try' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('renders the module once it arrives, and at once on a later mount', async () => {
    const lazy = onDemand('the module', async () => ({ text: 'the flow' }));
    const first = render(<Shows lazy={lazy} />);
    expect(screen.getByText('loading')).toBeTruthy();
    await screen.findByText('the flow');
    first.unmount();
    render(<Shows lazy={lazy} />);
    // No loading frame: the kept module renders in the first pass.
    expect(screen.getByText('the flow')).toBeTruthy();
  });

  it('fetches nothing until wanted', async () => {
    const fetch = vi.fn(async () => ({ text: 'x' }));
    const { rerender } = render(<Shows lazy={onDemand('the module', fetch)} wanted={false} />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByText('loading')).toBeTruthy();
    rerender(<Shows lazy={onDemand('the module', fetch)} wanted />);
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
  });

  it('renders a failed fetch as a state, without throwing, and a new mount tries again', async () => {
    const fetch = vi
      .fn<() => Promise<{ text: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ text: 'back' });
    const lazy = onDemand('the module', fetch);
    const first = render(<Shows lazy={lazy} />);
    expect((await screen.findByRole('alert')).textContent).toBe('could not load');
    first.unmount();
    render(<Shows lazy={lazy} />);
    await screen.findByText('back');
  });

  it('asks again on retry after a failure, in the same mount', async () => {
    const fetch = vi
      .fn<() => Promise<{ text: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ text: 'after retry' });
    render(<Shows lazy={onDemand('the module', fetch)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await screen.findByText('after retry');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
