import { describe, expect, it } from 'vitest';
import { encodeCbor } from './cbor';

describe('cbor', () => {
  it('encodes the items WebAuthn needs as RFC 8949 examples do', () => {
    expect(encodeCbor(0).toString('hex')).toBe('00');
    expect(encodeCbor(23).toString('hex')).toBe('17');
    expect(encodeCbor(24).toString('hex')).toBe('1818');
    expect(encodeCbor(1000).toString('hex')).toBe('1903e8');
    expect(encodeCbor(-7).toString('hex')).toBe('26');
    expect(encodeCbor('fmt').toString('hex')).toBe('63666d74');
    expect(encodeCbor(new Uint8Array([1, 2])).toString('hex')).toBe('420102');
    expect(encodeCbor(new Map([[1, 2]])).toString('hex')).toBe('a10102');
  });
});
