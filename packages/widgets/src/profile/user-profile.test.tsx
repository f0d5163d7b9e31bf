import {
  type Client,
  createClient,
  memoryStorage,
  passwordOf,
  sharedClient,
  type User,
} from '@gatehouse/core';
import { DEMO_ADMIN } from '@gatehouse/emulator';
import { AuthProvider } from '@gatehouse/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowEmulator, runEmulatorForFile } from '../test/emulator';
import { server } from '../test/msw';
import { axeViolations, SERVER_MESSAGE, serverError, spyFetch } from '../test/widgets';
import { UserProfile } from './user-profile';

// The profile widget runs the real core store, session and flow engine against a real
// emulator: its user, its layouts and its built-in profile flows.
const emulator = runEmulatorForFile();
const props = () => ({ projectId: emulator.projectId, baseUrl: emulator.url, widgetId: 'demo' });

/** A call to the emulator's development API (reset, faults). */
async function dev(path: string, body: unknown = {}) {
  const response = await fetch(`${emulator.url}/emulator/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
}

/** The emulator as it started, and the page's shared session signed in as the demo admin. */
async function signedIn(
  client: Client = sharedClient({ projectId: emulator.projectId, baseUrl: emulator.url }),
) {
  allowEmulator(emulator);
  await dev('/reset');
  const result = await passwordOf(client).signIn(DEMO_ADMIN.loginId, DEMO_ADMIN.password);
  if (!result.ok) throw new Error(result.error.message);
  return client;
}

/** Every request made, as `METHOD path`. */
function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

/** The signed-in user as `/me` answers it, instead of the emulator's. */
const answerMe = (user: User) =>
  server.use(http.get(`${emulator.url}/v1/auth/me`, () => HttpResponse.json(user)));

/** A row of the profile by its label. */
function row(label: string) {
  const item = screen.getByText(label, { selector: '.gh-w-plabel' }).closest('li');
  if (!item) throw new Error(`No row "${label}"`);
  return within(item);
}

/** Render the widget and wait for its rows. */
async function renderProfile(extra: Partial<Parameters<typeof UserProfile>[0]> = {}) {
  const view = render(<UserProfile {...props()} {...extra} />);
  await screen.findByRole('button', { name: 'Sign out' });
  return view;
}

/** Focus `name`'s button (as a click would) and press it; the dialog that opens. */
async function openModal(name: string) {
  const opener = screen.getByRole('button', { name });
  act(() => opener.focus());
  fireEvent.click(opener);
  return { opener, dialog: await screen.findByRole('dialog', { name }) };
}

const HOSTILE = '<img src=x onerror=alert(1)>';

describe('<UserProfile> against the emulator', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the signed-in user: rows, empty state with its add action, methods, and no tenant needed', async () => {
    await signedIn();
    const requests = recordRequests();
    const { container } = await renderProfile();
    expect(requests).toContain('GET /v1/auth/me');
    expect(screen.getByRole('region', { name: 'Your profile' })).toBeTruthy();
    expect(row('Email').getByText(DEMO_ADMIN.loginId)).toBeTruthy();
    // The demo admin's email is verified: no badge.
    expect(screen.queryByText('Unverified')).toBeNull();
    expect(row('Name').getByText('Acme Admin')).toBeTruthy();
    expect(row('Name').getByRole('button', { name: 'Remove name' })).toBeTruthy();
    // No phone: the empty text, and the edit button as the add action, nothing to remove.
    expect(row('Phone').getByText('Not set')).toBeTruthy();
    expect(
      row('Phone')
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Add phone']);
    expect(row('Passkey').getByText('Not set up')).toBeTruthy();
    expect(row('Passkey').getByRole('button', { name: 'Add passkey' })).toBeTruthy();
    expect(row('Password').getByText('Set up')).toBeTruthy();
    expect(row('Password').getByRole('button', { name: 'Change password' })).toBeTruthy();
    // Initials, as the picture is empty.
    const avatar = screen.getByRole('button', { name: 'Change picture' });
    expect(avatar.querySelector('[aria-hidden=true]')?.textContent).toBe('AA');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders what the user typed as text: a hostile name, an unsafe picture as initials, the Unverified badge', async () => {
    await signedIn();
    answerMe({
      userId: 'U1',
      loginIds: ['eve@acme.test'],
      name: HOSTILE,
      email: 'eve@acme.test',
      verifiedEmail: false,
      phone: '+15550100000',
      verifiedPhone: true,
      picture: 'javascript:alert(1)',
    });
    const { container } = await renderProfile();
    expect(row('Name').getByText(HOSTILE)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    const initials = screen.getByRole('button', { name: 'Change picture' });
    expect(initials.querySelector('[aria-hidden=true]')?.textContent).toBe('<O');
    expect(row('Email').getByText('Unverified')).toBeTruthy();
    expect(row('Phone').queryByText('Unverified')).toBeNull();
    expect(row('Phone').getByRole('button', { name: 'Remove phone' })).toBeTruthy();
  });

  it('shows a safe picture, and the initials when it does not load', async () => {
    await signedIn();
    const picture = 'https://example.test/me.png';
    answerMe({ userId: 'U1', loginIds: ['ada@acme.test'], name: 'Ada Lovelace', picture });
    await renderProfile();
    const avatar = screen.getByRole('button', { name: 'Change picture' });
    const img = avatar.querySelector('img');
    expect(img?.getAttribute('src')).toBe(picture);
    expect(img?.getAttribute('alt')).toBe('');
    fireEvent.error(img!);
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar.querySelector('[aria-hidden=true]')?.textContent).toBe('AL');
  });

  it("opens a row's modal hosting its flow's first screen; Escape closes it and focus returns", async () => {
    await signedIn();
    await renderProfile();
    const { opener, dialog } = await openModal('Change name');
    // The emulator's update-name flow, rendered by <Flow> inside the modal.
    const field = await within(dialog).findByLabelText(/^Name/, {}, { timeout: 3000 });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeTruthy();
    // Started as the signed-in user: the field holds their current name.
    expect((field as HTMLInputElement).value).toBe('Acme Admin');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    // Each open starts the flow afresh.
    const again = await openModal('Change name');
    expect(await within(again.dialog).findByLabelText(/^Name/, {}, { timeout: 3000 })).toBeTruthy();
  });

  it('closes the modal when its flow completes, reloads the user and updates the row', async () => {
    await signedIn();
    const requests = recordRequests();
    await renderProfile();
    const { dialog } = await openModal('Change name');
    const field = await within(dialog).findByLabelText(/^Name/, {}, { timeout: 3000 });
    fireEvent.change(field, { target: { value: 'Ada Admin' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await waitFor(() => expect(row('Name').getByText('Ada Admin')).toBeTruthy());
    expect(requests.filter((each) => each === 'GET /v1/auth/me').length).toBeGreaterThanOrEqual(2);
  });

  it("shows the flow's failure inside the modal, which stays open until the flow runs again", async () => {
    await signedIn();
    await renderProfile();
    // The flows' project config fails to load once: the hosted flow fails.
    await dev('/faults', {
      method: 'GET',
      path: '/pages/*/config.json',
      count: 1,
      status: 500,
      body: serverError,
    });
    const { dialog } = await openModal('Change name');
    const alert = await within(dialog).findByText('Cannot get config file', {}, { timeout: 3000 });
    expect(alert.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('dialog', { name: 'Change name' })).toBe(dialog);
    // The flow's own Try again runs it again; the failure goes once it does.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByLabelText(/^Name/, {}, { timeout: 3000 })).toBeTruthy();
    expect(within(dialog).queryByText('Cannot get config file')).toBeNull();
  });

  it('signed out, shows its title and says so with no page fetched, then the user once the page signs in', async () => {
    allowEmulator(emulator);
    const client = sharedClient({ projectId: emulator.projectId, baseUrl: emulator.url });
    await client.session.logout();
    const requests = recordRequests();
    render(<UserProfile {...props()} />);
    expect(await screen.findByText('You are signed out.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your profile' })).toBeTruthy();
    expect(requests).toEqual([]);
    await signedIn(client);
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(row('Name').getByText('Acme Admin')).toBeTruthy();
    // Once signed in, the root page at most (the client may hold it from an earlier mount).
    const pages = requests
      .filter((each) => each.includes('/user-profile-widget/'))
      .map((each) => each.replace(/^\w+ .*\/demo\//, ''));
    expect(pages.filter((page) => page !== 'root.html')).toEqual([]);
  });

  it('logs out through the session, then calls onLogout', async () => {
    const client = await signedIn();
    const requests = recordRequests();
    const seen: string[] = [];
    const onLogout = vi.fn(() => seen.push(client.session.$state.get().status));
    await renderProfile({ onLogout });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(onLogout).toHaveBeenCalledOnce());
    expect(seen).toEqual(['unauthenticated']);
    expect(requests).toContain('POST /v1/auth/logout');
    expect(await screen.findByText('You are signed out.')).toBeTruthy();
  });

  it('says why the user did not load, and Retry loads it', async () => {
    await signedIn();
    server.use(
      http.get(
        `${emulator.url}/v1/auth/me`,
        () => HttpResponse.json(serverError, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    render(<UserProfile {...props()} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`Your profile could not be loaded: ${SERVER_MESSAGE}`);
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(row('Name').getByText('Acme Admin')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('runs inside an <AuthProvider> on its client', async () => {
    // The page's shared session is signed out; the provider's is signed in.
    allowEmulator(emulator);
    await sharedClient({ projectId: emulator.projectId, baseUrl: emulator.url }).session.logout();
    const client = await signedIn(
      createClient({
        projectId: emulator.projectId,
        baseUrl: emulator.url,
        storage: memoryStorage(),
      }),
    );
    render(
      <AuthProvider client={client}>
        <UserProfile {...props()} />
      </AuthProvider>,
    );
    await screen.findByRole('button', { name: 'Sign out' });
    const { dialog } = await openModal('Change name');
    expect(await within(dialog).findByLabelText(/^Name/, {}, { timeout: 3000 })).toBeTruthy();
    client.destroy();
  });

  it('opens the flow the widget-flow parameter names, after taking it from the address', async () => {
    await signedIn();
    window.history.replaceState(null, '', '/account?widget-flow=update-name&tab=2');
    render(<UserProfile {...props()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Change name' });
    expect(window.location.search).toBe('?tab=2');
    expect(await within(dialog).findByLabelText(/^Name/, {}, { timeout: 3000 })).toBeTruthy();
  });
});

describe('<UserProfile> in mock mode', () => {
  it('makes no request; Done in a modal changes the sample user, Cancel changes nothing', async () => {
    const fetch = spyFetch();
    const onLogout = vi.fn();
    render(<UserProfile projectId="" widgetId="w1" mock onLogout={onLogout} />);
    await screen.findByRole('button', { name: 'Sign out' });
    expect(row('Name').getByText('Test User')).toBeTruthy();

    let { dialog } = await openModal('Change name');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(row('Name').getByText('Test User')).toBeTruthy();

    ({ dialog } = await openModal('Change name'));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Done' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(row('Name').getByText('Updated User')).toBeTruthy());

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out' })));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('<UserProfile> account rows against the emulator', () => {
  it('shows the authenticator, devices and deletion rows after the profile, and asks for the devices only when opened', async () => {
    await signedIn();
    const requests = recordRequests();
    const { container } = await renderProfile();
    const totp = await screen.findByText('Authenticator app', { selector: '.gh-w-plabel' });
    expect(within(totp.closest('li') as HTMLElement).getByText('Not set up')).toBeTruthy();
    expect(
      row('Account').getByText(`Delete ${DEMO_ADMIN.loginId} and everything in it.`),
    ).toBeTruthy();
    expect(requests.filter((r) => r.endsWith('/me/history'))).toEqual([]);
    // "Sign out everywhere else" stands beside the list, once it is shown.
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
    const show = row('Signed-in devices').getByRole('button', { name: 'Show devices' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(show);
    const devices = await row('Signed-in devices').findAllByText(/ on /, { selector: 'strong' });
    expect(devices.length).toBeGreaterThan(0);
    expect(requests).toContain('GET /v1/auth/me/history');
    expect(row('Signed-in devices').getByRole('button', { name: 'Hide devices' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens the deletion flow in a modal that names the account', async () => {
    await signedIn();
    await renderProfile();
    await screen.findByText('Account', { selector: '.gh-w-plabel' });
    const { dialog } = await openModal('Delete my account');
    expect(
      await within(dialog).findByLabelText(new RegExp(`Type ${DEMO_ADMIN.loginId} to confirm`)),
    ).toBeTruthy();
  });
});
