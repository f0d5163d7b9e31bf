// The page's Administration section: the user-management and audit custom elements for a
// signed-in admin of a tenant. main.js imports this module only when the section is first
// shown, so that what the page fetches before sign-in stays the same.
import { defineAuditManagement, defineUserManagement } from '@gatehouse/widgets';

/** Define the two elements once and put them in `container`, for `tenant`, as the page's project. */
export function mountAdministration(container, { projectId, baseUrl, tenant, locale }) {
  defineUserManagement();
  defineAuditManagement();
  const elements = ['gatehouse-user-management', 'gatehouse-audit-management'].map((name) => {
    const element = document.createElement(name);
    element.setAttribute('project-id', projectId);
    element.setAttribute('base-url', baseUrl);
    element.setAttribute('widget-id', 'demo');
    element.setAttribute('tenant', tenant);
    if (locale) element.setAttribute('locale', locale);
    return element;
  });
  container.replaceChildren(...elements);
}
