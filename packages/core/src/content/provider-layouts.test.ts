import { describe, expect, it } from 'vitest';
import { type ProviderLayout, providerLayout, providerLayouts } from '../test/provider-layouts';
import { parseInert } from './inert';
import { parseHtml } from './parse-html';
import { allElements, attr, elementsOf, findByDataId, flag, textOf } from './query';
import { readWith } from './read';
import type { ContentElement, ContentNode, ContentUnsupported } from './tree';

// The provider's own widget layouts, read in place from ../shared: each parses, by both parsers
// (the browser's inert parser, here happy-dom's, and our tokenizer), to the same tree.

const PARSERS = [
  ['the DOM parser', parseInert],
  ['the tokenizer', parseHtml],
] as const;

/** The five widgets Gatehouse ships. */
const SHIPPED = [
  'access-key-management-widget',
  'audit-management-widget',
  'role-management-widget',
  'user-management-widget',
  'user-profile-widget',
];

const LAYOUTS = providerLayouts();

function unsupportedIn(nodes: readonly ContentNode[]): ContentUnsupported[] {
  const found: ContentUnsupported[] = nodes.filter(
    (node): node is ContentUnsupported => node.kind === 'unsupported',
  );
  for (const element of allElements(nodes)) found.push(...unsupportedIn(element.children));
  return found;
}

function read(html: string, parse: (typeof PARSERS)[number][1]): ContentNode[] {
  const result = readWith(html, parse);
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

const byDataId = (nodes: readonly ContentNode[], id: string): ContentElement => {
  const found = findByDataId(nodes, id);
  if (!found) throw new Error(`no data-id="${id}"`);
  return found;
};

describe('the provider layouts', () => {
  it('are all there to read (28 files of 8 widgets)', () => {
    expect(LAYOUTS).toHaveLength(28);
    expect(new Set(LAYOUTS.map((layout) => layout.widget)).size).toBe(8);
  });

  it.each(LAYOUTS.map((layout): [string, ProviderLayout] => [layout.file, layout]))(
    '%s: both parsers read the same tree, one ROOT-like container with content',
    (_file, layout) => {
      const fromDom = read(layout.html, parseInert);
      const fromTokenizer = read(layout.html, parseHtml);
      expect(fromTokenizer).toEqual(fromDom);
      expect(elementsOf(fromDom)).toHaveLength(1);
      expect(fromDom[0]).toMatchObject({ kind: 'element', tag: 'descope-container' });
      expect(allElements(fromDom).length).toBeGreaterThan(1);
    },
  );

  it.each(
    LAYOUTS.filter((layout) => SHIPPED.includes(layout.widget)).map((layout) => [
      layout.file,
      layout,
    ]),
  )('%s (a widget we ship) has no unsupported component', (_file, layout) => {
    for (const [, parse] of PARSERS) {
      expect(unsupportedIn(read((layout as ProviderLayout).html, parse))).toEqual([]);
    }
  });

  it('the other widgets (tenant profile, applications, outbound apps) read without one either', () => {
    const others = LAYOUTS.filter((layout) => !SHIPPED.includes(layout.widget));
    expect(others.map((layout) => layout.file)).toEqual([
      'applications-portal-widget/root.html',
      'outbound-applications-widget/root.html',
      'tenant-profile-widget/root-variant-mocl.html',
      'tenant-profile-widget/root.html',
    ]);
    for (const layout of others) {
      for (const [, parse] of PARSERS) expect(unsupportedIn(read(layout.html, parse))).toEqual([]);
    }
  });
});

describe.each(PARSERS)('what %s keeps of the layouts', (_name, parse) => {
  it('access keys: the grid, its columns in order, the status badges, the buttons', () => {
    const nodes = read(providerLayout('access-key-management-widget/root.html'), parse);
    const grid = byDataId(nodes, 'access-keys-table');
    expect(grid.tag).toBe('descope-grid');
    expect(attr(grid, 'style')).toBe('width:100%');
    expect(attr(grid, 'st-host-height')).toBe('300px');
    const columns = elementsOf(grid.children);
    expect(columns.map((column) => column.tag)).toEqual([
      'descope-grid-selection-column',
      'descope-grid-text-column',
      'descope-grid-custom-column',
      ...Array<string>(6).fill('descope-grid-text-column'),
    ]);
    expect(columns.slice(1).map((column) => attr(column, 'path'))).toEqual([
      'name',
      'status',
      'expireTimeFormatted',
      'roleNames',
      'permittedIps',
      'createdBy',
      'createdTimeFormatted',
      'boundUserId',
    ]);
    expect(columns.slice(1).map((column) => flag(column, 'sortable'))).toEqual([
      true,
      true,
      true,
      false,
      false,
      true,
      true,
      true,
    ]);
    const status = columns[2]!;
    expect(attr(status, 'header')).toBe('Status');
    const badges = elementsOf(status.children, 'descope-badge');
    expect(badges.map((badge) => [attr(badge, 'data-pattern'), attr(badge, 'mode')])).toEqual([
      ['inactive', 'default'],
      ['expired', 'default'],
      ['active', 'primary'],
    ]);
    expect(attr(badges[0]!, 'st-text-transform')).toBe('capitalize');
    const search = byDataId(nodes, 'search-input');
    expect([search.tag, attr(search, 'placeholder')]).toEqual(['descope-text-field', 'Search']);
    const create = byDataId(nodes, 'create-access-key');
    expect([create.tag, textOf(create)]).toEqual(['descope-button', '+ Access Key']);
    // The provider writes formNoValidate: names are lowercased.
    expect(attr(create, 'formnovalidate')).toBe('false');
    expect(byDataId(nodes, 'rotate-access-keys').tag).toBe('descope-button');
  });

  it('audit: the range options as spans, the item-details column with a bare frozen', () => {
    const nodes = read(providerLayout('audit-management-widget/root.html'), parse);
    const range = byDataId(nodes, 'range-input');
    expect(range.tag).toBe('descope-combo-box');
    expect(attr(range, 'default-value')).toBe('day');
    const options = elementsOf(range.children, 'span');
    expect(options).toHaveLength(8);
    expect([
      attr(options[0]!, 'data-id'),
      attr(options[0]!, 'data-name'),
      textOf(options[0]!),
    ]).toEqual(['minuets15', 'Last 15 Minutes', 'Last 15 Minutes']);
    const grid = byDataId(nodes, 'audit-table');
    const details = elementsOf(grid.children).at(-1)!;
    expect(details.tag).toBe('descope-grid-item-details-column');
    expect(attr(details, 'frozen')).toBe('');
    expect(flag(details, 'frozen')).toBe(true);
    expect(flag(elementsOf(grid.children)[0]!, 'sortable')).toBe(false);
  });

  it('roles: the grid and its Editable badges', () => {
    const nodes = read(providerLayout('role-management-widget/root.html'), parse);
    const grid = byDataId(nodes, 'roles-table');
    const paths = elementsOf(grid.children).map((column) => attr(column, 'path'));
    expect(paths).toEqual([undefined, 'name', 'description', 'permissionNames', 'editable']);
    const editable = elementsOf(grid.children).at(-1)!;
    expect(elementsOf(editable.children).map((badge) => attr(badge, 'data-pattern'))).toEqual([
      'no',
      'yes',
    ]);
  });

  it('users: the fields of the create modal by name, validity messages of known kinds only', () => {
    const nodes = read(providerLayout('user-management-widget/create-user-modal.html'), parse);
    const named = allElements(nodes).filter((element) => attr(element, 'name'));
    expect(named.map((element) => [element.tag, attr(element, 'name')])).toEqual([
      ['descope-text-field', 'loginId'],
      ['descope-text-field', 'displayName'],
      ['descope-email-field', 'email'],
      ['descope-phone-field', 'phone'],
      ['descope-email-field', 'recoveryEmail'],
      ['descope-phone-field', 'recoveryPhone'],
      ['descope-multi-select-combo-box', 'roles'],
    ]);
    const phone = named[3]!;
    expect(attr(phone, 'data-errormessage-pattern-mismatch-too-short')).toBe(
      'Please enter a valid phone',
    );
    // Not a kind the UI library reads (provider-content.md §8.11): not kept.
    expect(attr(phone, 'data-errormessage-missing-value')).toBeUndefined();
    expect(attr(phone, 'phone-input-placeholder')).toBeUndefined();
    expect(attr(named[0]!, 'helper-text')).toMatch(/^Used for identifying the user/);
    const mappings = byDataId(nodes, 'sub-tenant-mappings');
    const slot = elementsOf(mappings.children, 'span')[0]!;
    expect([attr(slot, 'slot'), textOf(slot)]).toEqual([
      'add-button-content',
      '+ Assign tenant/role',
    ]);
    expect(textOf(byDataId(nodes, 'modal-submit'))).toBe('Create');
  });

  it('users with the filter: the filter is a known component, its JSON `data` is not kept', () => {
    const nodes = read(providerLayout('user-management-widget/root-with-filter.html'), parse);
    const filter = byDataId(nodes, 'filter');
    expect(filter.tag).toBe('descope-filter');
    expect(attr(filter, 'data')).toBeUndefined();
  });

  it('user profile: the avatar, the attributes, the icons drawn with their allowed attributes only', () => {
    const nodes = read(providerLayout('user-profile-widget/root.html'), parse);
    expect(attr(byDataId(nodes, 'avatar'), 'flow-id')).toBe('update-pic');
    const attributes = allElements(nodes).filter((e) => e.tag === 'descope-user-attribute');
    expect(attributes.map((element) => attr(element, 'data-id'))).toEqual([
      'email',
      'name',
      'phone',
      'recoveryEmail',
      'recoveryPhone',
    ]);
    const passkeyMethod = allElements(nodes).find(
      (element) =>
        element.tag === 'descope-user-auth-method' && attr(element, 'data-id') === 'passkey',
    )!;
    const icon = elementsOf(passkeyMethod.children, 'svg')[0]!;
    expect(Object.keys(icon.attrs).sort()).toEqual(['fill', 'height', 'viewbox', 'width', 'xmlns']);
    expect(attr(icon, 'viewbox')).toBe('0 0 29 30');
    expect(elementsOf(icon.children, 'path')[0]!.attrs.d).toMatch(/^M21\.5204 5\.5875/);
    const totp = allElements(nodes).find((element) => attr(element, 'data-id') === 'totp')!;
    const image = elementsOf(totp.children, 'descope-icon')[0]!;
    expect(attr(image, 'src')).toMatch(/^data:image\/svg\+xml;base64,PHN2Zy/);
    // `style="max-width: 100%; max-height: 100%;"` is two declarations, not one value.
    expect(attr(elementsOf(image.children, 'svg')[0]!, 'style')).toBeUndefined();
  });

  it('the stray tenant-profile page: plain inputs, an em dash, bare hidden', () => {
    const nodes = read(providerLayout('tenant-profile-widget/root-variant-mocl.html'), parse);
    const name = byDataId(nodes, 'tenant-sso-create-name');
    expect(name.tag).toBe('input');
    expect([attr(name, 'type'), attr(name, 'placeholder')]).toEqual(['text', 'Okta — Production']);
    expect(flag(byDataId(nodes, 'tenant-sso-multi'), 'hidden')).toBe(true);
    const link = byDataId(nodes, 'tenant-admin-link-sso');
    expect([link.tag, attr(link, 'href'), attr(link, 'target'), textOf(link)]).toEqual([
      'descope-link',
      '#',
      '_blank',
      'SSO Setup',
    ]);
  });
});
