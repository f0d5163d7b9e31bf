import { Claims } from '@gatehouse/core';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { safeReturnPath } from '../../return-path';
import { SWITCH_ACCOUNT_PARAM } from '../../sign-in-path';
import { type Decision, decide, type FileRule, isNavigation, isOpen, passes } from '../decision';
import type { GateEnv } from '../env';
import { forbiddenPage } from '../forbidden-page';
import { empty, GATED_OK, GATED_REFUSAL, GATED_VARIANT } from '../headers';
import type { Target } from '../paths';
import { readerClass } from '../reader-class';
import { fileResponse } from '../respond';
import type { SiteFile } from '../served-file';
import { SESSION_COOKIE, type SessionVerifier } from '../session';
import type { SiteRules } from '../site-rules';
import { type SiteSource, siteFileOf } from '../site-source';
import type { createVariants } from '../variants';

/** What the site's routes know of the build, worked out from its manifest once per gate. */
export interface SiteBuild {
  /** Who may fetch each file (site-rules.ts). */
  rules: SiteRules;
  /** A derived file's variant for a reader class; absent when derived files are not cut down. */
  variantOf?: ReturnType<typeof createVariants>;
}

export interface SiteOptions {
  /** Where the build's files come from (fs-source.ts, assets-source.ts). */
  source: Pick<SiteSource, 'file'>;
  /** The build's rules: at hand on Node, read on first use in a Worker. */
  build: () => Promise<SiteBuild>;
  signInPath: string;
  verify: SessionVerifier;
}

/** The 403 page's own headers: it is HTML of the gate's, with no script and no frame. */
const FORBIDDEN_PAGE = {
  ...GATED_REFUSAL,
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'referrer-policy': 'same-origin',
} as const;

/** The verified session's claims, or null; a token whose claims are not shaped as core reads them is none. */
async function claimsOf(
  verify: SessionVerifier,
  token: string | undefined,
): Promise<Claims | null> {
  const payload = await verify(token);
  if (!payload) return null;
  const parsed = Claims.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

/** Where a refused navigation was going, query included, as a same-origin return path. */
const returnPath = (target: Target, url: string) =>
  safeReturnPath(`${target.href}${new URL(url).search}`);

/**
 * Everything outside the public area: the built site, each file for the readers the manifest
 * names (decision.ts). The file is looked up in the gate's source before anything else; a
 * public file is served without reading the session at all. Refusals carry nothing of the
 * docs: a redirect to sign-in or an empty 401 for a signed-out reader, the 403 page or an empty
 * 403 for a signed-in reader the file is not for.
 */
export function siteRoutes({ source, build, signInPath, verify }: SiteOptions) {
  return new Hono<GateEnv>().all('*', async (c) => {
    const { rules, variantOf } = await build();
    const target = c.get('target');
    const method = c.req.method;
    const accept = c.req.header('accept');
    const file = await siteFileOf(source, target.segments, target.hasExtension);
    const rule = file ? rules.ruleOf(file) : null;
    const derived = file && rules.derivedOf(file);
    // A public file needs no session, so the cookie is not even verified; a derived file's
    // variant depends on who asks, public or not.
    const anonymous = isOpen(rule) && !derived;
    const claims = anonymous ? null : await claimsOf(verify, getCookie(c, SESSION_COOKIE));
    const decision: Decision = decide({ target, method, accept, rule, claims });

    if (decision === 'sign-in') {
      const back = returnPath(target, c.req.url);
      return empty(302, { location: `${signInPath}?return=${encodeURIComponent(back)}` });
    }
    if (decision === 'unauthorized') return empty(401);
    if (decision === 'forbidden') {
      if (!claims || !isNavigation(target, method, accept)) return empty(403);
      const back = encodeURIComponent(returnPath(target, c.req.url));
      const signInAgain = `${signInPath}?return=${back}&${SWITCH_ACCOUNT_PARAM}=1`;
      const page = forbiddenPage({ rule: rule as FileRule, claims, home: '/', signInAgain });
      return new Response(method === 'HEAD' ? null : page, {
        status: 403,
        headers: FORBIDDEN_PAGE,
      });
    }

    if (method !== 'GET' && method !== 'HEAD') return empty(405, { allow: 'GET, HEAD' });
    // Pages are served at their bare route only: the docs' client router knows no other
    // spelling, so `/docs/intro.html` or `//docs/intro` moves to `/docs/intro` (query kept).
    if (!target.hasExtension && !target.canonical) {
      return empty(301, { location: returnPath(target, c.req.url) });
    }
    if (decision === 'serve' && file) {
      if (derived && variantOf) {
        const variant = await variantOf(file, derived, readerClass(rules.audiences, claims));
        const served: SiteFile = {
          ...file,
          bytes: variant.bytes,
          size: variant.bytes.length,
          etag: variant.etag,
        };
        return fileResponse(c.req.raw, served, { headers: GATED_VARIANT, conditional: true });
      }
      return fileResponse(c.req.raw, file, { headers: GATED_OK, conditional: true });
    }
    const notFoundPage = await source.file('404.html');
    if (notFoundPage && passes(rules.ruleOf(notFoundPage), claims)) {
      return fileResponse(c.req.raw, notFoundPage, { status: 404, headers: GATED_OK });
    }
    return new Response(method === 'HEAD' ? null : 'Not found', {
      status: 404,
      headers: { ...GATED_OK, 'content-type': 'text/plain; charset=utf-8' },
    });
  });
}
