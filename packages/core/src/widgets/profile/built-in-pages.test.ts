import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { layoutToHtml } from '../../content/write';
import { E_LOAD_FAILED } from '../../on-demand';
import type { User } from '../../schemas';
import { CONTENT } from '../../test/flow';
import { capture, server } from '../../test/msw';
import { pageClient } from '../../test/session';
import { createUserProfileStore } from './store';

// The built-in pages' code, made to fail to arrive while `fail` is set (a redeploy, offline).
const chunk = vi.hoisted(() => ({ fail: false, asked: 0 }));
vi.mock('../../layout/defaults/profile', async (importOriginal) => {
  chunk.asked++;
  if (chunk.fail) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const USER = { userId: 'U1', loginIds: ['ada@acme.test'], name: 'Ada' } as User;

/** The server's profile pages for widget id `demo`: written from the built-in ones. */
async function servePages() {
  const { PROFILE_LAYOUTS } = await vi.importActual<typeof import('../../layout/defaults/profile')>(
    '../../layout/defaults/profile',
  );
  server.use(
    http.get(`${CONTENT}/user-profile-widget/demo/:file`, ({ params }) => {
      const page = String(params.file).replace(/\.html$/, '') as keyof typeof PROFILE_LAYOUTS;
      return HttpResponse.html(layoutToHtml('user-profile-widget', page, PROFILE_LAYOUTS[page]));
    }),
  );
}

describe("the profile's built-in pages, loaded on demand", () => {
  it('a load that fails names the part, and Retry asks for it again', async () => {
    const { client } = pageClient();
    await servePages();
    capture('get', '/v1/auth/me', USER);
    chunk.fail = true;
    const store = createUserProfileStore({ client, widgetId: 'demo', readUrl: false });
    await store.load();
    expect(store.$layouts.get()).toMatchObject({
      status: 'failed',
      error: { code: E_LOAD_FAILED, message: 'Could not load the built-in profile pages' },
    });
    const asked = chunk.asked;
    chunk.fail = false;
    // The frame's Retry.
    await store.load();
    expect(chunk.asked).toBeGreaterThan(asked);
    expect(store.$layouts.get().status).toBe('ready');
    expect(store.open('update-name-modal')).toBe(true);
    expect(store.$modal.get()?.layout.title).toBe('Change name');
    store.destroy();
  });
});
