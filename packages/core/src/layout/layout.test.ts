import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttp } from '../http/http';
import { BASE_URL, PROJECT_ID, server } from '../test/msw';
import { providerLayout } from '../test/provider-layouts';
import {
  checkField,
  confirmationText,
  confirmationTitle,
  DEFAULT_LAYOUTS,
  type LayoutField,
  layoutFor,
  layoutPath,
  loadLayout,
  type ModalLayout,
  parseLayout,
  validateModal,
  WIDGET_PAGES,
  WIDGET_TYPES,
  type WidgetType,
} from './index';

const pagesUrl = (path: string) => `${BASE_URL}/pages/${PROJECT_ID}/v2-beta/${path}`;
/** The HTTP layer of a client of the test project at `baseUrl`. */
const httpAt = (baseUrl: string, fetch?: typeof globalThis.fetch) =>
  createHttp({ projectId: PROJECT_ID, baseUrl, ...(fetch && { fetch }) });
const every = WIDGET_TYPES.flatMap((type) =>
  (WIDGET_PAGES[type] as readonly string[]).map((page) => [type, page] as [WidgetType, string]),
);
const keysRoot = DEFAULT_LAYOUTS['access-key-management-widget'].root;
const createKey = DEFAULT_LAYOUTS['access-key-management-widget']['create-access-key-modal'];
const fieldOf = (layout: ModalLayout, name: string): LayoutField => {
  const field = layout.fields.find((f) => f.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return field;
};

describe('layoutPath and pages', () => {
  it('builds {widgetType}/{widgetId}/{page}.html', () => {
    expect(layoutPath('role-management-widget', 'demo', 'create-role-modal')).toBe(
      'role-management-widget/demo/create-role-modal.html',
    );
  });

  it('lists the spec user-management pages', () => {
    expect(WIDGET_PAGES['user-management-widget']).toEqual([
      'root',
      'create-user-modal',
      'delete-users-modal',
      'disable-user-modal',
      'enable-user-modal',
      'edit-user-modal',
      'remove-passkey-modal',
      'reset-password-modal',
      // Ours (issue 29): the confirmations of resending an invitation and signing out everywhere.
      'resend-invite-modal',
      'logout-user-modal',
      'generated-password-modal',
    ]);
  });
});

describe('DEFAULT_LAYOUTS', () => {
  it('has exactly one layout for every page of every widget type', () => {
    expect(Object.keys(DEFAULT_LAYOUTS).sort()).toEqual([...WIDGET_TYPES].sort());
    for (const type of WIDGET_TYPES) {
      expect(Object.keys(DEFAULT_LAYOUTS[type]).sort()).toEqual([...WIDGET_PAGES[type]].sort());
    }
  });

  it.each(every)('%s %s validates', (type, page) => {
    const layout = (DEFAULT_LAYOUTS[type] as Record<string, unknown>)[page];
    const result = parseLayout(type, page as never, layout);
    expect(result).toEqual({ ok: true, data: layout });
  });

  it('labels every audit range and the spec confirmation texts', () => {
    const audit = DEFAULT_LAYOUTS['audit-management-widget'].root;
    expect(Object.keys(audit.rangeOptions ?? {})).toEqual([
      'minuets15',
      'hour',
      'hour6',
      'day',
      'day3',
      'week',
      'week2',
      'month',
    ]);
    const del = DEFAULT_LAYOUTS['access-key-management-widget']['delete-access-keys-modal'];
    expect(confirmationText(del, ['CI pipeline'])).toBe('Delete CI pipeline?');
    expect(confirmationText(del, ['a', 'b', 'c'])).toBe('Delete 3 access keys?');
    const roles = DEFAULT_LAYOUTS['role-management-widget']['delete-roles-modal'];
    expect(confirmationText(roles, ['x', 'y'])).toBe('Delete 2 roles?');
    const reset = DEFAULT_LAYOUTS['user-management-widget']['reset-password-modal'];
    // The spec's words; issue 24 asked for the statement to end as one (it ended with '?').
    expect(confirmationText(reset, ['ada@acme.test'])).toBe(
      'This will generate a new temporary password for ada@acme.test.',
    );
  });

  it('titles a confirmation for one item in the singular and for several with their count', () => {
    const page = <T extends keyof typeof DEFAULT_LAYOUTS>(type: T, name: string) =>
      (DEFAULT_LAYOUTS[type] as Record<string, ModalLayout>)[name] as ModalLayout;
    const users = page('user-management-widget', 'delete-users-modal');
    expect(confirmationTitle(users, 1)).toBe('Delete user');
    expect(confirmationTitle(users, 3)).toBe('Delete 3 users');
    const roles = page('role-management-widget', 'delete-roles-modal');
    expect(confirmationTitle(roles, 1)).toBe('Delete role');
    expect(confirmationTitle(roles, 2)).toBe('Delete 2 roles');
    for (const [action, verb] of [
      ['activate', 'Activate'],
      ['deactivate', 'Deactivate'],
      ['delete', 'Delete'],
    ]) {
      const keys = page('access-key-management-widget', `${action}-access-keys-modal`);
      expect(confirmationTitle(keys, 1)).toBe(`${verb} access key`);
      expect(confirmationTitle(keys, 4)).toBe(`${verb} 4 access keys`);
    }
    // A layout without a title for several keeps its one title.
    expect(confirmationTitle({ ...users, titleMany: undefined }, 3)).toBe('Delete user');
  });
});

describe('field rules', () => {
  it('key name: required, 1 to 100 characters', () => {
    const name = fieldOf(createKey, 'name');
    expect(checkField(name, '')).toBe('Name is required');
    expect(checkField(name, 'CI pipeline')).toBeUndefined();
    expect(checkField(name, 'x'.repeat(101))).toBe('Please enter at most 100 characters');
  });

  // The number of days is the access-key widget's one rule (parseExpiration, checked as it is
  // typed); the layout only requires a value, so that one message says what is wrong.
  it('expiration: required; the number rule is the widget’s', () => {
    const days = fieldOf(createKey, 'expiration');
    expect(checkField(days, '')).toBe('Expires in (days) is required');
    expect(checkField(days, '0')).toBeUndefined();
    expect(checkField(days, '30')).toBeUndefined();
    expect(days.pattern).toBeUndefined();
  });

  it('role name: no leading or trailing spaces, at most 64', () => {
    const name = fieldOf(DEFAULT_LAYOUTS['role-management-widget']['create-role-modal'], 'name');
    expect(checkField(name, 'Support Agent')).toBeUndefined();
    expect(checkField(name, ' Support')).toMatch(/spaces/);
    expect(checkField(name, 'Support ')).toMatch(/spaces/);
    expect(checkField(name, 'r'.repeat(65))).toBe('Please enter at most 64 characters');
  });

  it("user: login id required, email format, phone length (its format is the store's)", () => {
    const create = DEFAULT_LAYOUTS['user-management-widget']['create-user-modal'];
    expect(validateModal(create, {})).toEqual({ loginId: 'Login id is required' });
    expect(
      validateModal(create, { loginId: 'ada', email: 'ada@acme.test', phone: '+12025550101' }),
    ).toEqual({});
    expect(validateModal(create, { loginId: 'ada', email: 'ada', phone: '1'.repeat(251) })).toEqual(
      {
        email: 'Enter an email address, e.g. name@example.com',
        phone: 'Please enter at most 250 characters',
      },
    );
    // The phone library checks the number itself (widgets/users/phone.ts), in both forms.
    const edit = DEFAULT_LAYOUTS['user-management-widget']['edit-user-modal'];
    expect(validateModal(edit, { loginId: 'ada', phone: '+1-2025550101' })).toEqual({});
  });

  it('number bounds, selects and required multiselects', () => {
    const n: LayoutField = { name: 'n', kind: 'number', label: 'N', min: 1, max: 5 };
    expect(checkField(n, '0')).toBe('Please enter 1 or more');
    expect(checkField(n, '6')).toBe('Please enter 5 or less');
    expect(checkField(n, 'x')).toBe('Please enter a number');
    expect(checkField(n, '3')).toBeUndefined();
    const roles: LayoutField = { name: 'r', kind: 'multiselect', label: 'R', required: true };
    expect(checkField(roles, [])).toBe('R is required');
    expect(checkField(roles, ['Viewer'])).toBeUndefined();
    const pick: LayoutField = {
      name: 's',
      kind: 'select',
      label: 'S',
      options: [{ value: 'a', label: 'A' }],
    };
    expect(checkField(pick, 'b')).toBe('Choose one of the options');
  });
});

describe('parseLayout', () => {
  it('names the bad paths of an invalid document', () => {
    const result = parseLayout('access-key-management-widget', 'root', {
      ...keysRoot,
      columns: [{ field: 'name' }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: 'schema', code: 'E_LAYOUT' });
    expect(result.error.message).toMatch(/not a valid layout: columns\.0\.label/);
  });

  it('checks the rules the schema cannot: buttons, patterns, displays', () => {
    const noDelete = { ...keysRoot, buttons: { ...keysRoot.buttons } } as typeof keysRoot;
    delete noDelete.buttons.delete;
    // A root without an action's button hides that action (issue 25: a customer's page may
    // leave one out); a button for an action the widget does not have is refused.
    expect(parseLayout('access-key-management-widget', 'root', noDelete).ok).toBe(true);
    const rotate = { ...keysRoot, buttons: { ...keysRoot.buttons, rotate: 'Rotate' } };
    const unknown = parseLayout('access-key-management-widget', 'root', rotate);
    expect(!unknown.ok && unknown.error.message).toMatch(/buttons\.rotate: not an action/);

    const badPattern = parseLayout('access-key-management-widget', 'create-access-key-modal', {
      ...createKey,
      fields: [{ name: 'x', kind: 'text', label: 'X', pattern: '(' }],
    });
    expect(!badPattern.ok && badPattern.error.message).toMatch(
      /fields\.0\.pattern: not a valid regular expression/,
    );

    const display = DEFAULT_LAYOUTS['user-management-widget']['generated-password-modal'];
    const { closeLabel: _, ...noClose } = display;
    const noCloseResult = parseLayout(
      'user-management-widget',
      'generated-password-modal',
      noClose,
    );
    expect(!noCloseResult.ok && noCloseResult.error.message).toMatch(/closeLabel/);
  });

  it('refuses an empty column, field or row name and a width not above 0, naming each', () => {
    const [column] = keysRoot.columns;
    const columns = parseLayout('access-key-management-widget', 'root', {
      ...keysRoot,
      columns: [
        { ...column!, field: '' },
        { ...column!, field: 'x', width: 0 },
        { ...column!, field: 'y', width: -4 },
        { ...column!, field: 'z', width: 120 },
      ],
    });
    expect(!columns.ok && columns.error.message).toMatch(
      /columns\.0\.field: empty; columns\.1\.width: not above 0; columns\.2\.width: not above 0$/,
    );

    const field = parseLayout('access-key-management-widget', 'create-access-key-modal', {
      ...createKey,
      fields: [{ name: '', kind: 'text', label: 'X' }],
    });
    expect(!field.ok && field.error.message).toMatch(/fields\.0\.name: empty/);

    const profile = DEFAULT_LAYOUTS['user-profile-widget'].root;
    const [row] = profile.rows;
    const rows = parseLayout('user-profile-widget', 'root', {
      ...profile,
      rows: [{ ...row!, field: '' }, ...profile.rows.slice(1)],
    });
    expect(!rows.ok && rows.error.message).toMatch(/rows\.0\.field: empty/);
  });

  it('refuses a field kind, a field source and a badge mode it does not know, naming each', () => {
    const fields = parseLayout('access-key-management-widget', 'create-access-key-modal', {
      ...createKey,
      fields: [
        { name: 'a', kind: 'slider', label: 'A' },
        { name: 'b', kind: 'multiselect', label: 'B', source: 'tenants' },
        { name: 'c', kind: 'multiselect', label: 'C', source: 'roles' },
      ],
    });
    expect(!fields.ok && fields.error.message).toMatch(
      /fields\.0\.kind: not one of text, number, .*; fields\.1\.source: not one of roles, permissions, users$/,
    );

    const [column] = keysRoot.columns;
    const badges = parseLayout('access-key-management-widget', 'root', {
      ...keysRoot,
      columns: [
        {
          ...column!,
          badges: [
            { pattern: 'x', mode: 'primary' },
            { pattern: '', mode: 'loud' },
          ],
        },
      ],
    });
    expect(!badges.ok && badges.error.message).toMatch(
      /columns\.0\.badges\.1\.mode: not one of default, primary, error$/,
    );
  });
});

describe('loadLayout', () => {
  const path = 'access-key-management-widget/demo/root.html';
  const providerRoot = providerLayout('access-key-management-widget/root.html');

  it("fetches the provider's HTML page, reads it and maps it to the layout", async () => {
    let url = '';
    server.use(
      http.get(pagesUrl(path), ({ request }) => {
        url = request.url;
        return HttpResponse.html(providerRoot);
      }),
    );
    const result = await loadLayout(
      httpAt(`${BASE_URL}/`),
      'access-key-management-widget',
      'demo',
      'root',
    );
    expect(url).toBe(pagesUrl(path));
    if (!result.ok) throw new Error(result.error.message);
    expect(result.data.columns.map((c) => c.label).slice(0, 3)).toEqual([
      'Name',
      'Status',
      'Expiration Time',
    ]);
    expect(result.data.buttons.create).toBe('+ Access Key');
    // What the page does not carry is the built-in page's (the catalogue's words).
    expect(result.data.emptyText).toBe(keysRoot.emptyText);
  });

  it('reports a page that maps to no valid layout as a schema error', async () => {
    const twice =
      '<descope-grid data-id="access-keys-table"><descope-grid-text-column path="name" header="A"></descope-grid-text-column><descope-grid-text-column path="name" header="B"></descope-grid-text-column></descope-grid>';
    server.use(http.get(pagesUrl(path), () => HttpResponse.html(twice)));
    const result = await loadLayout(
      httpAt(BASE_URL),
      'access-key-management-widget',
      'demo',
      'root',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('schema');
    expect(result.error.message).toContain(`${path} is not a valid layout`);
    expect(result.error.message).toContain('"name" appears more than once');
  });

  it('reports a page the content reader refuses (too deep), and one too large to fetch', async () => {
    const deep = `${'<descope-container>'.repeat(80)}x${'</descope-container>'.repeat(80)}`;
    server.use(http.get(pagesUrl(path), () => HttpResponse.html(deep)));
    const load = () => loadLayout(httpAt(BASE_URL), 'access-key-management-widget', 'demo', 'root');
    const tooDeep = await load();
    expect(!tooDeep.ok && tooDeep.error).toMatchObject({ kind: 'schema', code: 'E_LAYOUT' });
    expect(!tooDeep.ok && tooDeep.error.message).toMatch(`${path} is not a valid layout: `);
    server.use(http.get(pagesUrl(path), () => HttpResponse.html('x'.repeat(1_000_001))));
    const tooLarge = await load();
    expect(!tooLarge.ok && tooLarge.error.message).toMatch(/longer than 1000000 characters/);
  });

  it('reports a missing page as a 404', async () => {
    server.use(
      http.get(pagesUrl(path), () =>
        HttpResponse.json({}, { status: 404, statusText: 'Not Found' }),
      ),
    );
    const result = await loadLayout(
      httpAt(BASE_URL),
      'access-key-management-widget',
      'demo',
      'root',
    );
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'http',
        code: 'E_LAYOUT_NOT_FOUND',
        status: 404,
        message: `No layout at ${path} (404 Not Found)`,
      },
    });
  });

  it('reports a dead server (no answer) as a network error', async () => {
    // HttpResponse.error() is what fetch sees when nothing answers: a rejected request.
    server.use(http.get(pagesUrl(path), () => HttpResponse.error()));
    const result = await loadLayout(
      httpAt(BASE_URL),
      'access-key-management-widget',
      'demo',
      'root',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: 'network', code: 'E_NETWORK' });
    expect(result.error.message).toMatch(`Could not load ${path}`);
  });

  it("goes through the client's fetch, and names the cause of a refused connection", async () => {
    const refused = async (): Promise<Response> => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') });
    };
    const result = await loadLayout(
      httpAt('http://127.0.0.1:9', refused),
      'audit-management-widget',
      'demo',
      'root',
    );
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'network',
        code: 'E_NETWORK',
        message:
          'Could not load audit-management-widget/demo/root.html (Network error: fetch failed)',
      },
    });
  });

  it('reports another failing status with its code', async () => {
    server.use(
      http.get(pagesUrl(path), () =>
        HttpResponse.json({}, { status: 503, statusText: 'Service Unavailable' }),
      ),
    );
    const result = await loadLayout(
      httpAt(BASE_URL),
      'access-key-management-widget',
      'demo',
      'root',
    );
    expect(!result.ok && result.error).toMatchObject({
      kind: 'http',
      code: 'E_HTTP_503',
      message: `Could not load ${path} (503 Service Unavailable)`,
    });
  });

  it('reports an abort', async () => {
    server.use(http.get(pagesUrl(path), () => HttpResponse.html(providerRoot)));
    const abort = new AbortController();
    abort.abort();
    const result = await loadLayout(
      httpAt(BASE_URL),
      'access-key-management-widget',
      'demo',
      'root',
      { signal: abort.signal },
    );
    expect(!result.ok && result.error.code).toBe('E_ABORTED');
  });

  it('refuses a bad widget id or page without a request', async () => {
    // No handler: a request would fail the test (onUnhandledRequest: 'error').
    const traversal = await loadLayout(httpAt(BASE_URL), 'role-management-widget', '..', 'root');
    expect(traversal).toMatchObject({ ok: false, error: { kind: 'input' } });
    const slash = await loadLayout(httpAt(BASE_URL), 'role-management-widget', 'a/b', 'root');
    expect(slash.ok).toBe(false);
    const page = await loadLayout(
      httpAt(BASE_URL),
      'audit-management-widget',
      'demo',
      'create-role-modal' as 'root',
    );
    expect(!page.ok && page.error.message).toBe(
      '"create-role-modal" is not a page of audit-management-widget',
    );
  });
});

describe('layoutFor', () => {
  it('returns a copy of the default in mock mode, without a request', async () => {
    const result = await layoutFor(
      httpAt(BASE_URL),
      'user-management-widget',
      '',
      'create-user-modal',
      { mock: true },
    );
    const expected = DEFAULT_LAYOUTS['user-management-widget']['create-user-modal'];
    expect(result).toEqual({ ok: true, data: expected });
    if (result.ok) expect(result.data).not.toBe(expected);
  });

  it("loads the project's page otherwise", async () => {
    server.use(
      http.get(pagesUrl('role-management-widget/w1/edit-role-modal.html'), () =>
        HttpResponse.html(providerLayout('role-management-widget/edit-role-modal.html')),
      ),
    );
    const result = await layoutFor(
      httpAt(BASE_URL),
      'role-management-widget',
      'w1',
      'edit-role-modal',
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.data.fields.map((field) => field.name)).toEqual([
      'name',
      'description',
      'permissionNames',
    ]);
  });
});
