import { expect } from 'vitest';
import { Codes } from '../http/errors';
import type { Emulator } from './emulator';

// The emulated SAML identity provider as a browser drives it (SP- and IdP-initiated), and what
// a refused assertion must leave behind: nobody signed in, no user created or changed, no code.

/** The app page the tests' sign-ins come back to. */
export const SSO_APP = 'http://localhost:5173/sso';

export interface IdpAnswer {
  status: number;
  /** Where the browser is sent; '' when refused. */
  location: string;
  /** The error body of a refusal; {} for a redirect. */
  body: Record<string, unknown>;
}

/** Submit one of the identity provider's GET forms, without following its redirect. */
export async function submitIdp(
  emulator: Emulator,
  action: string,
  fields: Record<string, string>,
): Promise<IdpAnswer> {
  const url = new URL(action, emulator.url);
  for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, value);
  const response = await fetch(url, { redirect: 'manual' });
  const text = await response.text();
  const location = response.headers.get('location') ?? '';
  return { status: response.status, location, body: location || !text ? {} : JSON.parse(text) };
}

/** SP-initiated: the app starts a sign-in through `tenant`, whose identity provider asserts `email`. */
export async function spAssertion(
  emulator: Emulator,
  tenant: string,
  email: string,
  redirectURL = SSO_APP,
): Promise<IdpAnswer> {
  const started = await emulator.call('/v1/auth/saml/authorize', {
    query: { tenant, redirectURL },
    body: {},
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const state = new URL(String(started.body.url)).searchParams.get('state') ?? '';
  return submitIdp(emulator, '/emulator/saml/callback', { state, email, name: 'Asserted' });
}

/** IdP-initiated: `tenant`'s portal asserts `email` and sends the browser to `redirectURL`. */
export const idpAssertion = (
  emulator: Emulator,
  tenant: string,
  email: string,
  redirectURL = SSO_APP,
): Promise<IdpAnswer> =>
  submitIdp(emulator, '/emulator/saml/idp-initiated/callback', {
    tenant,
    ...(redirectURL && { redirectURL }),
    email,
    name: 'Asserted',
  });

/** What a refused assertion may not change: users, sessions and one-time codes. */
function samlState(emulator: Emulator) {
  const { users, refreshTokens, pending } = emulator.store.data;
  const codes = Object.values(pending).filter((record) => record.kind === 'saml-code');
  return JSON.stringify({ users, refreshTokens, codes });
}

/**
 * Run `attempt` and check it was refused with a 403 error body naming `reason`, changed no
 * user, session or code, and left one `LoginFailed` audit in `tenant`.
 */
export async function expectSsoRefused(
  emulator: Emulator,
  attempt: () => Promise<IdpAnswer>,
  expected: { tenant: string; email: string; reason: string },
): Promise<void> {
  const before = samlState(emulator);
  const audits = emulator.store.data.audits.length;
  const answer = await attempt();
  expect(answer).toEqual({
    status: 403,
    location: '',
    body: {
      errorCode: Codes.forbidden,
      errorDescription: 'Forbidden',
      errorMessage: expected.reason,
    },
  });
  expect(samlState(emulator)).toBe(before);
  expect(emulator.store.data.audits.slice(audits)).toEqual([
    expect.objectContaining({
      action: 'LoginFailed',
      type: 'warn',
      method: 'saml',
      userId: '',
      actorId: expected.email,
      externalIds: [expected.email],
      tenants: [expected.tenant],
      data: { reason: expected.reason },
    }),
  ]);
}
