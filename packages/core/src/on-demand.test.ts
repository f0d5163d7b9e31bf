import { describe, expect, it, vi } from 'vitest';
import { E_LOAD_FAILED, isLoadFailed, LoadFailed, onDemand, unfetchedModule } from './on-demand';

const fetchFailed = () => new TypeError('Failed to fetch dynamically imported module');

describe('onDemand', () => {
  it('loads once for every caller, at the same time or later', async () => {
    const load = vi.fn(async () => ({ module: true }));
    const get = onDemand('the module', load);
    expect(get.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(await get()).toBe(a);
    expect(get.loaded()).toBe(a);
    expect(load).toHaveBeenCalledOnce();
  });

  it('forgets a failed load, so the next call asks again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(fetchFailed())
      .mockResolvedValueOnce('loaded');
    const get = onDemand('the module', load);
    await expect(get()).rejects.toThrow('Could not load the module');
    expect(get.loaded()).toBeUndefined();
    await expect(get()).resolves.toBe('loaded');
    await expect(get()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one failure between concurrent callers, each told which part failed', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(fetchFailed());
    const get = onDemand('the phone library', load);
    const both = await Promise.allSettled([get(), get()]);
    expect(load).toHaveBeenCalledOnce();
    for (const settled of both) {
      expect(settled.status).toBe('rejected');
      const { reason } = settled as PromiseRejectedResult;
      expect(isLoadFailed(reason)).toBe(true);
      expect(reason).toMatchObject({
        kind: 'network',
        code: E_LOAD_FAILED,
        part: 'the phone library',
        message: 'Could not load the phone library',
      });
    }
  });

  it('is a GatehouseError a copy keeps whole, as an operation reports it', () => {
    const error = new LoadFailed('the user forms', fetchFailed());
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      kind: 'network',
      code: E_LOAD_FAILED,
      message: 'Could not load the user forms',
      part: 'the user forms',
    });
  });

  it("shows only the part: the browser's words, chunk URL and all, stay in its cause", async () => {
    const browser = new TypeError(
      'Failed to fetch dynamically imported module: https://app.example/assets/actions-Dx1.js',
    );
    const get = onDemand('the user actions', () => Promise.reject(browser));
    const reason = await get().catch((error: unknown) => error);
    expect(reason).toBeInstanceOf(LoadFailed);
    expect((reason as LoadFailed).message).toBe('Could not load the user actions');
    expect((reason as LoadFailed).cause).toBe(browser);
  });

  it('keeps the part an inner load named', async () => {
    const inner = onDemand('the tokenizer', () => Promise.reject(fetchFailed()));
    const outer = onDemand('the reader', () => inner());
    await expect(outer()).rejects.toMatchObject({ part: 'the tokenizer' });
    await expect(outer()).rejects.toBeInstanceOf(LoadFailed);
  });

  it('takes the part from the module with `pick`', async () => {
    const get = onDemand(
      'the reader',
      async () => ({ read: (text: string) => text.length }),
      ({ read }) => read,
    );
    expect((await get())('abc')).toBe(3);
  });

  it("reads the module a browser could not fetch from its own words, and nothing else's", () => {
    const url = 'http://127.0.0.1:9/assets/actions-Dx1.js';
    expect(
      unfetchedModule(new TypeError(`Failed to fetch dynamically imported module: ${url}`)),
    ).toBe(url);
    expect(
      unfetchedModule(new TypeError(`error loading dynamically imported module: ${url}`)),
    ).toBe(url);
    // Not the browser's TypeError, no URL, or not a web URL: not a module it could not fetch.
    expect(unfetchedModule(new Error(`Failed to fetch dynamically imported module: ${url}`))).toBe(
      undefined,
    );
    expect(unfetchedModule(fetchFailed())).toBeUndefined();
    expect(
      unfetchedModule(new TypeError('Failed to fetch dynamically imported module: javascript:1')),
    ).toBeUndefined();
  });

  it('fetches a module the browser could not fetch again under a URL of its own, not its own', async () => {
    // Chromium answers every later import() of a URL it could not fetch with that failure,
    // without asking the server: the next try must not go through `load` (the same URL).
    const url = 'http://127.0.0.1:9/assets/actions-Dx1.js';
    const load = vi.fn(() =>
      Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`)),
    );
    const get = onDemand('the user actions', load);
    await expect(get()).rejects.toThrow('Could not load the user actions');
    const again = await get().catch((error: LoadFailed) => error);
    expect(load).toHaveBeenCalledOnce();
    expect(again).toBeInstanceOf(LoadFailed);
    expect((again as LoadFailed).part).toBe('the user actions');
    // Nothing listens there: the new URL could not be fetched either, and the one after it
    // is asked for again, still not through `load`.
    await expect(get()).rejects.toThrow('Could not load the user actions');
    expect(load).toHaveBeenCalledOnce();
  });
});
