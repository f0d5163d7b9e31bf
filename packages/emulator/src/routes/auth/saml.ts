import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { isEmail } from '../../auth/address';
import { normaliseLoginId } from '../../auth/login-id';
import { checkRedirectURL, issueCode, redeemCode, withCode } from '../../federation/codes';
import { PAGE_HEADERS } from '../../federation/html';
import { codePage, samlIdpPage } from '../../federation/pages';
import { peekPending, putPending, TTL, takePending } from '../../federation/pending';
import { addUser, auditLogin, newUser } from '../../federation/users';
import { badRequest } from '../../http/errors';
import { requireProject } from '../../http/require-project';
import { zodJson } from '../../http/validate';
import { newId } from '../../state/ids';
import { findUserByLoginId } from '../../state/store';
import type { EmulatorData, TenantRecord } from '../../state/types';
import { issueSession } from '../../tokens/jwt';

const STATE = 'saml-state';

/** `tenant` is a tenant id, or an email whose domain one tenant provisions. */
function findTenant(data: EmulatorData, tenant: string): TenantRecord | undefined {
  const byId = data.tenants.find((t) => t.id === tenant);
  if (byId) return byId;
  const domain = tenant.includes('@')
    ? tenant.slice(tenant.lastIndexOf('@') + 1).toLowerCase()
    : '';
  if (!domain) return undefined;
  return data.tenants.find((t) =>
    t.selfProvisioningDomains.some((entry) => entry.toLowerCase() === domain),
  );
}

export const samlRoutes = new Hono<AppEnv>();

samlRoutes.use('/v1/auth/saml/*', requireProject);

samlRoutes.post('/v1/auth/saml/authorize', zodJson(z.looseObject({}).optional()), async (c) => {
  const store = c.get('store');
  const given = c.req.query('tenant') ?? '';
  const redirectURL = checkRedirectURL(c.req.query('redirectURL') ?? '');
  const tenant = findTenant(store.data, given);
  if (!tenant) throw badRequest(`No SSO tenant found for "${given}"`);
  const state = newId('S2');
  putPending(store, state, STATE, TTL.state, {
    // An email given as the tenant is a hint for the identity provider's form.
    data: { tenantId: tenant.id, redirectURL, emailHint: given.includes('@') ? given : '' },
  });
  return c.json({ url: `${c.get('origin')}/emulator/saml/idp?state=${state}` });
});

samlRoutes.get('/emulator/saml/idp', (c) => {
  const store = c.get('store');
  const state = c.req.query('state') ?? '';
  const record = peekPending(store, state, STATE);
  const tenant = store.data.tenants.find((t) => t.id === record?.data.tenantId);
  if (!record || !tenant) throw badRequest('Unknown or expired SAML state');
  return c.html(
    samlIdpPage({ tenantName: tenant.name, state, email: String(record.data.emailHint ?? '') }),
    200,
    PAGE_HEADERS,
  );
});

samlRoutes.get('/emulator/saml/callback', (c) => {
  const store = c.get('store');
  const record = takePending(store, c.req.query('state') ?? '', STATE);
  const tenant = store.data.tenants.find((t) => t.id === record?.data.tenantId);
  if (!record || !tenant) throw badRequest('Unknown or expired SAML state');
  const typed = c.req.query('email') ?? '';
  const email = typed.trim() && normaliseLoginId(typed, 'email');
  if (!isEmail(email)) throw badRequest('An email address is required');
  const user =
    findUserByLoginId(store.data, email) ??
    addUser(
      store,
      newUser(store, { loginId: email, name: c.req.query('name') ?? '', verifiedEmail: true }),
      'saml',
    );
  // The tenant's identity provider vouches for the user: they belong to the tenant from now on.
  if (!user.userTenants.some((entry) => entry.tenantId === tenant.id)) {
    user.userTenants.push({ tenantId: tenant.id, roleNames: [] });
  }
  user.saml = true;
  const code = issueCode(store, 'saml-code', user, { tenantId: tenant.id });
  const fallback = `${c.get('origin')}/emulator/saml/done`;
  return c.redirect(withCode(String(record.data.redirectURL ?? ''), code, fallback), 302);
});

samlRoutes.get('/emulator/saml/done', (c) =>
  c.html(codePage(c.req.query('code') ?? ''), 200, PAGE_HEADERS),
);

samlRoutes.post(
  '/v1/auth/saml/exchange',
  zodJson(z.object({ code: z.string().min(1) })),
  async (c) => {
    const store = c.get('store');
    const { code } = c.req.valid('json');
    const { user } = redeemCode(store, 'saml-code', code);
    auditLogin(store, user, 'saml');
    return c.json(await issueSession(store, user, { amr: ['saml'] }));
  },
);
