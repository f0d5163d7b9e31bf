// The page's Administration section: the user-management custom element for a signed-in
// admin of a tenant (the tenant's audit is the page's audit card, src/audit.js). main.js
// imports this module only when the section is first shown, so that what the page fetches
// before sign-in stays the same.
import { defineUserManagement } from '@gatehouse/widgets';

/** Define the element once and put it in `container`, for `tenant`, as the page's project. */
export function mountAdministration(container, { projectId, baseUrl, tenant, locale }) {
  defineUserManagement();
  const element = document.createElement('gatehouse-user-management');
  element.setAttribute('project-id', projectId);
  element.setAttribute('base-url', baseUrl);
  element.setAttribute('widget-id', 'demo');
  element.setAttribute('tenant', tenant);
  if (locale) element.setAttribute('locale', locale);
  container.replaceChildren(element);
}
