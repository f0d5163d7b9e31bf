import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
  stubClipboard,
  type,
} from '../test/widgets';
import { UserManagement } from './user-management';

/** A button by its whole name ("Delete", not "Delete passkey"). */
const button = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}$`) });
const enabled = (name: string) => !(button(name) as HTMLButtonElement).disabled;

/** The dialog, once its lazily loaded module is in. */
const findDialog = () => screen.findByRole('dialog');

async function renderMock() {
  const fetch = spyFetch();
  const view = render(<UserManagement {...mockProps} />);
  await screen.findAllByText('User 1');
  return { fetch, ...view };
}

describe('<UserManagement> in mock mode', () => {
  it('renders the mock users with custom-attribute columns, the toolbar, and no request', async () => {
    const { fetch, container } = await renderMock();
    const region = screen.getByRole('region', { name: 'Users' });
    expect(within(region).getByRole('grid', { name: 'Users' })).toBeTruthy();
    expect(bodyRows()).toHaveLength(9);
    expect(
      within(screen.getByRole('toolbar'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Create user',
      'Edit',
      'Activate',
      'Disable',
      'Delete',
      'Reset password',
      'Remove passkey',
      // Issue 29's actions on one user.
      'Resend invitation',
      'Sign out everywhere',
    ]);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Department', 'Employee number', 'On call']));
    expect(bodyRows()[0]?.textContent).toContain('active');
    expect(await axeViolations(container)).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('enables each action by the rules of spec §4', async () => {
    await renderMock();
    expect(['Edit', 'Activate', 'Disable', 'Delete'].map(enabled)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    await clickRow('User 2');
    expect(['Edit', 'Activate', 'Disable', 'Delete', 'Reset password'].map(enabled)).toEqual([
      true,
      false,
      true,
      true,
      true,
    ]);
    await clickRow('User 3');
    expect(['Edit', 'Disable', 'Delete'].map(enabled)).toEqual([false, false, true]);
  });

  it('disables, then activates a user with confirmations naming them', async () => {
    await renderMock();
    await clickRow('User 4');
    fireEvent.click(button('Disable'));
    // The modals load when one first opens.
    await screen.findByRole('dialog');
    expect(within(dialog()).getByText('Disable User 4?')).toBeTruthy();
    await act(async () =>
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Disable' })),
    );
    expect(await screen.findByText('User disabled successfully')).toBeTruthy();
    const row = () => bodyRows().find((r) => r.textContent?.includes('User 4'));
    expect(row()?.textContent).toContain('disabled');
    fireEvent.click(button('Activate'));
    // The modals load when one first opens.
    await screen.findByRole('dialog');
    expect(within(dialog()).getByText('Activate User 4?')).toBeTruthy();
    await act(async () =>
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Activate' })),
    );
    await waitFor(() => expect(row()?.textContent).toContain('active'));
  });

  it('creates a user with roles and custom attributes, keeping a refused phone in the form', async () => {
    await renderMock();
    fireEvent.click(button('Create user'));
    // The forms load when one first opens.
    await screen.findByRole('dialog');
    type('Login id *', 'new@company.com');
    type('Phone', '12345');
    fireEvent.click(within(dialog()).getByRole('option', { name: 'Editor' }));
    type('Department', 'Ops');
    await act(async () =>
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' })),
    );
    const phone = await within(dialog()).findByText(
      'Enter the number with its country code, e.g. +1-2025550101',
    );
    expect(phone).toBeTruthy();
    expect((screen.getByLabelText('Login id *') as HTMLInputElement).value).toBe('new@company.com');
    // A non-editable attribute is shown but cannot be changed.
    expect((screen.getByLabelText('Employee number') as HTMLInputElement).disabled).toBe(true);
    type('Phone', '+1-202-555-0199');
    await act(async () =>
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' })),
    );
    expect(await screen.findByText('User created successfully')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodyRows()[0]?.textContent).toContain('new@company.com');
    expect(bodyRows()[0]?.textContent).toContain('invited');
    expect(bodyRows()[0]?.textContent).toContain('Ops');
  });

  it('edits with the login id locked and the phone shown as +CC-rest', async () => {
    await renderMock();
    await clickRow('User 1');
    await act(async () => fireEvent.click(button('Edit')));
    const modal = await screen.findByRole('dialog', { name: 'Edit user' });
    const loginId = within(modal).getByLabelText('Login id') as HTMLInputElement;
    expect(loginId.value).toBe('user1@company.com');
    expect(loginId.readOnly).toBe(true);
    expect((within(modal).getByLabelText('Phone') as HTMLInputElement).value).toBe('+1-2025550101');
    type('Display name', 'Ada');
    await act(async () => fireEvent.click(within(modal).getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('User updated successfully')).toBeTruthy();
    expect(bodyRows().some((r) => r.textContent?.includes('Ada'))).toBe(true);
  });

  it('filters by status and role with labelled selects, "All" clearing one', async () => {
    await renderMock();
    const status = screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    const role = screen.getByRole('combobox', { name: 'Role' }) as HTMLSelectElement;
    expect([...status.options].map((o) => o.text)).toEqual([
      'All',
      'Active',
      'Disabled',
      'Invited',
    ]);
    await act(async () => fireEvent.change(status, { target: { value: 'disabled' } }));
    await waitFor(() => expect(bodyRows()).toHaveLength(0));
    await act(async () => fireEvent.change(status, { target: { value: '' } }));
    await waitFor(() => expect(bodyRows()).toHaveLength(9));
    await act(async () => fireEvent.change(role, { target: { value: 'Viewer' } }));
    await waitFor(() => expect(bodyRows().length).toBeLessThan(9));
    expect(bodyRows().length).toBeGreaterThan(0);
    for (const row of bodyRows()) expect(row.textContent).toContain('Viewer');
    expect(role.value).toBe('Viewer');
  });

  it('signs one user out everywhere after a confirmation naming them', async () => {
    await renderMock();
    expect(enabled('Sign out everywhere')).toBe(false);
    await clickRow('User 2');
    expect(enabled('Resend invitation')).toBe(false);
    fireEvent.click(button('Sign out everywhere'));
    const confirm = await findDialog();
    expect(within(confirm).getByText(/End every session of User 2\?/)).toBeTruthy();
    await act(async () =>
      fireEvent.click(within(confirm).getByRole('button', { name: 'Sign out everywhere' })),
    );
    await screen.findByText('The user was signed out everywhere');
  });

  it('resets a password into the one-time display, which copies it on close', async () => {
    await renderMock();
    const writeText = stubClipboard();
    await clickRow('User 5');
    fireEvent.click(button('Reset password'));
    expect(
      within(dialog()).getByText('This will generate a new temporary password for User 5.'),
    ).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Reset' })));
    const shown = await screen.findByRole('dialog', { name: 'Temporary password' });
    const field = within(shown).getByLabelText('Temporary password') as HTMLInputElement;
    expect(field.readOnly).toBe(true);
    const password = field.value;
    expect(password).toMatch(/^Mock-Temp-/);
    await act(async () =>
      fireEvent.click(within(shown).getByRole('button', { name: 'Copy and close' })),
    );
    expect(writeText).toHaveBeenCalledWith(password);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('titles the confirmation of one user in the singular, and ends a statement with a period', async () => {
    await renderMock();
    await clickRow('User 7');
    fireEvent.click(button('Delete'));
    expect(within(await findDialog()).getByRole('heading', { name: 'Delete user' })).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(button('Reset password'));
    expect(
      within(await findDialog()).getByText(
        'This will generate a new temporary password for User 7.',
      ),
    ).toBeTruthy();
  });

  it('shows no title of its own under a host heading, and its region keeps the name', async () => {
    render(<UserManagement {...mockProps} hideTitle />);
    await screen.findAllByText('User 1');
    const region = screen.getByRole('region', { name: 'Users' });
    expect(within(region).queryByRole('heading')).toBeNull();
    expect(within(region).getByRole('grid', { name: 'Users' })).toBeTruthy();
  });

  it('deletes several users and says how many', async () => {
    await renderMock();
    await clickRow('User 7');
    await clickRow('User 8');
    fireEvent.click(button('Delete'));
    // The modals load when one first opens.
    await screen.findByRole('dialog');
    expect(within(dialog()).getByRole('heading', { name: 'Delete 2 users' })).toBeTruthy();
    expect(within(dialog()).getByText('Delete 2 users?')).toBeTruthy();
    await act(async () =>
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' })),
    );
    expect(await screen.findByText('2 Users deleted successfully')).toBeTruthy();
    expect(bodyRows()).toHaveLength(7);
  });
});

describe('<UserManagement> against the server', () => {
  const USER = {
    loginIds: ['ada@acme.test'],
    userId: 'U1',
    name: 'Ada',
    email: 'ada@acme.test',
    status: 'enabled',
    editable: true,
    roleNames: [],
  };

  it('loads users, roles and attributes with the widget headers; keeps a refused form', async () => {
    serveLayouts('user-management-widget');
    const searched = answer('post', '/v1/mgmt/user/search', { users: [USER], total: 1 });
    answer('get', '/v1/mgmt/role/all', { roles: [{ name: 'Editor', tenantId: 'T1' }] });
    answer('get', '/v1/mgmt/user/customattributes', { data: [] });
    const created = answer('post', '/v1/mgmt/user/create', serverError, 409);
    render(<UserManagement {...liveProps} />);
    await screen.findByText('Ada');
    expect(searched[0]?.headers.get('x-descope-widget-type')).toBe('user-management-widget');
    expect(searched[0]?.headers.get('x-descope-widget-version')).toBe('0.4.78');
    expect(searched[0]?.body).toMatchObject({ withTestUser: false, limit: 10000 });
    fireEvent.click(button('Create user'));
    // The form comes with the user actions, a moment after the click.
    await screen.findByRole('dialog');
    type('Login id *', 'ada@acme.test');
    await act(async () =>
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' })),
    );
    await waitFor(() => expect(created).toHaveLength(1));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      `Failed to create user: ${SERVER_MESSAGE}`,
    );
    expect((within(dialog()).getByLabelText('Login id *') as HTMLInputElement).value).toBe(
      'ada@acme.test',
    );
  });
});
