import { describe, expect, it } from 'vitest';
import { createSdkSessionId } from './session-id';

describe('createSdkSessionId', () => {
  it("has the provider SDKs' shape, in UTC, zero-padded", () => {
    const at = new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 6));
    expect(createSdkSessionId(at, () => 0.0042)).toBe('2024-01-02-03:04:05:006-0042');
    expect(createSdkSessionId(at, () => 0.99999)).toMatch(/-9999$/);
  });
});
