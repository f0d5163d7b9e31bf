import { BUILT_IN_ROLE_NOTE } from '@gatehouse/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import {
  answer,
  axeViolations,
  bodyRows,
  clickRow,
  dialog,
  liveProps,
  mockProps,
  SERVER_MESSAGE,
  serveLayouts,
  serverError,
  spyFetch,
  type,
} from '../test/widgets';
import { RoleManagement } from './role-management';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/**
 * Press a button that opens a form, and wait as the user does until it shows: its code loads
 * on the first open, however long that takes (a findBy* gives up after a second, which a busy
 * machine can exceed), and a test run alone opens it first.
 */
async function openForm(name: string) {
  await act(async () => fireEvent.click(button(name)));
  await act(() => vi.dynamicImportSettled());
}

async function renderMock() {
  const fetch = spyFetch();
  const view = render(<RoleManagement {...mockProps} />);
  await screen.findByText('Tenant Admin');
  return { fetch, ...view };
}

describe('<RoleManagement> in mock mode', () => {
  it('renders the four mock roles, built-in ones marked not editable, with no request', async () => {
    const { fetch, container } = await renderMock();
    const region = screen.getByRole('region', { name: 'Roles' });
    expect(within(region).getByRole('grid', { name: 'Roles' })).toBeTruthy();
    expect(bodyRows()).toHaveLength(4);
    const admin = bodyRows().find((row) => row.textContent?.includes('Tenant Admin'));
    expect(admin?.lastElementChild?.textContent).toBe('no');
    expect(await axeViolations(container)).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('enables edit for exactly one role and delete for one or more', async () => {
    await renderMock();
    const state = () =>
      [button('Create role'), button('Edit role'), button('Delete roles')].map((b) => b.disabled);
    expect(state()).toEqual([false, true, true]);
    await clickRow('Editor');
    expect(state()).toEqual([false, false, false]);
    await clickRow('Viewer');
    expect(state()).toEqual([false, true, false]);
  });

  it('opens edit prefilled from the selected role and saves the change', async () => {
    const { fetch } = await renderMock();
    await clickRow('Editor');
    await openForm('Edit role');
    const modal = screen.getByRole('dialog', { name: 'Edit role' });
    expect((within(modal).getByLabelText('Name *') as HTMLInputElement).value).toBe('Editor');
    expect((within(modal).getByLabelText('Description') as HTMLTextAreaElement).value).toBe(
      'Edits users',
    );
    const permission = (name: string) =>
      within(modal).getByRole('option', { name }).getAttribute('aria-selected');
    expect(permission('User Admin')).toBe('true');
    expect(permission('Audit Viewer')).toBe('false');
    type('Name *', 'Writer');
    fireEvent.click(within(modal).getByRole('option', { name: 'Audit Viewer' }));
    await act(async () => fireEvent.click(within(modal).getByRole('button', { name: 'Save' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Role updated successfully')).toBeTruthy();
    const row = bodyRows().find((r) => r.textContent?.includes('Writer'));
    expect(row?.textContent).toContain('User Admin, Audit Viewer');
    expect(bodyRows().some((r) => r.textContent?.includes('Editor'))).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows field errors for an invalid new role and does not submit', async () => {
    await renderMock();
    await openForm('Create role');
    type('Name *', ' padded ');
    await act(async () =>
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' })),
    );
    expect(
      within(dialog()).getByText('Remove the spaces at the start and end of the name'),
    ).toBeTruthy();
    expect(bodyRows()).toHaveLength(4);
  });

  it('creates a role at the top and clears the form', async () => {
    await renderMock();
    await openForm('Create role');
    type('Name *', 'Auditor');
    type('Description', 'Reads');
    await act(async () =>
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' })),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodyRows()[0]?.textContent).toContain('Auditor');
    expect(screen.getByText('Role created successfully')).toBeTruthy();
    fireEvent.click(button('Create role'));
    expect((screen.getByLabelText('Name *') as HTMLInputElement).value).toBe('');
  });

  // Issue 24: a name another role holds, in any case, is refused on the field before it is
  // sent (it used to reach the mock, whose refusal was a toast).
  it('refuses a name another role holds on the name field, keeping the typed values', async () => {
    const { fetch } = await renderMock();
    await openForm('Create role');
    const name = screen.getByLabelText('Name *') as HTMLInputElement;
    type('Name *', 'support');
    type('Description', 'Again');
    await act(async () =>
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' })),
    );
    expect(await within(dialog()).findByText('A role named support already exists')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(name.value).toBe('support');
    expect((within(dialog()).getByLabelText('Description') as HTMLTextAreaElement).value).toBe(
      'Again',
    );
    expect(bodyRows()).toHaveLength(4);
  });

  it("asks 'Delete X?' and never removes a built-in role, which selects like any other", async () => {
    await renderMock();
    await clickRow('Editor');
    fireEvent.click(button('Delete roles'));
    // The modals load when one first opens.
    await screen.findByRole('dialog');
    expect(within(dialog()).getByText('Delete Editor?')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    // A built-in role's row takes the selection (spec 000 §2); the widget says it is kept.
    await clickRow('Tenant Admin');
    const builtIn = screen.getByRole('checkbox', { name: /^Select Tenant Admin/ });
    expect((builtIn as HTMLInputElement).disabled).toBe(false);
    expect((builtIn as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(`${BUILT_IN_ROLE_NOTE}.`)).toBeTruthy();
    expect((button('Edit role') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button('Delete roles'));
    // The modals load when one first opens.
    await screen.findByRole('dialog');
    expect(within(dialog()).getByText('Delete Editor?')).toBeTruthy();
    await act(async () =>
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' })),
    );
    expect(await screen.findByText('Role deleted successfully')).toBeTruthy();
    const names = bodyRows().map((row) => row.textContent ?? '');
    expect(names.some((n) => n.includes('Tenant Admin'))).toBe(true);
    expect(names.some((n) => n.includes('Editor'))).toBe(false);
  });
});

describe('<RoleManagement> against the server', () => {
  const ROLES = [
    { name: 'Admin', tenantId: '' },
    { name: 'Editor', description: 'Edits', permissionNames: ['Read'], tenantId: 'T1' },
  ];

  it('refreshes permissions when edit opens, and keeps the modal open on failure', async () => {
    serveLayouts('role-management-widget');
    const searched = answer('post', '/v1/mgmt/role/search', { roles: ROLES });
    const permissions = answer('get', '/v1/mgmt/permission/all', {
      permissions: [{ name: 'Read' }, { name: 'Write' }],
    });
    const updated = answer('post', '/v1/mgmt/role/update', serverError, 400);
    render(<RoleManagement {...liveProps} />);
    await screen.findByText('Editor');
    expect(searched[0]?.headers.get('x-descope-widget-type')).toBe('role-management-widget');
    expect(searched[0]?.headers.get('x-descope-widget-version')).toBe('0.1.76');
    expect(permissions).toHaveLength(1);
    await clickRow('Editor');
    await openForm('Edit role');
    await waitFor(() => expect(permissions).toHaveLength(2));
    type('Description', 'Edits more');
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(updated).toHaveLength(1));
    expect(updated[0]?.body).toMatchObject({
      name: 'Editor',
      newName: 'Editor',
      description: 'Edits more',
      permissionNames: ['Read'],
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      `Failed to update role: ${SERVER_MESSAGE}`,
    );
    expect((within(dialog()).getByLabelText('Description') as HTMLTextAreaElement).value).toBe(
      'Edits more',
    );
  });
});
