import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { layoutToHtml } from '../../content/write';
import { USER_LAYOUTS } from '../../layout/defaults/users';
import { CONTENT } from '../../test/flow';
import { capture, server } from '../../test/msw';
import { pageClient } from '../../test/session';
import { TENANT } from '../../test/widgets';
import { createNotices } from '../notices';
import { createUserStore } from './store';

// Issue 29's two confirmations are layout pages a project made before them does not have:
// the widget loads without them, and fetches one only when its confirmation opens.

const LATER = ['resend-invite-modal', 'logout-user-modal'];
const ADA = {
  loginIds: ['ada@acme.test'],
  userId: 'U1',
  name: 'Ada',
  roleNames: [],
  status: 'enabled',
  editable: true,
};

/** The user widget's pages for widget id `demo`, the later ones only when `later` says so. */
function serveLayouts(later: { served: boolean }) {
  const asked: string[] = [];
  server.use(
    http.get(`${CONTENT}/user-management-widget/demo/:file`, ({ params }) => {
      const page = String(params.file).replace(/\.html$/, '');
      asked.push(page);
      if (LATER.includes(page) && !later.served) return new HttpResponse(null, { status: 404 });
      const layout = USER_LAYOUTS[page as keyof typeof USER_LAYOUTS];
      return HttpResponse.html(layoutToHtml('user-management-widget', page as never, layout));
    }),
  );
  return asked;
}

describe('the user confirmations loaded on demand', () => {
  it("loads a project's pages that predate them, and fetches one as it opens", async () => {
    const later = { served: false };
    const asked = serveLayouts(later);
    capture('post', '/v1/mgmt/user/search', { users: [ADA], total: 1 });
    capture('get', '/v1/mgmt/role/all', { roles: [] });
    capture('get', '/v1/mgmt/user/customattributes', { data: [] });
    // The page client asks who is signed in; the widget does not need the answer.
    capture('get', '/v1/auth/me', { loginIds: ['admin@acme.test'], userId: 'U0' });
    const notices = createNotices();
    const { client } = pageClient();
    const store = createUserStore({ client, tenant: TENANT, widgetId: 'demo', notices });
    await store.load();
    expect(store.$layouts.get().status).toBe('ready');
    expect(asked.filter((page) => LATER.includes(page))).toEqual([]);

    store.select(['ada@acme.test']);
    // A project without the page: the confirmation says it could not load, and stays shut.
    await store.open('logoutAll');
    expect(store.$modal.get()).toBeNull();
    expect(notices.$notices.get().at(-1)?.text).toMatch(/^The widget could not be loaded/);

    later.served = true;
    await store.open('logoutAll');
    expect(store.$modal.get()).toBe('logoutAll');
    expect(store.confirmText('logoutAll')).toBe(
      'End every session of Ada? They must sign in again on each device.',
    );
    expect(asked.filter((page) => page === 'logout-user-modal')).toHaveLength(2);
    expect(asked).not.toContain('resend-invite-modal');
  });
});
