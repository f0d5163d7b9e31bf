// @vitest-environment node
import { createClient } from '@gatehouse/core';
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import { AuthProvider } from '../provider';
import { createFlow } from './create';
import { Flow } from './Flow';

it('renders the loading state on the server without starting the flow', () => {
  expect(typeof window).toBe('undefined');
  const fetch = vi.fn(globalThis.fetch);
  const client = createClient({ projectId: 'Pssr', baseUrl: 'http://gatehouse.test', fetch });
  const flow = createFlow(client, { flowId: 'f' });
  const start = vi.spyOn(flow, 'start');
  const html = renderToString(
    <AuthProvider client={client}>
      <Flow flowId="f" flow={flow} debug />
    </AuthProvider>,
  );
  expect(html).toContain('aria-busy="true"');
  expect(html).toContain('Loading');
  // The debugger is a developers' overlay whose code loads in the browser: not on the server.
  expect(html).not.toContain('No errors detected');
  expect(html).toContain('prefers-reduced-motion');
  expect(start).not.toHaveBeenCalled();
  expect(fetch).not.toHaveBeenCalled();
  client.destroy();
});
