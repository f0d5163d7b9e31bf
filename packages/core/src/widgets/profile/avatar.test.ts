import { describe, expect, it } from 'vitest';
import { avatarOf, initialsOf, shownPicture } from './avatar';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('avatar picture', () => {
  it.each([
    'https://cdn.example.com/a.png',
    'http://cdn.example.com/a.png',
    PNG,
    'data:image/jpeg;base64,/9j/',
    'data:image/gif;base64,R0lG',
    'data:image/webp;base64,UklG',
  ])('shows %s', (url) => {
    expect(shownPicture(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:text/html;base64,PGI+',
    'data:image/png',
    'ftp://example.com/a.png',
    'file:///etc/passwd',
    'blob:https://example.com/1',
    '/relative/a.png',
    '//cdn.example.com/a.png',
    'not a url',
    '',
    '   ',
    undefined,
  ])('refuses %s, so the initials show', (url) => {
    expect(shownPicture(url)).toBeUndefined();
    expect(avatarOf({ userId: 'U', loginIds: ['l'], name: 'Ada', picture: url })).toEqual({
      initials: 'A',
    });
  });
});

describe('initials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada king lovelace', 'AL'],
    ['  Ada  ', 'A'],
    ['Élodie Żak', 'ÉŻ'],
    ['😀 Smile', '😀S'],
  ])('of %s is %s', (name, initials) => {
    expect(initialsOf({ userId: 'U', loginIds: [], name })).toBe(initials);
  });

  it('falls back to the email, then the login id, then nothing', () => {
    expect(initialsOf({ userId: 'U', loginIds: ['zed'], email: 'ada@x.test' })).toBe('A');
    expect(initialsOf({ userId: 'U', loginIds: ['zed'] })).toBe('Z');
    expect(initialsOf(undefined)).toBe('');
  });

  it('keeps a safe picture with the initials', () => {
    expect(avatarOf({ userId: 'U', loginIds: [], name: 'Ada L', picture: PNG })).toEqual({
      picture: PNG,
      initials: 'AL',
    });
  });
});
