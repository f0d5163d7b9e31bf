import type { Claims } from '@gatehouse/core';
import { type Access, PUBLIC, readerOf, SIGNED_IN } from '../access';
import type { FileRule } from './decision';
import { html } from './html';

/** What the 403 page needs to say why, and where to go instead. */
export interface ForbiddenPageInput {
  rule: FileRule;
  claims: Claims;
  /** The docs' home (`/`). */
  home: string;
  /** The sign-in page with `?return=` back to the refused page. */
  signInAgain: string;
}

/** "A", "A or B", "A, B or C" (`word` "and" for "A, B and C"). */
const list = (names: readonly string[], word = 'or') =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${word} ${names.at(-1)}`;

const plural = (names: readonly string[], one: string, many: string, word = 'or') =>
  `${names.length === 1 ? one : many} ${list(names, word)}`;

/** Who an audience lets in, as a phrase: "readers with the role Tenant Admin in tenant T2acme". */
export function audienceText(access: Access): string {
  if (access === PUBLIC) return 'everyone';
  if (access === SIGNED_IN) return 'every signed-in reader';
  const parts = [
    access.roles && `with ${plural(access.roles, 'the role', 'one of the roles')}`,
    access.permissions &&
      `with ${plural(access.permissions, 'the permission', 'one of the permissions')}`,
    access.tenants && `in ${plural(access.tenants, 'the tenant', 'one of the tenants')}`,
  ].filter((part): part is string => Boolean(part));
  return `readers ${parts.join(' and ')}`;
}

/** Who a file's rule lets in, as a sentence's end. */
export function ruleText(rule: FileRule): string {
  if ('anyOf' in rule) return `${rule.anyOf.map(audienceText).join('; or ')}.`;
  return `readers who may open every page of the site (${rule.allOf.map(audienceText).join('; and ')}).`;
}

/** Who the reader is, as their token says: a name or email when it carries one, else the id. */
export function readerName(claims: Claims): string {
  const named = [claims.email, claims.name].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return named ?? `user ${claims.sub ?? 'without an id'}`;
}

/** What of the reader the rule looked at: their tenant and roles (" in tenant T, with the role R"). */
export function readerGrants(claims: Claims): string {
  const reader = readerOf(claims);
  const where = reader.tenant ? ` in tenant ${reader.tenant}` : '';
  const roles = [...reader.roles].sort();
  const held = roles.length
    ? `, with ${plural(roles, 'the role', 'the roles', 'and')}`
    : ', with no role';
  return `${where}${held}`;
}

const STYLE = `
:root{color-scheme:light dark;--bg:#f6f7f9;--card:#fff;--text:#1c1e21;--muted:#525860;--line:#dadde1;--accent:#2e5bd6;--accent-text:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#18191a;--card:#242526;--text:#e3e3e3;--muted:#b0b3b8;--line:#3e4042;--accent:#7ba0ff;--accent-text:#0b1020}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px 16px;background:var(--bg);color:var(--text);font:16px/1.55 system-ui,-apple-system,Segoe UI,Roboto,sans-serif}
main{width:100%;max-width:600px;background:var(--card);border:1px solid var(--line);border-radius:12px;padding:32px 28px}
.code{margin:0 0 8px;color:var(--muted);font-size:14px;font-weight:600;letter-spacing:.04em;text-transform:uppercase}
h1{margin:0 0 16px;font-size:26px;line-height:1.25}
p{margin:0 0 12px}
strong{font-weight:600}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:24px}
a{display:inline-flex;align-items:center;min-height:44px;padding:0 16px;border-radius:8px;border:1px solid var(--line);color:var(--text);text-decoration:none;font-weight:600}
a.primary{background:var(--accent);border-color:var(--accent);color:var(--accent-text)}
a:hover{text-decoration:underline}
a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
`;

/**
 * The page a signed-in reader gets for a page that is not for them: who it is for, who they are
 * signed in as, a way back to the docs and a way to sign in as someone else. Built with `html`,
 * so every value from the manifest or the token is escaped.
 */
export function forbiddenPage({ rule, claims, home, signInAgain }: ForbiddenPageInput): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Not open to your account</title>
<style>${STYLE}</style>
</head>
<body>
<main aria-labelledby="title">
<p class="code">403 · Forbidden</p>
<h1 id="title">This page is not open to your account</h1>
<p>This page is for ${ruleText(rule)}</p>
<p>You are signed in as <strong>${readerName(claims)}</strong>${readerGrants(claims)}.</p>
<div class="actions">
<a class="primary" href="${home}">Back to the docs home</a>
<a href="${signInAgain}">Sign in as someone else</a>
</div>
</main>
</body>
</html>
`.markup;
}
