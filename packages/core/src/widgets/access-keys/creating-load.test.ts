import { afterEach, describe, expect, it, vi } from 'vitest';
import { capture } from '../../test/msw';
import { openForm, testMgmt } from '../../test/widgets';
import { createNotices } from '../notices';
import { accessKeyCreating } from './creating';
import { createAccessKeyStore } from './store';

// The create form, its bound user and the create call are one part loaded on demand ("the key
// form"). Its loader is the module's `accessKeyCreating`, wrapped so that a test can make one
// load fail as a chunk that could not be fetched does.
vi.mock('./creating', async (importOriginal) => {
  const real = await importOriginal<typeof import('./creating')>();
  return { ...real, accessKeyCreating: vi.fn(real.accessKeyCreating) };
});

const FETCH_FAILED = 'Failed to fetch dynamically imported module';
const PART_FAILED = 'Could not load the key form';
const failing = () =>
  vi.mocked(accessKeyCreating).mockImplementation(() => {
    throw new TypeError(FETCH_FAILED);
  });
const recovered = () => vi.mocked(accessKeyCreating).mockReset();

const KEY = { id: 'K9', name: 'CI', status: 'active', editable: true };

async function loaded() {
  const notices = createNotices();
  const store = createAccessKeyStore({ mgmt: testMgmt(), notices });
  capture('post', '/v1/mgmt/accesskey/search', { keys: [] });
  capture('get', '/v1/mgmt/role/all', { roles: [] });
  await store.load();
  capture('post', '/v1/mgmt/user/search', { users: [] });
  return { store, texts: () => notices.$notices.get().map((notice) => notice.text) };
}

describe('the key form, loaded on demand', () => {
  afterEach(recovered);

  it('is not loaded with the list; the create modal shows at once and its form with the part', async () => {
    const { store } = await loaded();
    expect(accessKeyCreating).not.toHaveBeenCalled();
    const opening = store.open('create');
    expect(store.$modal.get()).toBe('create');
    expect(store.$form.get()).toBeUndefined();
    await opening;
    expect(accessKeyCreating).toHaveBeenCalledOnce();
    expect(openForm(store).form.$values.get()).toMatchObject({ expiration: '0' });
  });

  it('closes the create modal naming the part when it cannot load, and opens on the next try', async () => {
    const { store, texts } = await loaded();
    failing();
    await store.open('create');
    expect(store.$modal.get()).toBeNull();
    expect(store.$form.get()).toBeUndefined();
    expect(texts()).toEqual([`This could not be done; try again: ${PART_FAILED}`]);
    recovered();
    await store.open('create');
    expect(store.$modal.get()).toBe('create');
    const created = capture('post', '/v1/mgmt/accesskey/create', { cleartext: 'K9:s', key: KEY });
    openForm(store).form.set('name', 'CI');
    expect(await store.submitCreate()).toBe(true);
    expect(created[0]?.body).toMatchObject({ name: 'CI', expireTime: 0 });
    expect(store.$modal.get()).toBe('generated');
  });

  it("fails create() with the part's error, and the next call creates", async () => {
    const { store } = await loaded();
    failing();
    const created = capture('post', '/v1/mgmt/accesskey/create', { cleartext: 'K9:s', key: KEY });
    const refused = await store.create({ name: 'CI', expiration: '0' });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'E_LOAD_FAILED', part: 'the key form', message: PART_FAILED },
    });
    expect(created).toHaveLength(0);
    recovered();
    expect(await store.create({ name: 'CI', expiration: '0' })).toMatchObject({
      ok: true,
      cleartext: 'K9:s',
    });
    expect(created).toHaveLength(1);
  });
});
