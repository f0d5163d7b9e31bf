import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../provider';
import { Flow } from './Flow';
import { THEME_ERROR } from './styles';
import { emailScreen, type FakeFlow, fakeFlow, noClient, renderWithClient } from './test/fake';

const created = vi.hoisted(() => ({ flows: [] as unknown[], next: undefined as unknown }));

// createFlow is a spy that hands out the fake the test prepared.
vi.mock('@gatehouse/core', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  createFlow: (...args: unknown[]) => {
    created.flows.push(args);
    return created.next;
  },
}));

const authInfo = { sessionJwt: 'S.J.W', refreshJwt: 'R.J.W' };
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe('<Flow> states and lifecycle', () => {
  it('shows loading, waiting, failed with a retry, and reports completion once', async () => {
    const flow = fakeFlow();
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const onReady = vi.fn();
    const onScreenChange = vi.fn();
    const props = { flowId: 'f', flow, onSuccess, onError, onReady, onScreenChange };
    const { rerender } = renderWithClient(<Flow {...props} />);
    expect(flow.start).toHaveBeenCalledTimes(1);

    const busy = document.querySelector('[aria-busy="true"]');
    expect(busy?.textContent).toBe('Loading');
    expect(busy?.querySelector('.gh-visually-hidden')).toBeTruthy();

    act(() => flow.set({ status: 'waiting' }));
    expect(screen.getByRole('status').textContent).toBe('Waiting…');

    act(() => flow.show(emailScreen));
    act(() => flow.show(emailScreen, { errorText: 'Again' }));
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(onScreenChange.mock.calls).toEqual([['email']]);

    const error = {
      kind: 'http' as const,
      code: 'E062',
      message: 'Internal: stack trace at server.go:12',
      status: 500,
    };
    act(() => flow.set({ status: 'failed', error }));
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Try again.');
    expect(screen.queryByText(/stack trace/)).toBeNull();
    expect(onError).toHaveBeenCalledWith(error);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(flow.start).toHaveBeenCalledTimes(2);

    act(() => flow.set({ status: 'completed', authInfo }));
    act(() => flow.set({ status: 'completed', authInfo: { ...authInfo } }));
    rerender(<Flow {...props} />);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledWith(authInfo);
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('renders nothing for an unsupported theme and reports the exact message', () => {
    const flow = fakeFlow();
    const onError = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderWithClient(
      <Flow flowId="f" theme="blue" flow={flow} onError={onError} />,
    );
    expect(container.innerHTML).toBe('');
    expect(flow.start).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: THEME_ERROR }));
    expect(THEME_ERROR).toBe(
      'Supported theme values are "light", "dark", or leave empty for using the OS theme.',
    );
    expect(consoleError).toHaveBeenCalledWith(THEME_ERROR);
  });

  it('follows the OS theme by default, takes light or dark, and maps theme.json globals', () => {
    const flow = fakeFlow();
    const { rerender } = renderWithClient(<Flow flowId="f" flow={flow} />);
    const root = () => document.querySelector('.gh-flow') as HTMLElement;
    expect(root().dataset.theme).toBe('os');
    rerender(<Flow flowId="f" theme="" flow={flow} />);
    expect(root().dataset.theme).toBe('os');
    rerender(<Flow flowId="f" theme="dark" flow={flow} />);
    expect(root().dataset.theme).toBe('dark');
    act(() =>
      flow.set({
        theme: {
          light: {
            globals: {
              colors: { primary: { main: '#ff0000' }, surface: { main: '#fafafa' } },
              typography: { fontFamily: 'Inter' },
              radius: 4,
            },
          },
          dark: { globals: { colors: { primary: 'red; } body { display: none' } } },
        },
      } as never),
    );
    expect(root().style.getPropertyValue('--gh-light-primary')).toBe('#ff0000');
    expect(root().style.getPropertyValue('--gh-light-surface')).toBe('#fafafa');
    expect(root().style.getPropertyValue('--gh-theme-font-family')).toBe('Inter');
    expect(root().style.getPropertyValue('--gh-theme-radius')).toBe('4px');
    expect(root().style.getPropertyValue('--gh-dark-primary')).toBe('');
  });

  it('ships its CSS once, with the step fade, the stagger and a reduced-motion override', () => {
    const flow = fakeFlow();
    renderWithClient(<Flow flowId="f" flow={flow} />);
    act(() => flow.show(emailScreen));
    const styles = document.querySelectorAll('.gh-flow style');
    expect(styles).toHaveLength(1);
    const css = styles[0]!.textContent ?? '';
    expect(css).toContain('--gh-fade: 300ms');
    expect(css).toContain('--gh-stagger: 40ms');
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)\s*\{[^}]*animation: none/);
    expect(css).toContain('@media (prefers-color-scheme: dark)');
    for (const token of ['surface', 'primary', 'text', 'error']) {
      expect(css).toContain(`--gh-color-${token}:`);
    }
    expect(css).toContain('--gh-radius:');
    expect(css).toContain('--gh-font-family:');
    expect(css).toContain(':focus-visible');
    expect(
      (document.querySelector('.gh-field') as HTMLElement).style.getPropertyValue('--gh-index'),
    ).toBe('0');
  });

  it('shows the debugger with "No errors detected", then the logged entries', () => {
    const flow = fakeFlow();
    renderWithClient(<Flow flowId="f" flow={flow} debug />);
    const panel = screen.getByRole('region', { name: 'Debugger' });
    expect(panel.textContent).toContain('No errors detected');
    act(() => {
      flow.log({ level: 'error', message: 'Cannot get config file' });
      flow.log({
        level: 'warn',
        message: 'fingerprint could not load',
        detail: { code: 'E1', description: 'Blocked by CSP' },
      });
    });
    expect(panel.textContent).not.toContain('No errors detected');
    const items = panel.querySelectorAll('li');
    expect([...items].map((item) => item.textContent)).toEqual([
      'error: Cannot get config file',
      'warn: fingerprint could not load (E1: Blocked by CSP)',
    ]);
    const css = document.querySelector('.gh-flow style')?.textContent ?? '';
    expect(css).toMatch(/width: 300px; height: 200px;\s*min-width: 200px; max-width: 600px;/);
    expect(css).toContain('resize: horizontal');
  });

  it('creates, starts once under StrictMode, and destroys its own flow on unmount', async () => {
    const flow: FakeFlow = fakeFlow();
    created.next = flow;
    created.flows.length = 0;
    const { unmount } = render(
      <StrictMode>
        <AuthProvider client={noClient}>
          <Flow flowId="sign-in" tenant="T1" locale="de" redirectUrl="https://app.example/cb" />
        </AuthProvider>
      </StrictMode>,
    );
    await tick();
    expect(flow.start).toHaveBeenCalledTimes(1);
    expect(flow.destroy).not.toHaveBeenCalled();
    expect(created.flows[0]).toEqual([
      noClient,
      { flowId: 'sign-in', tenant: 'T1', locale: 'de', redirectUrl: 'https://app.example/cb' },
    ]);
    unmount();
    await waitFor(() => expect(flow.destroy).toHaveBeenCalledTimes(1));
  });

  it('starts an injected flow once and leaves destroying it to its owner', async () => {
    const flow = fakeFlow();
    const { unmount } = render(
      <StrictMode>
        <AuthProvider client={noClient}>
          <Flow flowId="f" flow={flow} />
        </AuthProvider>
      </StrictMode>,
    );
    await tick();
    expect(flow.start).toHaveBeenCalledTimes(1);
    unmount();
    await tick();
    expect(flow.destroy).not.toHaveBeenCalled();
  });
});
