import { Hono } from 'hono';
import { z } from 'zod';
import {
  assertionGiven,
  identityProviderOf,
  idpInitiatedAssertion,
  idpInitiatedPageOf,
  redeemSamlCode,
  startSaml,
} from '../../auth/saml';
import { completeSignIn } from '../../auth/sign-in';
import { PAGE_HEADERS } from '../../federation/html';
import { codePage, samlIdpPage } from '../../federation/pages';
import type { AppEnv } from '../../http/app-env';
import { requireProject } from '../../http/require-project';
import { zodJson, zodQuery } from '../../http/validate';
import { CodeQuery, ExchangeBody, StateQuery } from './contracts';

const AuthorizeQuery = z.object({
  /** A tenant id, or an email whose domain a tenant provisions. */
  tenant: z.string().default(''),
  redirectURL: z.string().default(''),
});
const Identity = { email: z.string().default(''), name: z.string().default('') };
const AssertionQuery = StateQuery.extend(Identity);
/**
 * IdP-initiated: the tenant (id, or an email of its domain) and the app page to land on
 * (none: the tenant's SSO redirect URL; src/federation/idp-redirect.ts).
 */
const PortalQuery = z.object({ tenant: z.string().min(1), redirectURL: z.string().default('') });
const PortalAssertionQuery = PortalQuery.extend(Identity);

/** SAML single sign-on, and the emulated identity provider's pages. */
export const samlRoutes = new Hono<AppEnv>()
  .use('/v1/auth/saml/*', requireProject)
  .post(
    '/v1/auth/saml/authorize',
    zodQuery(AuthorizeQuery),
    zodJson(z.looseObject({}).optional()),
    (c) => c.json({ url: startSaml(c.get('store'), c.get('origin'), c.req.valid('query')).url }),
  )
  .get('/emulator/saml/idp', zodQuery(StateQuery), (c) => {
    const { state } = c.req.valid('query');
    const page = identityProviderOf(c.get('store'), state);
    return c.html(samlIdpPage({ ...page, state }), 200, PAGE_HEADERS);
  })
  .get('/emulator/saml/callback', zodQuery(AssertionQuery), (c) =>
    c.redirect(assertionGiven(c.get('store'), c.get('origin'), c.req.valid('query')), 302),
  )
  // IdP-initiated sign-on: the identity provider's portal signs the user into the app.
  .get('/emulator/saml/idp-initiated', zodQuery(PortalQuery), (c) => {
    const portal = idpInitiatedPageOf(c.get('store'), c.req.valid('query'));
    return c.html(samlIdpPage({ ...portal, email: '' }), 200, PAGE_HEADERS);
  })
  .get('/emulator/saml/idp-initiated/callback', zodQuery(PortalAssertionQuery), (c) =>
    c.redirect(idpInitiatedAssertion(c.get('store'), c.get('origin'), c.req.valid('query')), 302),
  )
  .get('/emulator/saml/done', zodQuery(CodeQuery), (c) =>
    c.html(codePage(c.req.valid('query').code), 200, PAGE_HEADERS),
  )
  .post('/v1/auth/saml/exchange', zodJson(ExchangeBody), (c) => {
    const user = redeemSamlCode(c.get('store'), c.req.valid('json').code);
    return completeSignIn(c, user, { method: 'saml', amr: ['saml'] });
  });
