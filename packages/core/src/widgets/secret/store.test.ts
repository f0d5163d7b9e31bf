import { describe, expect, it } from 'vitest';
import { createSecretStore } from './store';

describe('the one-time secret', () => {
  it('copies the secret to the clipboard on close, then forgets it', async () => {
    const copied: string[] = [];
    const secret = createSecretStore(() => ({ writeText: async (text) => void copied.push(text) }));
    secret.show('K2abc:s3cret');
    expect(secret.$secret.get()).toBe('K2abc:s3cret');
    expect(await secret.copyAndClear()).toBe(true);
    expect(copied).toEqual(['K2abc:s3cret']);
    expect(secret.$secret.get()).toBe('');
  });

  it('keeps the secret shown when the copy fails, so it can be copied by hand', async () => {
    const refused = createSecretStore(() => ({
      writeText: async () => Promise.reject(new Error('denied')),
    }));
    refused.show('s3cret');
    expect(await refused.copyAndClear()).toBe(false);
    expect(refused.$secret.get()).toBe('s3cret');
    const none = createSecretStore(() => undefined);
    none.show('s3cret');
    expect(await none.copyAndClear()).toBe(false);
    none.clear();
    expect(none.$secret.get()).toBe('');
  });
});
