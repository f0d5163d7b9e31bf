import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCookie, writeSessionCookie } from './cookie';

// happy-dom's page URL decides `location.protocol`; each test sets the page it runs on.
const onPage = (url: string) =>
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);

/** Watch document.cookie: the returned function lists the strings written to it, in order. */
function recordCookies(): () => string[] {
  const set = vi.spyOn(document, 'cookie', 'set');
  return () => set.mock.calls.map(([value]) => String(value));
}

afterEach(() => onPage('http://localhost:3000/'));

describe('the session cookie', () => {
  it('is Secure and SameSite=Strict on an https page', () => {
    onPage('https://docs.example.com/guide');
    const written = recordCookies();
    writeSessionCookie('eyJ.token.sig', { maxAge: 600.7 });
    clearSessionCookie();
    const [set, cleared] = written();
    expect(set?.split('; ')).toEqual([
      'DS=eyJ.token.sig',
      'Path=/',
      'SameSite=Strict',
      'Secure',
      'Max-Age=600',
    ]);
    expect(cleared?.split('; ')).toEqual([
      'DS=',
      'Path=/',
      'Max-Age=0',
      'SameSite=Strict',
      'Secure',
    ]);
  });

  it('is SameSite=Strict without Secure on an http page, so the browser keeps it', () => {
    onPage('http://127.0.0.1:5175/quick-start');
    const written = recordCookies();
    writeSessionCookie('eyJ.token.sig', { domain: 'docs.test', path: '/docs' });
    clearSessionCookie({ domain: 'docs.test', path: '/docs' });
    const [set, cleared] = written();
    expect(set?.split('; ')).toEqual([
      'DS=eyJ.token.sig',
      'Path=/docs',
      'SameSite=Strict',
      'Domain=docs.test',
    ]);
    expect(cleared?.split('; ')).toEqual([
      'DS=',
      'Path=/docs',
      'Domain=docs.test',
      'Max-Age=0',
      'SameSite=Strict',
    ]);
  });

  it('reaches document.cookie on an http page, and clearing removes it', () => {
    onPage('http://127.0.0.1:5175/');
    writeSessionCookie('abc', { maxAge: 60 });
    expect(document.cookie).toContain('DS=abc');
    clearSessionCookie();
    expect(document.cookie).not.toContain('DS=abc');
  });
});
