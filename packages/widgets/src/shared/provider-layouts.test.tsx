import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccessKeyManagement } from '../access-keys';
import { RoleManagement } from '../roles';
import { answer, axeViolations, bodyRows, liveProps, serveProviderLayouts } from '../test/widgets';
import { UserManagement } from '../users';

// The widgets on the provider's own pages (../shared/reference/provider-layouts, read in
// place), and on a customer's edits of them: a button left out hides its action, the columns
// are the page's (order, headers, custom attributes), badged cells show in their badge.

const headers = () =>
  within(screen.getByRole('grid'))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent?.trim())
    .filter(Boolean);

const badgeIn = (row: HTMLElement | undefined, text: string) =>
  Array.from(row?.querySelectorAll('.gh-w-badge') ?? []).find((b) => b.textContent === text);

describe("the widgets on the provider's pages", () => {
  it("roles: the page's buttons and columns, its badges; a button left out hides its action", async () => {
    serveProviderLayouts('role-management-widget', (page, html) =>
      page === 'root'
        ? html
            .replace(/<descope-button data-id="edit-role"[\s\S]*?<\/descope-button>/, '')
            .replace('header="Description"', 'header="About"')
        : html,
    );
    answer('post', '/v1/mgmt/role/search', {
      roles: [{ name: 'Editor', description: 'Edits', permissionNames: ['Read'], tenantId: 'T1' }],
    });
    answer('get', '/v1/mgmt/permission/all', { permissions: [{ name: 'Read' }] });
    const { container } = render(<RoleManagement {...liveProps} />);
    await screen.findByText('Edits');
    expect(headers()).toEqual(['Name', 'About', 'Permissions', 'Editable']);
    const toolbar = screen.getByRole('toolbar');
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['+ Role', 'Delete']);
    const row = bodyRows().find((r) => r.textContent?.includes('Editor'));
    const badge = badgeIn(row, 'yes');
    expect(badge?.getAttribute('data-mode')).toBe('primary');
    expect(await axeViolations(container)).toEqual([]);
  });

  it("users: the page's columns in its order, a custom attribute column, status badges", async () => {
    serveProviderLayouts('user-management-widget', (page, html) =>
      page === 'root'
        ? html.replace(
            '</descope-grid>',
            '<descope-grid-text-column header="Team" path="customAttributes.team"></descope-grid-text-column></descope-grid>',
          )
        : html,
    );
    answer('post', '/v1/mgmt/user/search', {
      users: [
        {
          loginIds: ['ada@acme.test'],
          userId: 'U1',
          name: 'Ada',
          email: 'ada@acme.test',
          status: 'enabled',
          roleNames: ['Editor'],
          customAttributes: { team: 'Blue <b>bold</b>' },
        },
        { loginIds: ['bo@acme.test'], userId: 'U2', name: 'Bo', status: 'disabled' },
      ],
      total: 2,
    });
    answer('get', '/v1/mgmt/role/all', { roles: [{ name: 'Editor', tenantId: 'T1' }] });
    answer('get', '/v1/mgmt/user/customattributes', {
      data: [{ name: 'team', displayName: 'Team', type: 1 }],
    });
    render(<UserManagement {...liveProps} />);
    await screen.findByText('Ada');
    expect(headers()).toEqual([
      'Login ID',
      'Status',
      'Name',
      'Email',
      'Phone',
      'Recovery Email',
      'Recovery Phone',
      'Roles',
      'Team',
    ]);
    const ada = bodyRows().find((r) => r.textContent?.includes('Ada'));
    expect(badgeIn(ada, 'active')?.getAttribute('data-mode')).toBe('primary');
    // Custom attribute values and roles are text: a value's markup shows as written.
    expect(ada?.textContent).toContain('Blue <b>bold</b>');
    expect(ada?.querySelector('b')).toBeNull();
    expect(ada?.textContent).toContain('Editor');
    const bo = bodyRows().find((r) => r.textContent?.includes('Bo'));
    expect(badgeIn(bo, 'disabled')?.getAttribute('data-mode')).toBe('error');
    expect(screen.getByRole('button', { name: '+ User' })).toBeTruthy();
  });

  it('access keys: the created-key page by its provider name, and the status badges', async () => {
    serveProviderLayouts('access-key-management-widget');
    answer('post', '/v1/mgmt/accesskey/search', {
      keys: [
        { id: 'K1', name: 'ci', status: 'active', createdTime: 1, expireTime: 0, roleNames: [] },
        { id: 'K2', name: 'old', status: 'inactive', createdTime: 1, expireTime: 0 },
      ],
    });
    answer('get', '/v1/mgmt/role/all', { roles: [] });
    render(<AccessKeyManagement {...liveProps} />);
    await screen.findByText('ci');
    expect(headers().slice(0, 3)).toEqual(['Name', 'Status', 'Expiration Time']);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const old = bodyRows().find((r) => r.textContent?.includes('old'));
    // 'inactive' holds 'active': the page lists it first, and the first match wins.
    expect(badgeIn(old, 'inactive')?.getAttribute('data-mode')).toBe('default');
    const ci = bodyRows().find((r) => r.textContent?.includes('ci'));
    expect(badgeIn(ci, 'active')?.getAttribute('data-mode')).toBe('primary');
  });
});
