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
  pressEnter,
  SERVER_MESSAGE,
  serveLayouts,
  serverError,
  spyFetch,
  stubClipboard,
  type,
} from '../test/widgets';
import { AccessKeyManagement } from './access-key-management';

const button = (name: string) => screen.getByRole('button', { name });

async function renderMock() {
  const fetch = spyFetch();
  const view = render(<AccessKeyManagement {...mockProps} />);
  await screen.findByText('Access key 1');
  return { fetch, ...view };
}

describe('<AccessKeyManagement> in mock mode', () => {
  it('renders the nine mock keys in a labelled region, with no request', async () => {
    const { fetch, container } = await renderMock();
    const region = screen.getByRole('region', { name: 'Access keys' });
    expect(within(region).getByRole('grid', { name: 'Access keys' })).toBeTruthy();
    expect(bodyRows()).toHaveLength(9);
    expect(within(region).getByRole('searchbox', { name: 'Search access keys' })).toBeTruthy();
    expect(
      within(screen.getByRole('toolbar'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Create', 'Activate', 'Deactivate', 'Delete']);
    expect(await axeViolations(container)).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('enables activate, deactivate and delete only while keys are selected', async () => {
    await renderMock();
    const actions = ['Activate', 'Deactivate', 'Delete'];
    expect(actions.map((name) => (button(name) as HTMLButtonElement).disabled)).toEqual([
      true,
      true,
      true,
    ]);
    expect((button('Create') as HTMLButtonElement).disabled).toBe(false);
    await clickRow('Access key 2');
    expect(actions.map((name) => (button(name) as HTMLButtonElement).disabled)).toEqual([
      false,
      false,
      false,
    ]);
    await clickRow('Access key 2');
    expect((button('Delete') as HTMLButtonElement).disabled).toBe(true);
  });

  it('sorts through the store when a sortable header is clicked', async () => {
    await renderMock();
    await act(async () => fireEvent.click(button('Name')));
    await waitFor(() => expect(bodyRows()[0]?.textContent).toContain('Access key 1'));
    await act(async () => fireEvent.click(button('Name')));
    await waitFor(() => expect(bodyRows()[0]?.textContent).toContain('Access key 9'));
    const header = screen
      .getAllByRole('columnheader')
      .find((h) => h.textContent?.startsWith('Name'));
    expect(header?.getAttribute('aria-sort')).toBe('descending');
  });

  it('shows field errors for invalid input and does not submit', async () => {
    const { fetch } = await renderMock();
    fireEvent.click(button('Create'));
    // The forms load when one first opens.
    const modal = await screen.findByRole('dialog');
    expect(modal.getAttribute('aria-labelledby')).toBeTruthy();
    type('Name *', '');
    type('Expires in (days) *', 'soon');
    await act(async () => fireEvent.click(within(modal).getByRole('button', { name: 'Create' })));
    expect(within(modal).getByText('Name is required')).toBeTruthy();
    expect(within(modal).getByText('Enter a number of days, or 0 for never')).toBeTruthy();
    expect(screen.getByLabelText('Name *').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Name *'));
    expect(bodyRows()).toHaveLength(9);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('creates a key, shows it once, copies it on close and clears the form', async () => {
    const { fetch, container } = await renderMock();
    const writeText = stubClipboard();
    fireEvent.click(button('Create'));
    // The form comes with its part, a moment after the click.
    await screen.findByRole('dialog');
    type('Name *', 'CI key');
    type('Expires in (days) *', '0');
    fireEvent.click(within(dialog()).getByRole('option', { name: 'Editor' }));
    await act(async () =>
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' })),
    );
    const shown = await screen.findByRole('dialog', { name: 'Access key created' });
    const field = within(shown).getByLabelText('Access key') as HTMLInputElement;
    expect(field.value).toBe('mock-cleartext-1');
    expect(field.readOnly).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
    await act(async () =>
      fireEvent.click(within(shown).getByRole('button', { name: 'Copy and close' })),
    );
    expect(writeText).toHaveBeenCalledWith('mock-cleartext-1');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodyRows()[0]?.textContent).toContain('CI key');
    expect(bodyRows()[0]?.textContent).toContain('Never');
    expect(screen.getByText('Access key created successfully')).toBeTruthy();
    // The form was cleared: the next create starts empty.
    fireEvent.click(button('Create'));
    expect(((await screen.findByLabelText('Name *')) as HTMLInputElement).value).toBe('');
    expect(
      within(dialog()).getByRole('option', { name: 'Editor' }).getAttribute('aria-selected'),
    ).toBe('false');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the key shown when the clipboard is denied, and says so', async () => {
    await renderMock();
    const writeText = stubClipboard(true);
    fireEvent.click(button('Create'));
    // The form comes with its part, a moment after the click.
    await screen.findByRole('dialog');
    type('Name *', 'CI key');
    type('Expires in (days) *', '30');
    await act(async () =>
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' })),
    );
    const shown = await screen.findByRole('dialog', { name: 'Access key created' });
    await act(async () =>
      fireEvent.click(within(shown).getByRole('button', { name: 'Copy and close' })),
    );
    expect(writeText).toHaveBeenCalledTimes(1);
    // Closing would lose the key for ever: it stays, to be copied by hand.
    expect(within(dialog()).getByLabelText('Access key')).toHaveProperty(
      'value',
      'mock-cleartext-1',
    );
    expect(
      screen.getByText('Could not copy to the clipboard: copy it by hand before closing'),
    ).toBeTruthy();
  });

  it.each([
    ['Activate', 'Activate Access key 3?', 'Access key activated successfully'],
    ['Deactivate', 'Deactivate Access key 3?', 'Access key deactivated successfully'],
    ['Delete', 'Delete Access key 3?', 'Access key deleted successfully'],
  ])('%s asks "%s" and then acts', async (action, question, done) => {
    const { fetch } = await renderMock();
    await clickRow('Access key 3');
    fireEvent.click(button(action));
    const modal = dialog();
    expect(within(modal).getByText(question)).toBeTruthy();
    await act(async () => fireEvent.click(within(modal).getByRole('button', { name: action })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText(done)).toBeTruthy();
    const row = bodyRows().find((r) => r.textContent?.includes('Access key 3'));
    if (action === 'Delete') expect(row).toBeUndefined();
    else expect(row?.textContent).toContain(action === 'Activate' ? 'active' : 'inactive');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('counts several selected keys, and cancel changes nothing', async () => {
    await renderMock();
    await clickRow('Access key 1');
    await clickRow('Access key 2');
    fireEvent.click(button('Delete'));
    // The modals load when one first opens.
    await screen.findByRole('dialog');
    expect(within(dialog()).getByText('Delete 2 access keys?')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodyRows()).toHaveLength(9);
  });

  it('opens create with Enter, closes with Escape and returns the focus', async () => {
    await renderMock();
    const create = button('Create');
    await pressEnter(create);
    const modal = dialog();
    expect(document.activeElement).toBe(screen.getByLabelText('Name *'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(modal.isConnected).toBe(false);
    expect(document.activeElement).toBe(create);
  });

  it('shows toasts and dismisses them', async () => {
    await renderMock();
    await clickRow('Access key 1');
    fireEvent.click(button('Activate'));
    await act(async () =>
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Activate' })),
    );
    const toasts = screen.getByRole('list', { name: 'Notifications' });
    expect(toasts.className).toBe('gh-w-toasts');
    fireEvent.click(within(toasts).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('list', { name: 'Notifications' })).toBeNull();
  });
});

describe('<AccessKeyManagement> against the server', () => {
  const KEY = { id: 'K1', name: 'Deploy', editable: true, status: 'active', createdTime: 1 };

  it('keeps the create modal open with the typed values when the server refuses', async () => {
    serveLayouts('access-key-management-widget');
    answer('post', '/v1/mgmt/accesskey/search', { keys: [KEY] });
    answer('get', '/v1/mgmt/role/all', { roles: [{ name: 'Editor', tenantId: 'T1' }] });
    answer('post', '/v1/mgmt/user/search', { users: [] });
    const created = answer('post', '/v1/mgmt/accesskey/create', serverError, 400);
    render(<AccessKeyManagement {...liveProps} />);
    await screen.findByText('Deploy');
    fireEvent.click(button('Create'));
    // The form comes with its part, a moment after the click.
    await screen.findByRole('dialog');
    type('Name *', 'CI key');
    type('Expires in (days) *', '7');
    fireEvent.click(await within(dialog()).findByRole('option', { name: 'Editor' }));
    await act(async () =>
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' })),
    );
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]?.body).toMatchObject({ name: 'CI key', roleNames: ['Editor'] });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      `Failed to create access key: ${SERVER_MESSAGE}`,
    );
    const modal = dialog();
    expect((within(modal).getByLabelText('Name *') as HTMLInputElement).value).toBe('CI key');
    expect((within(modal).getByLabelText('Expires in (days) *') as HTMLInputElement).value).toBe(
      '7',
    );
    expect(
      within(modal).getByRole('option', { name: 'Editor' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(bodyRows()).toHaveLength(1);
  });

  it('starts the expiration at 0, says "abc" is wrong as it is typed, and binds a user found by email', async () => {
    serveLayouts('access-key-management-widget');
    answer('post', '/v1/mgmt/accesskey/search', { keys: [KEY] });
    answer('get', '/v1/mgmt/role/all', { roles: [] });
    const people = [
      { userId: 'U1', loginIds: ['ada@acme.test'], name: 'Ada Lovelace', email: 'ada@acme.test' },
      {
        userId: 'U2',
        loginIds: ['grace@acme.test'],
        name: 'Grace Hopper',
        email: 'grace@acme.test',
      },
    ];
    const searched = answer('post', '/v1/mgmt/user/search', { users: people });
    const created = answer('post', '/v1/mgmt/accesskey/create', {
      cleartext: 'K2:s',
      key: { ...KEY, id: 'K2', name: 'CI key' },
    });
    const { container } = render(<AccessKeyManagement {...liveProps} />);
    await screen.findByText('Deploy');
    fireEvent.click(button('Create'));
    const modal = await screen.findByRole('dialog');
    const days = within(modal).getByLabelText('Expires in (days) *') as HTMLInputElement;
    expect(days.value).toBe('0');
    // Wrong as soon as it is typed, before any submit; right again once corrected.
    type('Expires in (days) *', 'abc');
    expect(await within(modal).findByText('Enter a number of days, or 0 for never')).toBeTruthy();
    expect(days.getAttribute('aria-invalid')).toBe('true');
    type('Expires in (days) *', '30');
    expect(within(modal).queryByText('Enter a number of days, or 0 for never')).toBeNull();

    const picker = within(modal).getByRole('combobox', { name: 'Bound user' });
    fireEvent.focus(picker);
    expect(await within(modal).findByRole('option', { name: /Ada Lovelace/ })).toBeTruthy();
    const found = answer('post', '/v1/mgmt/user/search', { users: [people[1]] });
    fireEvent.change(picker, { target: { value: 'grace@' } });
    await waitFor(() => expect(within(modal).queryByRole('option', { name: /Ada/ })).toBeNull());
    expect(searched).toHaveLength(1);
    expect(found.map((call) => call.body)).toMatchObject([{ text: 'grace@', limit: 20 }]);
    fireEvent.click(within(modal).getByRole('option', { name: /Grace Hopper/ }));
    expect(picker).toHaveProperty('value', 'Grace Hopper');
    expect(within(modal).queryByRole('listbox', { name: 'Bound user' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    type('Name *', 'CI key');
    await act(async () => fireEvent.click(within(modal).getByRole('button', { name: 'Create' })));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]?.body).toMatchObject({ name: 'CI key', userId: 'U2' });
  });

  it('shows an error with Retry when the layout does not load, never the server body', async () => {
    const { http, HttpResponse } = await import('msw');
    const { server, BASE_URL } = await import('../test/msw');
    serveLayouts('access-key-management-widget');
    let fail = true;
    server.use(
      http.get(`${BASE_URL}/pages/*`, () =>
        fail ? HttpResponse.text('<html>secret stack</html>', { status: 500 }) : undefined,
      ),
    );
    answer('post', '/v1/mgmt/accesskey/search', { keys: [KEY] });
    answer('get', '/v1/mgmt/role/all', { roles: [] });
    // Layouts load once per client and widget id: one this page has not loaded yet.
    render(<AccessKeyManagement {...liveProps} widgetId="not-loaded-yet" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The widget could not be loaded.');
    expect(document.body.textContent).not.toContain('secret');
    fail = false;
    await act(async () => fireEvent.click(button('Retry')));
    expect(await screen.findByText('Deploy')).toBeTruthy();
  });

  it('shows a list that did not load as an error with Retry, never an empty table', async () => {
    serveLayouts('access-key-management-widget');
    answer('get', '/v1/mgmt/role/all', { roles: [] });
    answer('post', '/v1/mgmt/accesskey/search', serverError, 500);
    render(<AccessKeyManagement {...liveProps} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`The list could not be loaded: ${SERVER_MESSAGE}`);
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.queryByText('No access keys')).toBeNull();
    answer('post', '/v1/mgmt/accesskey/search', { keys: [KEY] });
    await act(async () => fireEvent.click(button('Retry')));
    expect(await screen.findByText('Deploy')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders only a window of 10 000 keys, and sends the widget headers', async () => {
    serveLayouts('access-key-management-widget');
    const keys = Array.from({ length: 10_000 }, (_, i) => ({
      ...KEY,
      id: `K${i}`,
      name: `Key ${i}`,
    }));
    const searched = answer('post', '/v1/mgmt/accesskey/search', { keys });
    answer('get', '/v1/mgmt/role/all', { roles: [] });
    render(<AccessKeyManagement {...liveProps} />);
    await screen.findByText('Key 0');
    // The first keys show while the rest of the answer arrives; then all 10 000 are listed.
    await waitFor(() =>
      expect(screen.getByRole('grid').getAttribute('aria-rowcount')).toBe('10001'),
    );
    expect(bodyRows().length).toBeLessThan(30);
    expect(searched[0]?.headers.get('x-descope-widget-type')).toBe('access-key-management-widget');
    expect(searched[0]?.headers.get('x-descope-widget-id')).toBe('w1');
    expect(searched[0]?.headers.get('x-descope-widget-version')).toBe('0.1.78');
  });

  it('says under the table when the server cut the list, and how to narrow it', async () => {
    serveLayouts('access-key-management-widget');
    const keys = Array.from({ length: 10_000 }, (_, i) => ({
      ...KEY,
      id: `K${i}`,
      name: `Key ${i}`,
    }));
    answer('post', '/v1/mgmt/accesskey/search', { keys, total: 100_000 });
    answer('get', '/v1/mgmt/role/all', { roles: [] });
    render(<AccessKeyManagement {...liveProps} />);
    await screen.findByText('Key 0');
    const cut = 'Showing the first 10,000 of 100,000. Search to narrow the list.';
    expect((await screen.findByText(cut)).closest('.gh-w-cut')).toBeTruthy();
    // A search the server answers in full takes the notice away.
    answer('post', '/v1/mgmt/accesskey/search', { keys: keys.slice(0, 2), total: 2 });
    await act(async () =>
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Key 1' } }),
    );
    await waitFor(() => expect(screen.queryByText(cut)).toBeNull());
    expect(bodyRows()).toHaveLength(2);
  });

  it('loads the next page on Load more, keeps the rows when a page fails, and Retry asks for it again', async () => {
    serveLayouts('access-key-management-widget');
    const keys = Array.from({ length: 5 }, (_, i) => ({ ...KEY, id: `K${i}`, name: `Key ${i}` }));
    const first = answer('post', '/v1/mgmt/accesskey/search', { keys: keys.slice(0, 3), total: 5 });
    answer('get', '/v1/mgmt/role/all', { roles: [] });
    render(<AccessKeyManagement {...liveProps} />);
    await screen.findByText('Key 0');
    const status = await screen.findByText('Showing the first 3 of 5. Search to narrow the list.');
    expect(status.getAttribute('role')).toBe('status');

    const failed = answer('post', '/v1/mgmt/accesskey/search', serverError, 500);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(SERVER_MESSAGE);
    const { limit } = (first[0]?.body ?? {}) as { limit?: number };
    expect(failed[0]?.body).toMatchObject({ page: 1, limit });
    expect(bodyRows()).toHaveLength(3);

    const retried = answer('post', '/v1/mgmt/accesskey/search', { keys: keys.slice(3), total: 5 });
    const more = screen.getByRole('button', { name: 'Load more' });
    more.focus();
    const failure = alert.closest('.gh-w-failed') as HTMLElement;
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(retried[0]?.body).toMatchObject({ page: 1 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Showing the first/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('moves focus on to the rows when the last page takes Load more away', async () => {
    serveLayouts('access-key-management-widget');
    const keys = Array.from({ length: 4 }, (_, i) => ({ ...KEY, id: `K${i}`, name: `Key ${i}` }));
    answer('post', '/v1/mgmt/accesskey/search', { keys: keys.slice(0, 2), total: 4 });
    answer('get', '/v1/mgmt/role/all', { roles: [] });
    render(<AccessKeyManagement {...liveProps} />);
    const more = await screen.findByRole('button', { name: 'Load more' });
    answer('post', '/v1/mgmt/accesskey/search', { keys: keys.slice(2), total: 4 });
    more.focus();
    await act(async () => fireEvent.click(more));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('grid')));
    expect(bodyRows()).toHaveLength(4);
  });

  it('says nothing of a cut when the answer holds every match or names no total', async () => {
    serveLayouts('access-key-management-widget');
    answer('post', '/v1/mgmt/accesskey/search', { keys: [KEY] });
    answer('get', '/v1/mgmt/role/all', { roles: [] });
    render(<AccessKeyManagement {...liveProps} />);
    await screen.findByText('Deploy');
    expect(screen.queryByText(/Showing the first/)).toBeNull();
  });

  it('sorts Created and Expires by the time itself, each date short with its full date-time as a tooltip', async () => {
    serveLayouts('access-key-management-widget');
    const AT = Date.UTC(2026, 10, 20, 13, 40, 25) / 1000;
    const keys = [
      { ...KEY, id: 'K1', name: 'Old', createdTime: AT - 86_400 * 400, expireTime: AT },
      { ...KEY, id: 'K2', name: 'New', createdTime: AT, expireTime: 0 },
    ];
    const searches = answer('post', '/v1/mgmt/accesskey/search', { keys });
    answer('get', '/v1/mgmt/role/all', { roles: [] });
    render(<AccessKeyManagement {...liveProps} />);
    await screen.findByText('Old');
    const created = bodyRows()[1]!.querySelectorAll('[role=gridcell]')[4]!;
    const time = created.querySelector('time')!;
    expect(time.title).toBe(new Date(AT * 1000).toLocaleString());
    expect(time.dateTime).toBe(new Date(AT * 1000).toISOString());
    expect(time.textContent).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(AT * 1000),
    );
    expect(bodyRows()[1]?.textContent).toContain('Never');
    await act(async () => fireEvent.click(button('Created')));
    await waitFor(() => expect(searches.length).toBe(2));
    expect(searches[1]?.body).toMatchObject({ sort: [{ field: 'createdTime', desc: false }] });
    const header = screen.getAllByRole('columnheader').find((h) => h.textContent === 'Created');
    expect(header?.getAttribute('aria-sort')).toBe('ascending');
    await act(async () => fireEvent.click(button('Expires')));
    await waitFor(() => expect(searches.length).toBe(3));
    expect(searches[2]?.body).toMatchObject({ sort: [{ field: 'expireTime', desc: false }] });
  });

  it('shows skeleton rows while the list loads, then an empty state whose Create opens the form', async () => {
    serveLayouts('access-key-management-widget');
    let release: () => void = () => {};
    const { http, HttpResponse } = await import('msw');
    const { server, BASE_URL } = await import('../test/msw');
    server.use(
      http.post(`${BASE_URL}/v1/mgmt/accesskey/search`, async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ keys: [] });
      }),
    );
    answer('get', '/v1/mgmt/role/all', { roles: [] });
    answer('post', '/v1/mgmt/user/search', { users: [] });
    const { container } = render(<AccessKeyManagement {...liveProps} />);
    const grid = await screen.findByRole('grid', { name: 'Access keys' });
    await waitFor(() => expect(grid.getAttribute('aria-busy')).toBe('true'));
    expect(container.querySelectorAll('.gh-w-skel-row').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('status')).getByText('Loading…').className).toBe('gh-w-sr');
    await act(async () => release());
    const empty = await screen.findByText('No access keys');
    expect(container.querySelectorAll('.gh-w-skel-row')).toHaveLength(0);
    const status = empty.closest('[role=status]') as HTMLElement;
    fireEvent.click(within(status).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('dialog', { name: 'Create access key' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has a titled header whose toolbar row holds the search, then the actions', async () => {
    await renderMockOnce();
    const region = screen.getByRole('region', { name: 'Access keys' });
    expect(within(region).getByRole('heading', { name: 'Access keys' })).toBeTruthy();
    const bar = region.querySelector('.gh-w-bar')!;
    expect(bar.firstElementChild?.querySelector('input[type=search]')).toBeTruthy();
    expect(bar.firstElementChild?.querySelector('svg[aria-hidden=true]')).toBeTruthy();
    expect(bar.lastElementChild?.getAttribute('role')).toBe('toolbar');
    // A disabled Delete is a plain disabled button, not a pale danger one.
    const del = within(region).getByRole('button', { name: 'Delete' });
    expect(del.getAttribute('aria-disabled')).toBe('true');
  });
});

async function renderMockOnce() {
  render(<AccessKeyManagement {...mockProps} />);
  await screen.findByText('Access key 1');
}
