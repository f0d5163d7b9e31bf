import { type Client, createClient } from '@gatehouse/core';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider, useClient } from './provider';
import { BASE_URL, projectId } from './test/msw';
import { ClientSpy, storedTokens } from './test/render';

describe('AuthProvider and useClient', () => {
  it('throws when useClient is used outside an AuthProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useClient())).toThrow(
      'useClient must be used within an <AuthProvider>',
    );
  });

  it('uses a given client as it is, and leaves it alive on unmount', async () => {
    const client = createClient({
      projectId: projectId(),
      baseUrl: BASE_URL,
      storage: storedTokens({ refresh: false }),
    });
    const destroy = vi.spyOn(client, 'destroy');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AuthProvider client={client}>{children}</AuthProvider>
    );
    const { result, unmount } = renderHook(() => useClient(), { wrapper });
    expect(result.current).toBe(client);
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(destroy).not.toHaveBeenCalled();
    client.destroy();
  });

  it('creates one client from options, keeps it across re-renders, destroys it on unmount', async () => {
    const id = projectId();
    const storage = storedTokens({ refresh: false });
    const clients: Client[] = [];
    const tree = (label: string) => (
      <AuthProvider projectId={id} baseUrl={BASE_URL} storage={storage}>
        <ClientSpy onClient={(client) => clients.push(client)} />
        {label}
      </AuthProvider>
    );
    const { rerender, unmount } = render(tree('first'));
    rerender(tree('second'));
    await screen.findByText(`client ${id}`);
    expect(clients.length).toBeGreaterThan(1);
    expect(new Set(clients).size).toBe(1);
    expect(clients[0]?.projectId).toBe(id);
    const destroy = vi.spyOn(clients[0]!, 'destroy');
    unmount();
    await waitFor(() => expect(destroy).toHaveBeenCalledTimes(1));
  });
});
