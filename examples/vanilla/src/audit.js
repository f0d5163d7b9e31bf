// The audit trail on the vanilla page: <gatehouse-audit-management> for the session's first
// tenant. Its code is fetched once someone with a tenant signs in, never for the sign-in
// screen. Its Export CSV saves the current search (every page) as a file named after the range.
import { defineAuditManagement } from '@gatehouse/widgets';

defineAuditManagement();

/** Show the audit of `tenant` (none: hidden), on the page's project, in its locale. */
export function showAudit({ projectId, baseUrl, locale, tenant }) {
  const card = document.getElementById('audit');
  const audit = card.querySelector('gatehouse-audit-management');
  card.hidden = !tenant;
  if (!tenant) return;
  audit.setAttribute('project-id', projectId);
  audit.setAttribute('base-url', baseUrl);
  if (locale) audit.setAttribute('locale', locale);
  audit.setAttribute('tenant', tenant);
}
