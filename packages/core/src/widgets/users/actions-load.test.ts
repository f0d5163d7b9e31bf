import { afterEach, describe, expect, it, vi } from 'vitest';
import { capture } from '../../test/msw';
import { openForm, TENANT, testMgmt } from '../../test/widgets';
import { createNotices } from '../notices';
import { userActions } from './actions';
import { createUserStore } from './store';

// The user widget's actions, form inputs and refusals are one part loaded on demand ("the user
// actions"). Its loader is the module's `userActions`, wrapped so that a test can make one
// load fail as a chunk that could not be fetched does.
vi.mock('./actions', async (importOriginal) => {
  const real = await importOriginal<typeof import('./actions')>();
  return { ...real, userActions: vi.fn(real.userActions) };
});

const FETCH_FAILED = 'Failed to fetch dynamically imported module';
const PART_FAILED = 'Could not load the user actions';
/** Every load fails from now on, as offline; `recovered` lets the next load through. */
const failing = () =>
  vi.mocked(userActions).mockImplementation(() => {
    throw new TypeError(FETCH_FAILED);
  });
// Back to the module's own `userActions` (vi.fn's reset restores the implementation it wraps).
const recovered = () => vi.mocked(userActions).mockReset();

const USER = {
  loginIds: ['u1@acme.test'],
  userId: 'U1',
  name: 'User 1',
  email: 'u1@acme.test',
  phone: '+12025550101',
  status: 'enabled',
  editable: true,
  createdTime: 1_700_000_000,
};

async function loaded() {
  const notices = createNotices();
  const store = createUserStore({ mgmt: testMgmt(), notices });
  capture('post', '/v1/mgmt/user/search', { users: [USER], total: 1 });
  capture('get', '/v1/mgmt/role/all', { roles: [{ name: 'Viewer', tenantId: TENANT }] });
  capture('get', '/v1/mgmt/user/customattributes', { data: [] });
  await store.load();
  return { store, texts: () => notices.$notices.get().map((notice) => notice.text) };
}

describe('the user actions, loaded on demand', () => {
  afterEach(recovered);

  it('are not loaded with the list, load when a row is selected, and then act', async () => {
    const { store, texts } = await loaded();
    expect(userActions).not.toHaveBeenCalled();
    // A selected row starts the load: by the time its button is pressed, the part is there.
    store.select(['u1@acme.test']);
    await vi.waitFor(() => expect(userActions).toHaveBeenCalledOnce());
    const disabled = capture('post', '/v1/mgmt/user/update/status', {
      user: { ...USER, status: 'disabled' },
    });
    await store.open('disable');
    await store.confirm();
    expect(disabled[0]?.body).toEqual({ loginId: 'u1@acme.test', status: 'disabled' });
    expect(texts()).toEqual(['User disabled successfully']);
    expect(userActions).toHaveBeenCalledOnce();
  });

  it('make no create form while they cannot load, name the part, and make it on the next try', async () => {
    const { store, texts } = await loaded();
    failing();
    // The modal shows at once; its form is the part's, so a part that cannot load closes it.
    const opening = store.open('create');
    expect(store.$modal.get()).toBe('create');
    await opening;
    expect(store.$modal.get()).toBeNull();
    expect(store.$form.get()).toBeUndefined();
    expect(texts()).toEqual([`This could not be done; try again: ${PART_FAILED}`]);
    recovered();
    await store.open('create');
    expect(store.$modal.get()).toBe('create');
    openForm(store).set('loginId', 'new@acme.test');
    openForm(store).set('phone', '+1 202 555 0199');
    const created = capture('post', '/v1/mgmt/user/create', { user: { ...USER, userId: 'U9' } });
    expect(await store.submit()).toBe(true);
    expect(created[0]?.body).toMatchObject({ loginId: 'new@acme.test', phone: '+12025550199' });
    expect(store.$modal.get()).toBeNull();
    expect(texts()).toEqual(['User created successfully']);
  });

  it("fail a confirmed action with the part's error, and the next confirmation acts", async () => {
    const { store, texts } = await loaded();
    store.select(['u1@acme.test']);
    failing();
    await store.open('disable');
    const disabled = capture('post', '/v1/mgmt/user/update/status', {
      user: { ...USER, status: 'disabled' },
    });
    await store.confirm();
    expect(disabled).toHaveLength(0);
    expect(store.$ops.get().disable?.error).toMatchObject({
      code: 'E_LOAD_FAILED',
      part: 'the user actions',
      message: PART_FAILED,
    });
    expect(texts()).toEqual([`This could not be done; try again: ${PART_FAILED}`]);
    recovered();
    await store.open('disable');
    await store.confirm();
    expect(disabled).toHaveLength(1);
    expect(store.$ops.get().disable?.error).toBeUndefined();
    expect(texts()).toEqual(['User disabled successfully']);
  });

  it('keep the edit form closed when they cannot load, and open it on the next try', async () => {
    const { store, texts } = await loaded();
    store.select(['u1@acme.test']);
    failing();
    await store.open('edit');
    expect(store.$modal.get()).toBeNull();
    expect(texts()).toEqual([`This could not be done; try again: ${PART_FAILED}`]);
    recovered();
    await store.open('edit');
    expect(store.$modal.get()).toBe('edit');
    expect(openForm(store).$values.get()).toMatchObject({ phone: '+1-2025550101' });
  });
});
