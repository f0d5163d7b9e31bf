import { badRequest } from '../http/errors';
import type { EmulatorData, TenantRecord } from '../state/types';
import { checkRedirectURL } from './codes';

// An IdP-initiated sign-on carries a live code to an app page that no app asked for: the
// portal's link names it, and anyone can craft such a link. So the page must be one the
// project configured: the tenant's SSO redirect URL, or a page on one of the project's
// approved domains (the provider's project setting; the demo approves its loopback hosts).

export const IDP_REDIRECT_REFUSED =
  "redirectURL must be the tenant's SSO redirect URL or a page on one of the project's approved domains";

/** Whether `host` (a URL's hostname: lower case, IPv6 in brackets) is an approved domain. */
const isApproved = (data: EmulatorData, host: string) =>
  (data.approvedDomains ?? []).some((domain) => domain.toLowerCase() === host);

/**
 * Where an IdP-initiated sign-on into `tenant` sends its code: `requested` when it is the
 * tenant's SSO redirect URL or its host is approved exactly (no suffix or subdomain, any
 * port), else a 400; without one, the tenant's SSO redirect URL ('' when it has none: the
 * emulator's own code page).
 */
export function idpInitiatedTarget(
  data: EmulatorData,
  tenant: TenantRecord,
  requested: string,
): string {
  const configured = tenant.sso?.redirectUrl ?? '';
  if (!checkRedirectURL(requested)) return configured;
  if (requested === configured || isApproved(data, new URL(requested).hostname)) {
    return requested;
  }
  throw badRequest(IDP_REDIRECT_REFUSED);
}
