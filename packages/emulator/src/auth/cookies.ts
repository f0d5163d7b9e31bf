import type { JwtResponse } from '@gatehouse/core';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

export const SESSION_COOKIE = 'DS';
export const REFRESH_COOKIE = 'DSR';

/**
 * Browsers (requests with an `Origin`) get the tokens as cookies too, as the provider sets
 * them: `DSR` HttpOnly so page script cannot read it. `Secure` only over https, because the
 * emulator usually runs on plain-http loopback where a Secure cookie would be dropped by
 * some browsers.
 */
export function setSessionCookies(c: Context, jwt: JwtResponse): void {
  if (!c.req.header('origin')) return;
  const secure = new URL(c.req.url).protocol === 'https:';
  const common = { path: '/', sameSite: 'Strict', secure } as const;
  setCookie(c, SESSION_COOKIE, jwt.sessionJwt, { ...common, maxAge: jwt.cookieMaxAge });
  if (jwt.refreshJwt) {
    setCookie(c, REFRESH_COOKIE, jwt.refreshJwt, {
      ...common,
      httpOnly: true,
      maxAge: jwt.cookieMaxAge,
    });
  }
}

/** The refresh token a browser sent as a cookie (the SDKs may rename it by header). */
export function refreshCookie(c: Context): string {
  const name = c.req.header('x-descope-refresh-cookie-name') || REFRESH_COOKIE;
  return getCookie(c, name) ?? '';
}
