import { describe, expect, it } from 'vitest';
import { loginIdKey, loginIdSkeleton } from './login-id';

// The skeleton decides whether a new login id imitates an existing one; the key decides
// which user signs in. Only the skeleton folds letters of other scripts.

describe('loginIdSkeleton', () => {
  it.each([
    ['full-width letters', '\uff41\uff44\uff4d\uff49\uff4e@acme.test'],
    ['a Cyrillic а', '\u0430dmin@acme.test'],
    ['Cyrillic е and о', 'adm\u0456n@\u0430cm\u0435.test'],
    ['a Greek ο and ι', 'adm\u03b9n@acme.test'],
    ['an Armenian օ', 'd\u0585c@acme.test'],
    ['a Cherokee Ꭺ', '\u13aadmin@acme.test'],
    ['a Latin ɑ and a dotless ı', '\u0251dm\u0131n@acme.test'],
    ['mathematical bold letters', '\u{1d41a}\u{1d41d}\u{1d426}\u{1d422}\u{1d427}@acme.test'],
    ['capitals of three scripts', '\uff21DMIN@\u0410CM\u0395.TEST'],
  ])('reads %s as the Latin letters they imitate', (_, id) => {
    const latin = id.includes('d\u0585c') ? 'doc@acme.test' : 'admin@acme.test';
    expect(loginIdSkeleton(id)).toBe(latin);
    expect(loginIdSkeleton(id)).toBe(loginIdSkeleton(latin.toUpperCase()));
  });

  it('folds the same accent on a Cyrillic and a Latin e alike', () => {
    expect(loginIdSkeleton('ren\u0435\u0301@example.test')).toBe(
      loginIdSkeleton('ren\u00e9@example.test'),
    );
    expect(loginIdSkeleton('rene@example.test')).not.toBe(
      loginIdSkeleton('ren\u00e9@example.test'),
    );
  });

  it('keeps ASCII ids that differ apart, however alike their letters look', () => {
    expect(loginIdSkeleton('bob1@example.test')).not.toBe(loginIdSkeleton('bobl@example.test'));
    expect(loginIdSkeleton('adrnin@example.test')).not.toBe(loginIdSkeleton('admin@example.test'));
  });

  it('keeps letters no Latin one imitates', () => {
    // Cyrillic ж is read as no Latin letter: an id with it imitates no Latin id.
    expect(loginIdSkeleton('\u0436uk@example.test')).toBe('\u0436uk@example.test');
  });
});

describe('loginIdKey', () => {
  it('tells a look-alike from the id it imitates: sign-in is by the id itself', () => {
    expect(loginIdKey('\u0430dmin@acme.test')).not.toBe(loginIdKey('admin@acme.test'));
    expect(loginIdKey('\uff41dmin@acme.test')).not.toBe(loginIdKey('admin@acme.test'));
    expect(loginIdKey(' ADMIN@acme.test')).toBe(loginIdKey('admin@acme.test'));
  });
});
