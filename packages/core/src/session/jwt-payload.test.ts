import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../test/jwt';
import { jwtPayload } from './jwt-payload';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const header = part({ alg: 'RS256' });

describe('jwtPayload', () => {
  it("reads a token's claims, whatever its padding and UTF-8 text", () => {
    expect(jwtPayload(fakeJwt({ sub: 'U1', name: 'Zoë 東京' }))).toMatchObject({
      sub: 'U1',
      name: 'Zoë 東京',
    });
    // Lengths 1, 2 and 3 past a multiple of 4 decode without padding.
    for (const sub of ['a', 'ab', 'abc', 'abcd']) {
      expect(jwtPayload(`${header}.${part({ sub })}.sig`)).toEqual({ sub });
    }
  });

  it.each([
    ['no dots', 'abc'],
    ['two parts', `${header}.${part({ a: 1 })}`],
    ['five parts (an encrypted token)', `${header}.a.b.c.d`],
    ['an empty payload', `${header}..sig`],
    ['standard base64 characters', `${header}.${part({ a: '>>>' }).replace(/-/g, '+')}+.sig`],
    ['padding', `${header}.${part({ a: 1 })}=.sig`],
    ['a payload that is not JSON', `${header}.${Buffer.from('nope').toString('base64url')}.sig`],
    ['JSON that is not an object', `${header}.${part([1, 2])}.sig`],
    ['JSON null', `${header}.${part(null)}.sig`],
    [
      'bytes that are not UTF-8',
      `${header}.${Buffer.from([0xff, 0xfe]).toString('base64url')}.sig`,
    ],
  ])('gives undefined for %s', (_, token) => {
    expect(jwtPayload(token)).toBeUndefined();
  });
});
