import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUTS, defaultLayoutsIn } from '../../layout/defaults';
import { isPageOf, WIDGET_TYPES, type WidgetType } from '../../layout/pages';
import { parseLayout } from '../../layout/parse';
import type { ModalLayout, ProfileLayout, RootLayout } from '../../layout/schema';
import { providerLayout, providerLayouts } from '../../test/provider-layouts';
import { readContent } from '../read';
import { layoutFromContent } from './layout';

/** One of the provider's pages, read in place. */
const providerPage = (type: string, page: string) => providerLayout(`${type}/${page}.html`);

/** The content tree of `html`, as the reader reads it (allowlist and all). */
async function contentOf(html: string) {
  const read = await readContent(html);
  if (!read.ok) throw new Error(read.error.message);
  return read.data;
}

/** The page's layout mapped from the provider's own file, over the English built-in page. */
async function mapped(widgetType: WidgetType, page: string, html = providerPage(widgetType, page)) {
  const builtIn = (DEFAULT_LAYOUTS[widgetType] as Record<string, unknown>)[page];
  return layoutFromContent(widgetType, page as never, await contentOf(html), builtIn as never);
}

const root = async (type: WidgetType, html?: string) =>
  (await mapped(type, 'root', html)) as RootLayout;

// The provider's root variants (`root-with-filter`) are roots; the pages our widgets have no
// screen for (the access keys' rotate pair) are read by no one.
const pageOfFile = (file: string) => file.replace(/\.html$/, '').replace(/^root-.*$/, 'root');

describe("layoutFromContent, on the provider's own layouts (read in place)", () => {
  for (const type of WIDGET_TYPES) {
    const files = providerLayouts()
      .filter((layout) => layout.widget === type)
      .map((layout) => layout.file.slice(type.length + 1));
    it(`maps every ${type} page we have into a valid layout`, async () => {
      expect(files.length).toBeGreaterThan(0);
      const ours = files.filter((file) => isPageOf(type, pageOfFile(file)));
      expect(ours.length).toBeGreaterThan(0);
      for (const file of ours) {
        const page = pageOfFile(file);
        const html = providerLayout(`${type}/${file}`);
        const checked = parseLayout(type, page as never, await mapped(type, page, html), file);
        expect(checked, file).toMatchObject({ ok: true });
      }
      const unread = files.filter((file) => !isPageOf(type, pageOfFile(file)));
      expect(unread).toEqual(
        type === 'access-key-management-widget'
          ? ['rotate-access-key-modal.html', 'rotated-access-key-modal.html']
          : [],
      );
    });
  }

  it('reads the access-key root: columns and headers in order, status badges, its buttons', async () => {
    const layout = await root('access-key-management-widget');
    expect(layout.columns.map((c) => [c.field, c.label])).toEqual([
      ['name', 'Name'],
      ['status', 'Status'],
      ['expireTimeFormatted', 'Expiration Time'],
      ['roleNames', 'Roles'],
      ['permittedIps', 'Permitted IPs'],
      ['createdBy', 'Created By'],
      ['createdTimeFormatted', 'Created Time'],
      ['boundUserId', 'Bound To User'],
    ]);
    expect(layout.columns.map((c) => c.sortable)).toEqual([
      true,
      true,
      true,
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(layout.columns[1]?.badges).toEqual([
      { pattern: 'inactive', mode: 'default' },
      { pattern: 'expired', mode: 'default' },
      { pattern: 'active', mode: 'primary' },
    ]);
    // The provider's rotate button is read and ignored: our widget has no rotate.
    expect(layout.buttons).toEqual({
      create: '+ Access Key',
      activate: 'Activate',
      deactivate: 'Deactivate',
      delete: 'Delete',
    });
    expect(layout.searchPlaceholder).toBe('Search');
    // Texts the provider's page does not carry are the catalogue's.
    expect(layout.emptyText).toBe('No access keys');
    expect(layout.title).toBe('Access keys');
  });

  it("reads the user root's columns, status badges and seven buttons", async () => {
    const layout = await root('user-management-widget');
    expect(layout.columns.map((c) => c.field)).toEqual([
      'loginIds',
      'status',
      'name',
      'email',
      'phone',
      'recoveryEmail',
      'recoveryPhone',
      'roles',
    ]);
    expect(layout.columns.map((c) => c.label)).toEqual([
      'Login ID',
      'Status',
      'Name',
      'Email',
      'Phone',
      'Recovery Email',
      'Recovery Phone',
      'Roles',
    ]);
    expect(layout.columns[1]?.badges?.map((b) => `${b.pattern}:${b.mode}`)).toEqual([
      'invited:default',
      'active:primary',
      'disabled:error',
    ]);
    expect(Object.keys(layout.buttons).sort()).toEqual(
      ['create', 'delete', 'disable', 'edit', 'enable', 'removePasskey', 'resetPassword'].sort(),
    );
    expect(layout.buttons.create).toBe('+ User');
  });

  it("reads the create-user modal's fields by name, the roles multiselect as the roles source", async () => {
    const modal = (await mapped('user-management-widget', 'create-user-modal')) as ModalLayout;
    expect(modal.title).toBe('New user');
    expect(modal.fields.map((f) => f.name)).toEqual([
      'loginId',
      'displayName',
      'email',
      'phone',
      'recoveryEmail',
      'recoveryPhone',
      'roleNames',
    ]);
    expect(modal.fields[0]).toMatchObject({
      kind: 'text',
      label: 'Login ID',
      placeholder: 'Enter email or phone',
      hint: 'Used for identifying the user. Supports email or phone number.',
      required: true,
    });
    expect(modal.fields[2]).toMatchObject({
      kind: 'text',
      patternMessage: 'Must be a valid email',
    });
    expect(modal.fields[3]).toMatchObject({ minLength: 6, maxLength: 20 });
    expect(modal.fields[6]).toMatchObject({ kind: 'multiselect', source: 'roles', label: 'Roles' });
    expect([modal.submitLabel, modal.cancelLabel]).toEqual(['Create', 'Cancel']);
  });

  it("reads the role modal's permissions multiselect", async () => {
    const modal = (await mapped('role-management-widget', 'create-role-modal')) as ModalLayout;
    expect(modal.fields).toEqual([
      { name: 'name', kind: 'text', label: 'Name', placeholder: 'Name', required: true },
      { name: 'description', kind: 'text', label: 'Description', placeholder: 'Description' },
      { name: 'permissionNames', kind: 'multiselect', label: 'Permissions', source: 'permissions' },
    ]);
  });

  it('reads the roles root: the editable badges, and no duplicate action of ours', async () => {
    const layout = await root('role-management-widget');
    expect(layout.columns.map((c) => c.field)).toEqual([
      'name',
      'description',
      'permissionNames',
      'editable',
    ]);
    expect(layout.columns[3]?.badges).toEqual([
      { pattern: 'no', mode: 'default' },
      { pattern: 'yes', mode: 'primary' },
    ]);
    expect(layout.buttons).toEqual({ create: '+ Role', edit: 'Edit', delete: 'Delete' });
  });

  it('reads a one-time display: its close button and its readonly field', async () => {
    const modal = (await mapped(
      'access-key-management-widget',
      'created-access-key-modal',
    )) as ModalLayout;
    expect(modal.title).toBe('Access key was created');
    expect(modal.closeLabel).toBe('Copy to clipboard & close');
    expect(modal.fields).toEqual([
      {
        name: 'generated-key',
        kind: 'readonly',
        label: 'Generated Key',
        placeholder: 'Generated Key',
      },
    ]);
  });

  it('reads a confirmation: its title, and the built-in question where body-text is empty', async () => {
    const modal = (await mapped('user-management-widget', 'delete-users-modal')) as ModalLayout;
    expect(modal.title).toBe('Delete users');
    expect(modal.description).toBe('Delete {name}?');
    expect(modal.titleMany).toBe('Delete {count} users');
    expect([modal.submitLabel, modal.cancelLabel]).toEqual(['Delete', 'Cancel']);
  });

  it('reads the audit root: its columns, type badges and ranges', async () => {
    const layout = await root('audit-management-widget');
    expect(layout.columns.map((c) => c.field)).toEqual([
      'occurredFormatted',
      'userId',
      'actorId',
      'externalIds',
      'remoteAddress',
      'type',
      'action',
    ]);
    expect(layout.columns[5]?.badges?.[1]).toEqual({ pattern: 'warn', mode: 'error' });
    expect(layout.rangeOptions?.minuets15).toBe('Last 15 Minutes');
    expect(layout.rangeOptions?.day).toBe('Last 24 Hours');
    expect(layout.buttons).toEqual({});
  });

  it("reads the profile root: the rows it knows, in the page's order and words", async () => {
    const layout = (await mapped('user-profile-widget', 'root')) as ProfileLayout;
    expect(layout.rows.map((r) => [r.field, r.label])).toEqual([
      ['email', 'Email'],
      ['name', 'Name'],
      ['phone', 'Phone'],
      ['passkey', 'Passkey'],
      ['password', 'Password'],
    ]);
    // The page's flows are not pages of ours: the built-in ones stand.
    expect(layout.rows[0]).toMatchObject({
      edit: 'update-email-modal',
      delete: 'delete-email-modal',
    });
    expect(layout.buttons.logout).toBe('Logout');
  });

  it("reads the profile root's authenticator row: its label, its button, its flow", async () => {
    const layout = (await mapped('user-profile-widget', 'root')) as ProfileLayout;
    expect(layout.totp).toEqual({
      label: 'Authenticator App',
      buttonLabel: 'Edit TOTP',
      flowId: 'user-profile-reset-totp',
    });
    // Not one of the attribute and method rows: the account settings show it.
    expect(layout.rows.map((row) => row.field)).not.toContain('totp');
  });
});

describe("the profile root's authenticator row, as a project changes it", () => {
  const profileRoot = providerPage('user-profile-widget', 'root');
  const totpElement = /<descope-user-auth-method button-label="Edit TOTP"[^>]*>/;

  it('is absent from a layout without it (the built-in row shows)', async () => {
    const html = profileRoot.replace(
      /<descope-user-auth-method button-label="Edit TOTP"[\s\S]*?<\/descope-user-auth-method>/,
      '',
    );
    const layout = (await mapped('user-profile-widget', 'root', html)) as ProfileLayout;
    expect(layout.totp).toBeUndefined();
    expect(layout.rows).toHaveLength(5);
  });

  it('is absent when hidden, and carries the flow once an app is set up', async () => {
    const hidden = profileRoot.replace(totpElement, (tag) => tag.replace('>', ' hidden>'));
    const none = (await mapped('user-profile-widget', 'root', hidden)) as ProfileLayout;
    expect(none.totp).toBeUndefined();
    const fulfilled = profileRoot.replace(totpElement, (tag) =>
      tag.replace('label="Authenticator App"', 'label="Codes app" fulfilled-flow-id="totp-again"'),
    );
    const layout = (await mapped('user-profile-widget', 'root', fulfilled)) as ProfileLayout;
    expect(layout.totp).toEqual({
      label: 'Codes app',
      buttonLabel: 'Edit TOTP',
      flowId: 'user-profile-reset-totp',
      fulfilledFlowId: 'totp-again',
    });
  });
});

describe("layoutFromContent, on a customer's changes", () => {
  const accessKeyRoot = providerPage('access-key-management-widget', 'root');

  it('hides an action whose button the page leaves out', async () => {
    const html = accessKeyRoot.replace(
      /<descope-button data-id="delete-access-keys"[\s\S]*?<\/descope-button>/,
      '',
    );
    const layout = await root('access-key-management-widget', html);
    expect(layout.buttons).not.toHaveProperty('delete');
    expect(layout.buttons).toHaveProperty('activate');
  });

  it("binds by data-id AND tag, as the provider's drivers do", async () => {
    const html = `
      <descope-container direction="column" id="ROOT">
        <descope-text data-id="search-input" placeholder="Not a field">x</descope-text>
        <descope-text data-id="create-role">+ Role</descope-text>
        <descope-button data-id="edit-role">Change</descope-button>
        <descope-grid data-id="roles-table">
          <descope-grid-text-column path="description" header="About"></descope-grid-text-column>
          <descope-grid-text-column path="customAttributes.team" header="Team"></descope-grid-text-column>
          <descope-grid-text-column path="name" header="Role" width="240"></descope-grid-text-column>
        </descope-grid>
      </descope-container>`;
    const layout = await root('role-management-widget', html);
    expect(layout.searchPlaceholder).toBe('Search roles');
    expect(layout.buttons).toEqual({ edit: 'Change' });
    expect(layout.columns).toEqual([
      { field: 'description', label: 'About', sortable: false, width: 300 },
      { field: 'customAttributes.team', label: 'Team', sortable: false },
      { field: 'name', label: 'Role', sortable: false, width: 240 },
    ]);
  });

  it("takes Gatehouse's own texts from the page when it has them, else the catalogue's in the widget's locale", async () => {
    const french = await defaultLayoutsIn('fr');
    const content = await contentOf(`${accessKeyRoot}`);
    const layout = layoutFromContent(
      'access-key-management-widget',
      'root',
      content,
      french['access-key-management-widget'].root,
    );
    expect(layout.emptyText).toBe('Aucune clé d’accès');
    const own = layoutFromContent(
      'access-key-management-widget',
      'root',
      await contentOf(
        '<descope-text data-id="empty-text" hidden>Nothing yet</descope-text><descope-text data-id="title" variant="subtitle1">Keys</descope-text>',
      ),
      french['access-key-management-widget'].root,
    );
    expect([own.emptyText, own.title]).toEqual(['Nothing yet', 'Keys']);
  });

  it('leaves out hidden columns and badges that are not colours of ours fall back to default', async () => {
    const html = `
      <descope-grid data-id="users-table">
        <descope-grid-selection-column></descope-grid-selection-column>
        <descope-grid-text-column path="email" header="Email" hidden></descope-grid-text-column>
        <descope-grid-custom-column path="status" header="State">
          <descope-badge data-pattern="^act" mode="success"></descope-badge>
          <descope-badge></descope-badge>
        </descope-grid-custom-column>
      </descope-grid>`;
    const layout = await root('user-management-widget', html);
    // Not the built-in columns: no column is marked main (a narrow list takes the first three).
    expect(layout.columns).toEqual([
      {
        field: 'status',
        label: 'State',
        sortable: false,
        width: 100,
        badges: [
          { pattern: '^act', mode: 'default' },
          { pattern: '', mode: 'default' },
        ],
      },
    ]);
  });
});
