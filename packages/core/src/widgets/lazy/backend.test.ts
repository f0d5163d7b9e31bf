import { describe, expect, it, vi } from 'vitest';
import { lazyBackend } from './backend';

interface Backend {
  users: { search(text: string): Promise<string[]>; remove(id: string): Promise<void> };
  roles: { loadAll(): Promise<string[]> };
}

describe('lazyBackend', () => {
  it('loads the backend once, on the first call, and calls through with the arguments', async () => {
    const removed: string[] = [];
    const real: Backend = {
      users: {
        async search(text) {
          return [`found ${text}`];
        },
        async remove(id) {
          removed.push(id);
        },
      },
      roles: { loadAll: async () => ['Admin'] },
    };
    const load = vi.fn(async () => real);
    const backend = lazyBackend(load, (module) => module, {
      users: ['search', 'remove'],
      roles: ['loadAll'],
    });
    expect(load).not.toHaveBeenCalled();
    const [found, roles] = await Promise.all([
      backend.users.search('ada'),
      backend.roles.loadAll(),
    ]);
    expect(found).toEqual(['found ada']);
    expect(roles).toEqual(['Admin']);
    await backend.users.remove('U1');
    expect(removed).toEqual(['U1']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rejects the call when the module cannot load, and tries again on the next', async () => {
    const load = vi
      .fn<() => Promise<Backend>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({
        users: { search: async () => ['again'], remove: async () => undefined },
        roles: { loadAll: async () => [] },
      });
    const backend = lazyBackend(load, (module) => module, {
      users: ['search', 'remove'],
      roles: ['loadAll'],
    });
    await expect(backend.users.search('x')).rejects.toThrow('Could not load the mock backend');
    // A failed load is not kept: the next call loads again.
    await expect(backend.users.search('x')).resolves.toEqual(['again']);
  });
});
