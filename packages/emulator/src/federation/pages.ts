import { html, page } from './html';

export interface UserChoice {
  loginId: string;
  name: string;
}

/** The emulated OAuth provider's consent screen: pick an existing user or name a new one. */
export function oauthConsentPage(options: {
  providerName: string;
  state: string;
  users: UserChoice[];
  loginHint?: string;
}): string {
  const title = `Sign in with ${options.providerName} (emulated)`;
  const choices = options.users.map(
    (user) =>
      html`<option value="${user.loginId}">${user.name ? `${user.name} (${user.loginId})` : user.loginId}</option>`,
  );
  return page(
    title,
    html`<h1>${title}</h1>
<p class="note">This page stands in for ${options.providerName}. Choose who signs in; nothing leaves this machine.</p>
<form method="get" action="/emulator/oauth/callback">
<input type="hidden" name="state" value="${options.state}">
<label for="existing">An existing user</label>
<select id="existing" name="existing">
<option value="">A new identity (type it below)</option>
${choices}
</select>
<label for="email">Or a new identity's email</label>
<input id="email" name="email" type="email" autocomplete="email" value="${options.loginHint ?? ''}">
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="name">
<button type="submit">Continue</button>
</form>`,
  );
}

/**
 * The emulated SAML identity provider of one tenant: the asserted email and name. Answering
 * a sign-in the app started (`state`), or, IdP-initiated, signing into the app from the
 * identity provider's portal (`tenant`, and the app page the code goes to).
 */
export function samlIdpPage(
  options: { tenantName: string; email: string } & (
    | { state: string }
    | { tenant: string; redirectURL: string }
  ),
): string {
  const initiated = !('state' in options);
  const title = initiated
    ? `Sign in to the app from ${options.tenantName}'s identity provider (emulated)`
    : `Emulated identity provider for ${options.tenantName}`;
  const hidden =
    'state' in options
      ? html`<input type="hidden" name="state" value="${options.state}">`
      : html`<input type="hidden" name="tenant" value="${options.tenant}">
<input type="hidden" name="redirectURL" value="${options.redirectURL}">`;
  const action = initiated ? '/emulator/saml/idp-initiated/callback' : '/emulator/saml/callback';
  return page(
    title,
    html`<h1>${title}</h1>
<p class="note">This page stands in for the tenant's SAML identity provider.</p>
<form method="get" action="${action}">
${hidden}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${options.email}">
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="name">
<button type="submit">Continue</button>
</form>`,
  );
}

/** Where a flow without a redirect URL lands: the code, to paste into an exchange call. */
export function codePage(code: string): string {
  const title = 'Sign-in code (emulated)';
  return page(
    title,
    html`<h1>${title}</h1>
<p>No redirect URL was given, so here is the one-time code to exchange (valid for 2 minutes):</p>
<p><code id="code">${code}</code></p>`,
  );
}
