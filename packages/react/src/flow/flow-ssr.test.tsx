// @vitest-environment node
import type { Client } from '@gatehouse/core';
import { atom } from 'nanostores';
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import { AuthProvider } from '../provider';
import type { FlowInstance, FlowLogEntry, FlowState } from './create';
import { Flow } from './Flow';

it('renders the loading state on the server without starting the flow', () => {
  expect(typeof window).toBe('undefined');
  const flow: FlowInstance = {
    $state: atom<FlowState>({
      status: 'loading',
      projectId: 'P',
      flowId: 'f',
      direction: 'forward',
    }),
    $log: atom<FlowLogEntry[]>([]),
    start: vi.fn(async () => {}),
    submit: vi.fn(async () => ({ ok: true as const })),
    enterButton: () => undefined,
    validate: () => ({}),
    destroy: vi.fn(),
  };
  const html = renderToString(
    <AuthProvider client={{} as Client}>
      <Flow flowId="f" flow={flow} debug />
    </AuthProvider>,
  );
  expect(html).toContain('aria-busy="true"');
  expect(html).toContain('Loading');
  expect(html).toContain('No errors detected');
  expect(html).toContain('prefers-reduced-motion');
  expect(flow.start).not.toHaveBeenCalled();
});
