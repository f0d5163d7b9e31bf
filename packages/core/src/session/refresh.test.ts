import { describe, expect, it } from 'vitest';
import { type GatehouseError, localError } from '../http/errors';
import { retryAtOnce } from './refresh';

describe('refresh', () => {
  it('retries at once only a refresh that got no answer', () => {
    const status = (code: number): GatehouseError => ({
      kind: 'http',
      code: `E${code}`,
      message: `${code}`,
      status: code,
    });
    expect(retryAtOnce(localError('timeout', 'E_TIMEOUT', 'The request timed out'))).toBe(true);
    expect(retryAtOnce(localError('network', 'E_NETWORK', 'Network error'))).toBe(true);
    expect([401, 429, 500, 503].map((code) => retryAtOnce(status(code)))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(retryAtOnce(localError('schema', 'E_SCHEMA', 'Unexpected answer'))).toBe(false);
  });
});
