import { act, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  defineAccessKeyManagement,
  defineAuditManagement,
  defineGatehouseWidgets,
  defineRoleManagement,
  GatehouseAccessKeyManagementElement,
  GatehouseAuditManagementElement,
  GatehouseFlowElement,
  GatehouseRoleManagementElement,
  WIDGET_ELEMENT_ATTRIBUTES,
} from '../index';
import { BASE_URL } from '../test/msw';
import { answer, serveLayouts, spyFetch } from '../test/widgets';

const NAMES = {
  keys: 'gatehouse-access-key-management',
  roles: 'gatehouse-role-management',
  audit: 'gatehouse-audit-management',
} as const;

function element(name: string, attributes: Record<string, string>) {
  defineGatehouseWidgets();
  const el = document.createElement(name);
  for (const [key, value] of Object.entries(attributes)) el.setAttribute(key, value);
  const errors: unknown[] = [];
  el.addEventListener('error', (event) => errors.push((event as unknown as CustomEvent).detail));
  return { el, errors, shadow: () => within(el.shadowRoot as unknown as HTMLElement) };
}

const connect = (el: HTMLElement) => act(async () => void document.body.append(el));
const mockAttrs = { 'project-id': 'P1', tenant: 'T1', 'widget-id': 'w1', mock: '' };

describe('admin widget elements', () => {
  it('are registered by their define functions once, and all by defineGatehouseWidgets', () => {
    expect(customElements.get(NAMES.keys)).toBeUndefined();
    expect(defineAccessKeyManagement()).toBe(GatehouseAccessKeyManagementElement);
    expect(defineAccessKeyManagement()).toBe(GatehouseAccessKeyManagementElement);
    defineGatehouseWidgets();
    expect(customElements.get(NAMES.roles)).toBe(GatehouseRoleManagementElement);
    expect(customElements.get(NAMES.audit)).toBe(GatehouseAuditManagementElement);
    expect(customElements.get('gatehouse-flow')).toBe(GatehouseFlowElement);
    expect(defineRoleManagement()).toBe(GatehouseRoleManagementElement);
    expect(defineAuditManagement()).toBe(GatehouseAuditManagementElement);
    const other = defineRoleManagement('my-roles');
    expect(customElements.get('my-roles')).toBe(other);
    expect(new other()).toBeInstanceOf(GatehouseRoleManagementElement);
    expect(GatehouseAuditManagementElement.observedAttributes).toEqual(WIDGET_ELEMENT_ATTRIBUTES);
    expect(WIDGET_ELEMENT_ATTRIBUTES).toEqual([
      'project-id',
      'tenant',
      'widget-id',
      'base-url',
      'mock',
      'theme',
      'hide-title',
      'locale',
      'debug',
      'style-id',
    ]);
  });

  it.each(Object.values(NAMES))('%s flags a missing tenant and calls nothing', async (name) => {
    const fetch = spyFetch();
    const { el, errors, shadow } = element(name, { 'project-id': 'P1', 'widget-id': 'w1' });
    await connect(el);
    expect(shadow().getByRole('alert').textContent).toBe('The tenant attribute is required');
    expect(errors).toEqual([{ message: 'The tenant attribute is required' }]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each(Object.values(NAMES))('%s flags a missing widget-id', async (name) => {
    const fetch = spyFetch();
    const { el, errors, shadow } = element(name, { 'project-id': 'P1', tenant: 'T1', mock: '' });
    await connect(el);
    expect(shadow().getByRole('alert').textContent).toBe('The widget-id attribute is required');
    expect(errors).toEqual([{ message: 'The widget-id attribute is required' }]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each(Object.values(NAMES))('%s flags a widget-id that is no path segment', async (name) => {
    const fetch = spyFetch();
    const attrs = {
      'project-id': 'P1',
      tenant: 'T1',
      'widget-id': 'ops/main',
      'base-url': BASE_URL,
    };
    const { el, errors, shadow } = element(name, attrs);
    await connect(el);
    const message = 'The widget-id attribute holds only letters, digits, ".", "_" and "-"';
    expect(shadow().getByRole('alert').textContent).toBe(message);
    expect(errors).toEqual([{ message }]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('renders into its open shadow root in mock mode, re-renders and tears down', async () => {
    const fetch = spyFetch();
    const { el, shadow } = element(NAMES.keys, { ...mockAttrs, tenant: '', theme: 'dark' });
    await connect(el);
    expect(shadow().getByRole('alert').textContent).toBe('The tenant attribute is required');
    await act(async () => el.setAttribute('tenant', 'T1'));
    expect(await shadow().findByText('Access key 1')).toBeTruthy();
    expect(el.shadowRoot?.mode).toBe('open');
    expect(document.body.textContent).not.toContain('Access key 1');
    expect(shadow().getByRole('region', { name: 'Access keys' })).toBeTruthy();
    expect(el.shadowRoot?.querySelector('.gh-w')?.getAttribute('data-theme')).toBe('dark');
    // The kit's stylesheet, and the table's with the table, inside the shadow root.
    const styles = [...(el.shadowRoot?.querySelectorAll('style') ?? [])].map((s) => s.textContent);
    expect(styles[0]).toContain('.gh-w-btn');
    expect(styles.join('')).toContain('.gh-w-grid');
    await act(async () => {
      el.remove();
      await Promise.resolve();
    });
    expect(el.shadowRoot?.childNodes).toHaveLength(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows no title of its own with hide-title, its region still named by it', async () => {
    const { el, shadow } = element(NAMES.audit, { ...mockAttrs, 'hide-title': '' });
    await connect(el);
    const region = await shadow().findByRole('region', { name: 'Audit trail' });
    expect(within(region).queryByRole('heading')).toBeNull();
    el.setAttribute('hide-title', 'false');
    await waitFor(() =>
      expect(within(region).getByRole('heading', { name: 'Audit trail' })).toBeTruthy(),
    );
    el.remove();
  });

  it('treats mock="false" as no mock: layouts and data come from the server with the widget headers', async () => {
    const layouts = serveLayouts('role-management-widget');
    const searched = answer('post', '/v1/mgmt/role/search', {
      roles: [{ name: 'Server role', tenantId: 'T1' }],
    });
    answer('get', '/v1/mgmt/permission/all', { permissions: [] });
    const { el, shadow } = element(NAMES.roles, {
      ...mockAttrs,
      mock: 'false',
      'base-url': BASE_URL,
      'widget-id': 'console',
    });
    await connect(el);
    expect(await shadow().findByText('Server role')).toBeTruthy();
    expect(layouts.sort()).toEqual([
      'console/create-role-modal',
      'console/delete-roles-modal',
      'console/edit-role-modal',
      'console/root',
    ]);
    const headers = searched[0]?.headers;
    expect(headers?.get('x-descope-widget-type')).toBe('role-management-widget');
    expect(headers?.get('x-descope-widget-id')).toBe('console');
    expect(headers?.get('x-descope-widget-version')).toBe('0.1.76');
    expect(new URL(String(searched[0]?.path), BASE_URL).pathname).toBe('/v1/mgmt/role/search');
  });

  it('sends the tenant query on management calls', async () => {
    serveLayouts('access-key-management-widget');
    const { http, HttpResponse } = await import('msw');
    const { server } = await import('../test/msw');
    const tenants: (string | null)[] = [];
    server.use(
      http.post(`${BASE_URL}/v1/mgmt/accesskey/search`, ({ request }) => {
        tenants.push(new URL(request.url).searchParams.get('tenant'));
        return HttpResponse.json({ keys: [] });
      }),
    );
    answer('get', '/v1/mgmt/role/all', { roles: [] });
    const { el, shadow } = element(NAMES.keys, {
      'project-id': 'P1',
      tenant: 'T9',
      'widget-id': 'w1',
      'base-url': BASE_URL,
    });
    await connect(el);
    expect(await shadow().findByText('No access keys')).toBeTruthy();
    await waitFor(() => expect(tenants).toEqual(['T9']));
  });
});
