import type { FlowInstance } from '@gatehouse/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../provider';
import {
  clientOf,
  completed,
  emailScreen,
  FLOW_ID,
  flowBackend,
  renderFlow,
  showScreen,
} from '../test/flow-backend';
import { fakeJwt } from '../test/jwt';
import { BASE_URL, server } from '../test/msw';
import { createFlow, THEME_ERROR } from './create';
import { Flow } from './Flow';
import { SCREEN_CSS } from './screen-styles';
import { FLOW_CSS } from './styles';

const created = vi.hoisted(() => ({ flows: [] as Array<{ args: unknown[]; flow: FlowInstance }> }));

// The real engine, wrapped so a test can see each flow <Flow> creates and spy on it.
vi.mock('@gatehouse/core', async (importOriginal) => {
  const core = await importOriginal<typeof import('@gatehouse/core')>();
  return {
    ...core,
    createFlow: (...args: Parameters<typeof core.createFlow>) => {
      const flow = core.createFlow(...args);
      created.flows.push({ args, flow });
      return flow;
    },
  };
});

const authInfo = () => ({ sessionJwt: fakeJwt(), refreshJwt: fakeJwt({}, { drn: 'DSR' }) });
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe('<Flow> states and lifecycle', () => {
  it('shows loading, then the screen, waiting while polling, and reports completion once', async () => {
    const backend = flowBackend({
      screens: [emailScreen, { id: 'check', nodes: [{ type: 'text', text: 'Check your inbox' }] }],
      start: [showScreen('email')],
      next: [
        {
          body: {
            executionId: 'exec-1',
            stepId: '2',
            status: 'running',
            action: 'poll',
            screen: { id: 'check' },
          },
        },
        completed(authInfo()),
      ],
    });
    const onSuccess = vi.fn();
    const onReady = vi.fn();
    const onScreenChange = vi.fn();
    const props = { flowId: FLOW_ID, onSuccess, onReady, onScreenChange };
    const { rerender } = renderFlow(backend, <Flow {...props} />);

    const busy = document.querySelector('[aria-busy="true"]');
    expect(busy?.textContent).toBe('Loading');
    expect(busy?.querySelector('.gh-visually-hidden')).toBeTruthy();

    fireEvent.change(await screen.findByLabelText('Email *'), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Check your inbox');
    expect(screen.getByRole('status').textContent).toBe('Waiting…');
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(onScreenChange.mock.calls).toEqual([['email'], ['check']]);

    // The engine polls every 2 s; the second answer completes the flow.
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1), { timeout: 4000 });
    expect(backend.nexts.map((body) => body.interactionId)).toEqual(['continue', 'polling']);
    rerender(<Flow {...props} />);
    await tick();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess.mock.calls[0]?.[0]).toMatchObject({ sessionJwt: expect.any(String) });
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('fails without leaking the server text, and Try again really starts again', async () => {
    const backend = flowBackend({ screens: [emailScreen], start: [showScreen('email')] });
    const stackTrace = 'Internal: stack trace at server.go:12';
    server.use(
      http.get(`${BASE_URL}/pages/${backend.projectId}/v2-beta/config.json`, () =>
        HttpResponse.json({ errorCode: 'E062', errorDescription: stackTrace }, { status: 500 }),
      ),
    );
    const onError = vi.fn();
    renderFlow(backend, <Flow flowId={FLOW_ID} onError={onError} />);
    await screen.findByText('Something went wrong. Try again.');
    expect(screen.queryByText(/stack trace/)).toBeNull();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'E_FLOW_CONFIG' }));
    expect(backend.starts).toHaveLength(0);

    // The content host is back: Try again runs the flow from the start.
    server.use(
      http.get(`${BASE_URL}/pages/${backend.projectId}/v2-beta/config.json`, () =>
        HttpResponse.json({ componentsVersion: '1', flows: { [FLOW_ID]: { version: 1 } } }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByLabelText('Email *');
    expect(backend.starts).toHaveLength(1);
  });

  it('renders nothing for an unsupported theme, loads nothing, and reports the exact message', async () => {
    const backend = flowBackend({ screens: [emailScreen], start: [showScreen('email')] });
    const onError = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderFlow(
      backend,
      <Flow flowId={FLOW_ID} theme="blue" onError={onError} />,
    );
    await tick();
    expect(container.innerHTML).toBe('');
    expect(backend.files).toEqual([]);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: THEME_ERROR }));
    expect(THEME_ERROR).toBe(
      'Supported theme values are "light", "dark", or leave empty for using the OS theme.',
    );
    expect(consoleError).toHaveBeenCalledWith(THEME_ERROR);
  });

  it('follows the OS theme by default, takes light or dark, and maps theme.json globals', async () => {
    const backend = flowBackend({
      screens: [emailScreen],
      start: [showScreen('email')],
      // The provider's shape: `--descope-*` variables in each mode's globals CSS.
      theme: {
        light: {
          globals: `[data-theme="light"] { --descope-colors-primary-main: #ff0000;
            --descope-colors-surface-main: #fafafa; --descope-fonts-font1-family: Inter;
            --descope-radius-md: 4px; }`,
        },
        dark: { globals: '[data-theme="dark"] { --descope-colors-primary-main: url(x.png) }' },
      },
    });
    const { rerender } = renderFlow(backend, <Flow flowId={FLOW_ID} />);
    const root = () => document.querySelector('.gh-flow') as HTMLElement;
    expect(root().dataset.theme).toBe('os');
    rerender(<Flow flowId={FLOW_ID} theme="" />);
    expect(root().dataset.theme).toBe('os');
    rerender(<Flow flowId={FLOW_ID} theme="dark" />);
    expect(root().dataset.theme).toBe('dark');
    await screen.findByLabelText('Email *');
    expect(root().style.getPropertyValue('--gh-light-primary')).toBe('#ff0000');
    expect(root().style.getPropertyValue('--gh-light-surface')).toBe('#fafafa');
    expect(root().style.getPropertyValue('--gh-theme-font-family')).toBe('"Inter"');
    expect(root().style.getPropertyValue('--gh-theme-radius')).toBe('4px');
    expect(root().style.getPropertyValue('--gh-dark-primary')).toBe('');
  });

  it('ships its CSS once, with the step fade, the stagger and a reduced-motion override', async () => {
    const backend = flowBackend({ screens: [emailScreen], start: [showScreen('email')] });
    renderFlow(backend, <Flow flowId={FLOW_ID} />);
    await screen.findByLabelText('Email *');
    // The stylesheet every state needs, then the screens' rules, in that order (the cascade).
    const styles = document.querySelectorAll('.gh-flow style');
    expect([...styles].map((style) => style.textContent)).toEqual([FLOW_CSS, SCREEN_CSS]);
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

  it('shows the debugger with "No errors detected" while nothing is logged', async () => {
    const backend = flowBackend({ screens: [emailScreen], start: [showScreen('email')] });
    renderFlow(backend, <Flow flowId={FLOW_ID} debug />);
    await screen.findByLabelText('Email *');
    const panel = await screen.findByRole('region', { name: 'Debugger' });
    expect(panel.textContent).toContain('No errors detected');
  });

  it('shows in the debugger what the engine logged', async () => {
    const backend = flowBackend({ noConfig: true });
    server.use(
      http.get(`${BASE_URL}/pages/${backend.projectId}/v2-beta/theme.json`, () =>
        HttpResponse.json({}, { status: 404 }),
      ),
    );
    renderFlow(backend, <Flow flowId={FLOW_ID} debug />);
    // The debugger's code loads on demand, a moment after the flow's first render.
    const panel = await screen.findByRole('region', { name: 'Debugger' });
    await screen.findByText('Something went wrong. Try again.');
    const items = [...panel.querySelectorAll('li')].map((item) => item.textContent);
    expect(items).toEqual([
      'warn: Cannot fetch theme file (E_HTTP_404)',
      'error: Cannot get config file',
    ]);
    // The debugger brings its own rules, beside its panel.
    const css = panel.previousElementSibling?.textContent ?? '';
    expect(css).toMatch(/width: 300px; height: 200px;\s*min-width: 200px; max-width: 600px;/);
    expect(css).toContain('resize: horizontal');
  });

  it('creates, starts once under StrictMode, and destroys its own flow on unmount', async () => {
    const backend = flowBackend({ screens: [emailScreen], start: [showScreen('email')] });
    const client = clientOf(backend);
    created.flows.length = 0;
    const { unmount } = render(
      <StrictMode>
        <AuthProvider client={client}>
          <Flow flowId={FLOW_ID} tenant="T1" locale="de" redirectUrl="https://app.example/cb" />
        </AuthProvider>
      </StrictMode>,
    );
    await screen.findByLabelText('Email *');
    expect(backend.files.filter((file) => file === 'config.json')).toHaveLength(1);
    expect(backend.starts).toHaveLength(1);
    // StrictMode may build a flow twice; the one it runs is the one that shows the screen.
    const owned = created.flows.find(({ flow }) => flow.$state.get().status === 'screen')!;
    expect(owned.args).toEqual([
      client,
      { flowId: FLOW_ID, tenant: 'T1', locale: 'de', redirectUrl: 'https://app.example/cb' },
    ]);
    const destroy = vi.spyOn(owned.flow, 'destroy');
    unmount();
    await waitFor(() => expect(destroy).toHaveBeenCalledTimes(1));
  });

  it('starts an injected flow once and leaves destroying it to its owner', async () => {
    const backend = flowBackend({ screens: [emailScreen], start: [showScreen('email')] });
    const client = clientOf(backend);
    const flow = createFlow(client, { flowId: FLOW_ID });
    const start = vi.spyOn(flow, 'start');
    const destroy = vi.spyOn(flow, 'destroy');
    const { unmount } = render(
      <StrictMode>
        <AuthProvider client={client}>
          <Flow flowId={FLOW_ID} flow={flow} />
        </AuthProvider>
      </StrictMode>,
    );
    await screen.findByLabelText('Email *');
    expect(start).toHaveBeenCalledTimes(1);
    unmount();
    await tick();
    expect(destroy).not.toHaveBeenCalled();
    flow.destroy();
  });

  it('runs an injected flow without an <AuthProvider>: the flow has its client', async () => {
    const backend = flowBackend({ screens: [emailScreen], start: [showScreen('email')] });
    const flow = createFlow(clientOf(backend), { flowId: FLOW_ID });
    const { unmount } = render(<Flow flowId={FLOW_ID} flow={flow} />);
    expect(await screen.findByLabelText('Email *')).toBeTruthy();
    unmount();
    flow.destroy();
  });

  it('needs an <AuthProvider> to create its own flow', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Flow flowId={FLOW_ID} />)).toThrow(
      'useClient must be used within an <AuthProvider>',
    );
    log.mockRestore();
  });
});
