import { describe, expect, it } from 'vitest';
import { ROOT_BUTTON_IDS } from '../../layout/bindings';
import { DEFAULT_LAYOUTS, defaultLayoutsIn } from '../../layout/defaults';
import {
  WIDGET_PAGES,
  WIDGET_TYPES,
  type WidgetLayouts,
  type WidgetType,
} from '../../layout/pages';
import type { ModalLayout, ProfileLayout, RootLayout } from '../../layout/schema';
import { ALLOWED_ATTRIBUTES, attributeNames, parse } from '../../test/content-html';
import { layoutToHtml, type WrittenColumn } from './layout';

// Every built-in page, in every locale of the catalogue, written as the provider's page file
// and read back with a browser's parser: what the widgets bind by data-id is there, in order.

const ROOT_TABLES: Partial<Record<WidgetType, string>> = {
  'access-key-management-widget': 'access-keys-table',
  'audit-management-widget': 'audit-table',
  'role-management-widget': 'roles-table',
  'user-management-widget': 'users-table',
};

const byDataId = (root: ParentNode, id: string) => root.querySelector(`[data-id="${id}"]`);
const textOf = (root: ParentNode, id: string) => byDataId(root, id)?.textContent;

function checkManagementRoot(type: WidgetType, layout: RootLayout, html: string) {
  const page = parse(html);
  const container = page.querySelector('descope-container#ROOT');
  expect(container?.getAttribute('direction')).toBe('column');
  expect(textOf(page, 'title')).toBe(layout.title);
  expect(byDataId(page, 'title')?.tagName.toLowerCase()).toBe('descope-text');
  expect(byDataId(page, 'search-input')?.tagName.toLowerCase()).toBe('descope-text-field');
  expect(byDataId(page, 'search-input')?.getAttribute('placeholder')).toBe(
    layout.searchPlaceholder,
  );
  expect(textOf(page, 'empty-text')).toBe(layout.emptyText);
  expect(byDataId(page, 'empty-text')?.hasAttribute('hidden')).toBe(true);
  // Each action's button, by the provider's data-id, with its label, in the layout's order.
  const buttons = [...page.querySelectorAll('descope-button')].map((button) => [
    button.getAttribute('data-id'),
    button.textContent,
  ]);
  expect(buttons).toEqual(
    Object.entries(layout.buttons).map(([action, label]) => [ROOT_BUTTON_IDS[type][action], label]),
  );
  const grid = page.querySelector('descope-grid');
  expect(grid?.getAttribute('data-id')).toBe(ROOT_TABLES[type]);
  const columns = [...(grid?.children ?? [])];
  const audit = type === 'audit-management-widget';
  expect(columns[0]?.tagName.toLowerCase() === 'descope-grid-selection-column').toBe(!audit);
  const written = columns
    .filter((column) => column.tagName.toLowerCase() === 'descope-grid-text-column')
    .map((column) => ({
      field: column.getAttribute('path'),
      label: column.getAttribute('header'),
      sortable: column.getAttribute('sortable') === 'true',
      width: column.getAttribute('width'),
    }));
  expect(written).toEqual(
    layout.columns.map((column) => ({
      field: column.field,
      label: column.label,
      sortable: column.sortable === true,
      width: column.width === undefined ? null : `${column.width}px`,
    })),
  );
  if (audit) {
    const range = byDataId(page, 'range-input');
    expect(range?.tagName.toLowerCase()).toBe('descope-combo-box');
    expect(range?.getAttribute('label')).toBe(layout.rangeLabel);
    const spans = [...(range?.querySelectorAll('span') ?? [])];
    expect(spans.map((span) => [span.getAttribute('data-id'), span.textContent])).toEqual(
      Object.entries(layout.rangeOptions ?? {}),
    );
    expect(textOf(page, 'no-match-text')).toBe(layout.noMatchText);
  }
}

function checkModal(layout: ModalLayout, html: string) {
  const page = parse(html);
  const container = page.querySelector('descope-container#ROOT');
  expect(container).not.toBeNull();
  expect(container?.getAttribute('flow-id') ?? undefined).toBe(layout.flowId);
  expect(textOf(page, 'title')).toBe(layout.title);
  expect(byDataId(page, 'title')?.getAttribute('variant')).toBe('subtitle2');
  expect(textOf(page, 'body-text') ?? undefined).toBe(layout.description);
  expect(textOf(page, 'title-many') ?? undefined).toBe(layout.titleMany);
  expect(textOf(page, 'name-many') ?? undefined).toBe(layout.nameMany);
  const fields = [...page.querySelectorAll('[name]')].map((field) => ({
    name: field.getAttribute('name'),
    label: field.getAttribute('label'),
    required: field.getAttribute('required') === 'true',
    readonly: field.getAttribute('readonly') === 'true',
    maxLength: field.getAttribute('maxlength'),
    pattern: field.getAttribute('pattern'),
  }));
  expect(fields).toEqual(
    layout.fields.map((field) => ({
      name: field.name,
      label: field.label,
      required: field.required === true,
      readonly: field.kind === 'readonly',
      maxLength: field.maxLength === undefined ? null : String(field.maxLength),
      pattern: field.pattern ?? null,
    })),
  );
  for (const field of layout.fields) {
    const element = page.querySelector(`[name="${field.name}"]`);
    if (field.source === 'roles')
      expect(element?.getAttribute('data-id')).toBe('roles-multiselect');
    if (field.source === 'permissions') {
      expect(element?.getAttribute('data-id')).toBe('permissions-multiselect');
    }
    if (field.source === 'users') expect(element?.getAttribute('data-id')).toBe('user-select');
    if (field.hint) expect(element?.getAttribute('helper-text')).toBe(field.hint);
  }
  const buttons = [...page.querySelectorAll('descope-button')].map((button) => [
    button.getAttribute('data-id'),
    button.textContent,
  ]);
  expect(buttons).toEqual(
    [
      ['modal-cancel', layout.cancelLabel],
      ['modal-submit', layout.submitLabel],
      ['modal-close', layout.closeLabel],
    ].filter(([, label]) => label !== undefined),
  );
}

function checkProfile(layout: ProfileLayout, html: string) {
  const page = parse(html);
  const avatar = byDataId(page, 'avatar');
  expect(avatar?.tagName.toLowerCase()).toBe('descope-avatar');
  expect(avatar?.getAttribute('flow-id')).toBe('update-picture');
  expect(avatar?.getAttribute('label')).toBe(layout.avatarLabel);
  const rows = [...page.querySelectorAll('descope-user-attribute, descope-user-auth-method')];
  expect(rows.map((row) => [row.getAttribute('data-id'), row.getAttribute('label')])).toEqual(
    layout.rows.map((row) => [row.field, row.label]),
  );
  const email = byDataId(page, 'email');
  expect(email?.getAttribute('edit-flow-id')).toBe('update-email');
  expect(email?.getAttribute('delete-flow-id')).toBe('delete-email');
  const passkey = byDataId(page, 'passkey');
  expect(passkey?.tagName.toLowerCase()).toBe('descope-user-auth-method');
  expect(passkey?.getAttribute('flow-id')).toBe('add-passkey');
  expect(passkey?.getAttribute('button-label')).toBe(layout.buttons['add-passkey-modal']);
  expect(textOf(page, 'logout')).toBe(layout.buttons.logout);
  expect(textOf(page, 'unverified-text')).toBe(layout.unverifiedLabel);
  expect(textOf(page, 'empty-text')).toBe(layout.emptyText);
}

const every = WIDGET_TYPES.flatMap((type) =>
  (WIDGET_PAGES[type] as readonly string[]).map((page) => [type, page] as const),
);

describe.each([
  ['en', async () => DEFAULT_LAYOUTS],
  ['fr', () => defaultLayoutsIn('fr')],
] as const)('the built-in pages in %s, written as HTML', (_locale, layoutsIn) => {
  it.each(every)('%s %s holds what the widget binds', async (type, page) => {
    const layouts: WidgetLayouts = await layoutsIn();
    const layout = (layouts[type] as Record<string, unknown>)[page];
    const html = layoutToHtml(type, page, layout as never);
    for (const name of attributeNames(html)) expect(ALLOWED_ATTRIBUTES).toContain(name);
    if (page !== 'root') checkModal(layout as ModalLayout, html);
    else if (type === 'user-profile-widget') checkProfile(layout as ProfileLayout, html);
    else checkManagementRoot(type, layout as RootLayout, html);
  });
});

describe('a hostile layout', () => {
  const hostile = [
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "{{user.email}} '",
  ];

  it('comes out as text: no element, attribute or placeholder is made of its words', () => {
    const [script = '', breakout = '', braces = ''] = hostile;
    const root: RootLayout = {
      title: script,
      searchPlaceholder: breakout,
      emptyText: braces,
      columns: [{ field: 'name', label: breakout, sortable: true }],
      buttons: { create: script, delete: breakout },
    };
    const html = layoutToHtml('user-management-widget', 'root', root);
    const page = parse(html);
    expect(page.querySelectorAll('script, img')).toHaveLength(0);
    expect(html).not.toMatch(/<script|<img|\{\{/);
    expect(textOf(page, 'title')).toBe(script);
    expect(byDataId(page, 'search-input')?.getAttribute('placeholder')).toBe(breakout);
    expect(page.querySelector('descope-grid-text-column')?.getAttribute('header')).toBe(breakout);
    expect(textOf(page, 'delete-users')).toBe(breakout);
    // The braces read the same, with an invisible break between them.
    expect(textOf(page, 'empty-text')?.replaceAll('\u200b', '')).toBe(braces);
    for (const name of attributeNames(html)) expect(ALLOWED_ATTRIBUTES).toContain(name);

    const modal: ModalLayout = {
      title: breakout,
      description: script,
      fields: [{ name: 'a"b', kind: 'text', label: breakout, hint: script, pattern: '^a{2}$' }],
      submitLabel: braces,
      cancelLabel: script,
    };
    const modalHtml = layoutToHtml('role-management-widget', 'create-role-modal', modal);
    const modalPage = parse(modalHtml);
    expect(modalHtml).not.toMatch(/<script|<img|\{\{/);
    expect(modalPage.querySelectorAll('script, img')).toHaveLength(0);
    const field = modalPage.querySelector('descope-text-field');
    expect(field?.getAttribute('name')).toBe('a"b');
    expect(field?.getAttribute('label')).toBe(breakout);
    // A pattern is a regular expression: written as given.
    expect(field?.getAttribute('pattern')).toBe('^a{2}$');
    expect(textOf(modalPage, 'body-text')).toBe(script);
  });

  it('a badged column is a custom column with its badges in order', () => {
    const status: WrittenColumn = {
      field: 'status',
      label: 'Status',
      badges: [
        { pattern: 'active', mode: 'primary' },
        { pattern: 'disabled', mode: 'error' },
      ],
    };
    const root: RootLayout = {
      searchPlaceholder: 'Search',
      emptyText: 'None',
      columns: [status],
      buttons: {},
    };
    const page = parse(layoutToHtml('user-management-widget', 'root', root));
    const column = page.querySelector('descope-grid-custom-column');
    expect(column?.getAttribute('path')).toBe('status');
    expect(
      [...(column?.querySelectorAll('descope-badge') ?? [])].map((badge) => [
        badge.getAttribute('data-pattern'),
        badge.getAttribute('mode'),
      ]),
    ).toEqual([
      ['active', 'primary'],
      ['disabled', 'error'],
    ]);
  });
});
