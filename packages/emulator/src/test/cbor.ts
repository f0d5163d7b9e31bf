// A minimal CBOR encoder (RFC 8949), just enough to build WebAuthn attestation objects and
// COSE keys in tests: unsigned and negative integers, byte strings, text strings and maps.

export type CborValue = number | string | Uint8Array | Map<CborValue, CborValue>;

/** The initial byte(s) of an item: major type and argument. */
function head(major: number, argument: number): Buffer {
  const type = major << 5;
  if (argument < 24) return Buffer.from([type | argument]);
  if (argument < 0x100) return Buffer.from([type | 24, argument]);
  if (argument < 0x10000) {
    const out = Buffer.alloc(3);
    out[0] = type | 25;
    out.writeUInt16BE(argument, 1);
    return out;
  }
  const out = Buffer.alloc(5);
  out[0] = type | 26;
  out.writeUInt32BE(argument, 1);
  return out;
}

export function encodeCbor(value: CborValue): Buffer {
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || Math.abs(value) > 0xffffffff) {
      throw new Error('encodeCbor: only 32-bit integers');
    }
    return value >= 0 ? head(0, value) : head(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(encodeCbor(key), encodeCbor(item));
  return Buffer.concat(parts);
}
