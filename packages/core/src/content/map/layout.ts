import { AUDIT_RANGE_KEYS } from '../../layout/audit-ranges';
import { ROOT_BUTTON_IDS } from '../../layout/bindings';
import {
  BINDING_TAGS,
  GRID_DATA_IDS,
  MODAL_BUTTON_DATA_IDS,
  RANGE_DATA_ID,
  SEARCH_DATA_ID,
  SOURCE_DATA_IDS,
  TEXT_DATA_IDS,
} from '../../layout/page-bindings';
import { type LayoutOf, type PageOf, WIDGET_PAGES, type WidgetType } from '../../layout/pages';
import {
  BADGE_MODES,
  type LayoutBadge,
  type LayoutColumn,
  type LayoutField,
  type LayoutFieldKind,
  type ModalLayout,
  type ProfileLayout,
  type ProfileRow,
  type ProfileTotpRow,
  type RootLayout,
} from '../../layout/schema';
import type { ContentElement, ContentNode } from '../tree';
import {
  attr,
  bound,
  count,
  descendants,
  elementsIn,
  flag,
  isHidden,
  numberAttr,
  optionsOf,
  textOf,
} from './nodes';

// A widget page read from the provider's HTML (FORMAT25 §5): the content tree becomes the
// layout our widgets draw. Elements are found by `data-id` and tag as the provider's widgets
// bind them (layout/bindings.ts); what a provider page does not carry (Gatehouse's own texts:
// an empty list's text, a modal title for several items...) comes from the widget's built-in
// page in its locale, which is written in the catalogue's words.

/** A `data-id`'s text, when the page binds it to a `descope-text`. */
function boundText(nodes: readonly ContentNode[], dataId: string): string | undefined {
  const element = bound(nodes, dataId, BINDING_TAGS.text);
  return element ? textOf(element) : undefined;
}

/** The first `descope-text` of `variant` that no binding claims (a provider modal's title). */
function firstText(nodes: readonly ContentNode[], variant: string): string | undefined {
  for (const element of descendants(nodes)) {
    if (element.tag !== BINDING_TAGS.text || attr(element, 'data-id')) continue;
    if (attr(element, 'variant') === variant) return textOf(element) || undefined;
  }
  return undefined;
}

/** A bound button's label; undefined when the page has no such button. */
function buttonLabel(nodes: readonly ContentNode[], dataId: string): string | undefined {
  const element = bound(nodes, dataId, BINDING_TAGS.button);
  return element ? textOf(element) : undefined;
}

const nonEmpty = (value: string | undefined) => (value ? value : undefined);

// --- Root ----------------------------------------------------------------------------------

const COLUMN_TAGS = new Set(['descope-grid-text-column', 'descope-grid-custom-column']);

function badgesOf(column: ContentElement): LayoutBadge[] {
  return elementsIn(column.children)
    .filter((child) => child.tag === 'descope-badge')
    .map((badge) => {
      const mode = attr(badge, 'mode');
      return {
        // No pattern matches every value, as the provider's grid takes it.
        pattern: attr(badge, 'data-pattern') ?? '',
        mode: (BADGE_MODES as readonly string[]).includes(mode ?? '')
          ? (mode as LayoutBadge['mode'])
          : 'default',
      };
    });
}

/** A column width in CSS pixels (`240` or `240px`); other units are left to the grid. */
function pixels(value: string | undefined): number | undefined {
  const match = /^\s*(\d{1,5})(?:px)?\s*$/.exec(value ?? '');
  const width = match ? Number(match[1]) : 0;
  return width > 0 ? width : undefined;
}

function columnOf(element: ContentElement, fallback: readonly LayoutColumn[]): LayoutColumn {
  const field = attr(element, 'path') as string;
  const builtIn = fallback.find((column) => column.field === field);
  const width = pixels(attr(element, 'width'));
  const badges = element.tag === 'descope-grid-custom-column' ? badgesOf(element) : [];
  return {
    field,
    label: nonEmpty(attr(element, 'header')) ?? builtIn?.label ?? field,
    sortable: flag(element, 'sortable'),
    ...(width ? { width } : builtIn?.width !== undefined && { width: builtIn.width }),
    ...(badges.length > 0 && { badges }),
  };
}

/** The grid's columns in the page's order: text and badged columns with a path. */
function columnsOf(grid: ContentElement, fallback: readonly LayoutColumn[]): LayoutColumn[] {
  return elementsIn(grid.children)
    .filter((child) => COLUMN_TAGS.has(child.tag) && nonEmpty(attr(child, 'path')))
    .filter((child) => !isHidden(child))
    .map((child) => columnOf(child, fallback));
}

/**
 * A page does not say which columns a narrow list shows (a list takes a page's first three):
 * a page with the built-in page's columns, in its order (the built-in pages the emulator
 * serves), keeps the built-in choice.
 */
function withMainOf(columns: LayoutColumn[], builtIn: readonly LayoutColumn[]): LayoutColumn[] {
  const same =
    columns.length === builtIn.length &&
    columns.every((column, i) => column.field === builtIn[i]?.field);
  return same
    ? columns.map((column, i) => (builtIn[i]?.main ? { ...column, main: true } : column))
    : columns;
}

/** The buttons the page has, by action: an action whose button is absent is hidden. */
function rootButtons(widgetType: WidgetType, nodes: readonly ContentNode[]) {
  const buttons: Record<string, string> = {};
  for (const [action, dataId] of Object.entries(ROOT_BUTTON_IDS[widgetType])) {
    const element = bound(nodes, dataId, BINDING_TAGS.button);
    if (element && !isHidden(element)) buttons[action] = textOf(element);
  }
  return buttons;
}

function rangeOf(nodes: readonly ContentNode[], fallback: RootLayout): Partial<RootLayout> {
  const range = bound(nodes, RANGE_DATA_ID, BINDING_TAGS.select);
  const keys: readonly string[] = AUDIT_RANGE_KEYS;
  const options: Record<string, string> = { ...fallback.rangeOptions };
  if (range) {
    for (const option of optionsOf(range)) {
      if (keys.includes(option.value)) options[option.value] = option.label;
    }
  }
  const rangeLabel = nonEmpty(range && attr(range, 'label')) ?? fallback.rangeLabel;
  return {
    ...(rangeLabel !== undefined && { rangeLabel }),
    rangeOptions: options as RootLayout['rangeOptions'],
  };
}

function rootFrom(widgetType: WidgetType, nodes: readonly ContentNode[], fallback: RootLayout) {
  const grid =
    widgetType in GRID_DATA_IDS
      ? bound(nodes, GRID_DATA_IDS[widgetType as keyof typeof GRID_DATA_IDS], BINDING_TAGS.grid)
      : undefined;
  const columns = grid ? withMainOf(columnsOf(grid, fallback.columns), fallback.columns) : [];
  const search = bound(nodes, SEARCH_DATA_ID, BINDING_TAGS.search);
  const text = (key: keyof typeof TEXT_DATA_IDS) => boundText(nodes, TEXT_DATA_IDS[key]);
  const layout: RootLayout = {
    title: text('title') ?? fallback.title,
    searchPlaceholder:
      nonEmpty(search && attr(search, 'placeholder')) ?? fallback.searchPlaceholder,
    emptyText: text('emptyText') ?? fallback.emptyText,
    idleText: text('idleText') ?? fallback.idleText,
    noMatchText: text('noMatchText') ?? fallback.noMatchText,
    // A page without a grid shows the built-in columns: a list cannot show nothing.
    columns: columns.length > 0 ? columns : fallback.columns,
    buttons: rootButtons(widgetType, nodes),
    ...(widgetType === 'audit-management-widget' && rangeOf(nodes, fallback)),
  };
  return dropUndefined(layout);
}

// --- Modals --------------------------------------------------------------------------------

/** The field kind of each form component. */
const FIELD_KIND_OF_TAG: Readonly<Record<string, LayoutFieldKind>> = {
  'descope-text-field': 'text',
  'descope-email-field': 'text',
  'descope-phone-field': 'text',
  'descope-password': 'text',
  'descope-number-field': 'number',
  'descope-text-area': 'textarea',
  'descope-combo-box': 'select',
  'descope-multi-select-combo-box': 'multiselect',
  'descope-checkbox': 'checkbox',
};

// Marked: an unmarked call at the top of a module stays in every app (`npm run size`).
const SOURCES = Object.entries(SOURCE_DATA_IDS) as [NonNullable<LayoutField['source']>, string][];

/** The key our widgets give a source's field, whatever the page names it (`roles`). */
const SOURCE_FIELD_NAMES: Partial<Record<NonNullable<LayoutField['source']>, string>> = {
  roles: 'roleNames',
  permissions: 'permissionNames',
};

function fieldOf(
  element: ContentElement,
  fallback: readonly LayoutField[],
): LayoutField | undefined {
  const tagKind = FIELD_KIND_OF_TAG[element.tag];
  const pageName = nonEmpty(attr(element, 'name'));
  if (!tagKind || !pageName || isHidden(element) || flag(element, 'data-exclude-field')) {
    return undefined;
  }
  const dataId = attr(element, 'data-id');
  const source = SOURCES.find(([, id]) => id === dataId)?.[0];
  const name = (source && SOURCE_FIELD_NAMES[source]) ?? pageName;
  const kind = tagKind === 'text' && flag(element, 'readonly') ? 'readonly' : tagKind;
  const options = kind === 'select' || kind === 'multiselect' ? optionsOf(element) : [];
  // A choice with neither a source nor options offers nothing to choose: left out.
  if ((kind === 'select' || kind === 'multiselect') && !source && options.length === 0) {
    return undefined;
  }
  const builtIn = fallback.find((field) => field.name === name);
  const field: LayoutField = {
    name,
    kind,
    label:
      nonEmpty(attr(element, 'label')) ??
      builtIn?.label ??
      nonEmpty(attr(element, 'placeholder')) ??
      name,
    placeholder: nonEmpty(attr(element, 'placeholder')),
    hint: nonEmpty(attr(element, 'helper-text')),
    ...(flag(element, 'required') && kind !== 'readonly' && { required: true }),
    minLength: count(element, 'minlength'),
    maxLength: count(element, 'maxlength'),
    pattern: nonEmpty(attr(element, 'pattern')),
    patternMessage: nonEmpty(attr(element, 'data-errormessage-pattern-mismatch')),
    min: kind === 'number' ? numberAttr(element, 'min') : undefined,
    max: kind === 'number' ? numberAttr(element, 'max') : undefined,
    ...(options.length > 0 && { options }),
    ...(source && { source }),
  };
  return dropUndefined(field);
}

/** The form's fields in the page's order, each name once. */
function fieldsOf(nodes: readonly ContentNode[], fallback: readonly LayoutField[]): LayoutField[] {
  const fields: LayoutField[] = [];
  for (const element of descendants(nodes)) {
    const field = fieldOf(element, fallback);
    if (field && !fields.some((each) => each.name === field.name)) fields.push(field);
  }
  return fields;
}

function modalFrom(nodes: readonly ContentNode[], fallback: ModalLayout): ModalLayout {
  const text = (key: keyof typeof TEXT_DATA_IDS) => nonEmpty(boundText(nodes, TEXT_DATA_IDS[key]));
  const label = (key: keyof typeof MODAL_BUTTON_DATA_IDS) =>
    nonEmpty(buttonLabel(nodes, MODAL_BUTTON_DATA_IDS[key])) ?? fallback[key];
  const root = elementsIn(nodes).find((element) => element.tag === 'descope-container');
  const fields = fieldsOf(nodes, fallback.fields);
  const layout: ModalLayout = {
    title: text('title') ?? firstText(nodes, 'subtitle2') ?? fallback.title,
    // The widget fills `body-text` in the provider's widgets: an empty one says nothing.
    description: text('description') ?? fallback.description,
    nameMany: text('nameMany') ?? fallback.nameMany,
    titleMany: text('titleMany') ?? fallback.titleMany,
    // A one-time display shows its value in the built-in readonly field when the page has none.
    fields:
      fields.length > 0 || !fallback.fields.some((f) => f.kind === 'readonly')
        ? fields
        : fallback.fields,
    submitLabel: label('submitLabel') as string,
    cancelLabel: label('cancelLabel') as string,
    closeLabel: label('closeLabel'),
    flowId: nonEmpty(root && attr(root, 'flow-id')) ?? fallback.flowId,
  };
  return dropUndefined(layout);
}

// --- Profile -------------------------------------------------------------------------------

/** `{flowId}-modal` when our profile has that page, else the built-in one. */
const pageOf = (flowId: string | undefined, builtIn: string | undefined): string | undefined => {
  const page = flowId ? `${flowId}-modal` : undefined;
  const pages: readonly string[] = WIDGET_PAGES['user-profile-widget'];
  return page && page !== 'root' && pages.includes(page) ? page : builtIn;
};

/**
 * A profile row. An attribute's `button-label` is what its edit button says while it has no
 * value (`addLabel`); a method's is its one button's label (`buttons[edit]`).
 */
function profileRow(
  element: ContentElement,
  builtIn: ProfileRow,
  buttons: Record<string, string>,
): ProfileRow {
  const method = element.tag === BINDING_TAGS.authMethod;
  const edit = pageOf(attr(element, method ? 'flow-id' : 'edit-flow-id'), builtIn.edit);
  const remove = method ? builtIn.delete : pageOf(attr(element, 'delete-flow-id'), builtIn.delete);
  const buttonLabel = nonEmpty(attr(element, 'button-label'));
  if (method && buttonLabel && edit) buttons[edit] = buttonLabel;
  return dropUndefined({
    field: builtIn.field,
    label: nonEmpty(attr(element, 'label')) ?? builtIn.label,
    edit,
    delete: remove,
    addLabel: (!method && buttonLabel) || builtIn.addLabel,
  });
}

/**
 * The authenticator row (`data-id="totp"`). Its flows are the project's own, hosted as they
 * are named (the account's modal has no page of its own to map them to, unlike a row's).
 */
const totpRow = (element: ContentElement): ProfileTotpRow =>
  dropUndefined({
    label: nonEmpty(attr(element, 'label')),
    buttonLabel: nonEmpty(attr(element, 'button-label')),
    flowId: nonEmpty(attr(element, 'flow-id')),
    fulfilledFlowId: nonEmpty(attr(element, 'fulfilled-flow-id')),
  });

function profileFrom(nodes: readonly ContentNode[], fallback: ProfileLayout): ProfileLayout {
  const rows: ProfileRow[] = [];
  const buttons: Record<string, string> = { ...fallback.buttons };
  let totp: ProfileTotpRow | undefined;
  for (const element of descendants(nodes)) {
    if (element.tag !== BINDING_TAGS.attribute && element.tag !== BINDING_TAGS.authMethod) continue;
    if (element.tag === BINDING_TAGS.authMethod && attr(element, 'data-id') === 'totp') {
      if (!isHidden(element)) totp ??= totpRow(element);
      continue;
    }
    // Only the rows our profile knows how to show and edit (email, name, phone, passkey...).
    const builtIn = fallback.rows.find((row) => row.field === attr(element, 'data-id'));
    if (!builtIn || isHidden(element) || rows.some((row) => row.field === builtIn.field)) continue;
    rows.push(profileRow(element, builtIn, buttons));
  }
  const avatar = bound(nodes, 'avatar', BINDING_TAGS.avatar);
  const logout = nonEmpty(
    buttonLabel(nodes, ROOT_BUTTON_IDS['user-profile-widget'].logout as string),
  );
  const text = (key: keyof typeof TEXT_DATA_IDS) => nonEmpty(boundText(nodes, TEXT_DATA_IDS[key]));
  if (logout) buttons.logout = logout;
  return dropUndefined({
    title: text('title') ?? fallback.title,
    avatarLabel: nonEmpty(avatar && attr(avatar, 'label')) ?? fallback.avatarLabel,
    avatarPage: pageOf(avatar && attr(avatar, 'flow-id'), fallback.avatarPage) as string,
    unverifiedLabel: text('unverifiedLabel') ?? fallback.unverifiedLabel,
    emptyText: text('emptyText') ?? fallback.emptyText,
    rows: rows.length > 0 ? rows : fallback.rows,
    totp: totp ?? fallback.totp,
    buttons,
  });
}

// --- The page ------------------------------------------------------------------------------

/** The object without its undefined properties (the schemas' optional keys are absent or set). */
function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * The layout of `page` of a `widgetType` widget from the page's content (FORMAT25 §5):
 * a management root (RootLayout), the profile's root (ProfileLayout) or a modal (ModalLayout).
 * `builtIn` is the widget's own page in its locale: it gives what the provider's page does not
 * carry. Never throws; the result is checked by parse.ts like any layout.
 */
export function layoutFromContent<T extends WidgetType, P extends PageOf<T>>(
  widgetType: T,
  page: P,
  nodes: readonly ContentNode[],
  builtIn: LayoutOf<T, P>,
): LayoutOf<T, P> {
  if (page !== 'root') return modalFrom(nodes, builtIn as ModalLayout) as LayoutOf<T, P>;
  if (widgetType === 'user-profile-widget') {
    return profileFrom(nodes, builtIn as ProfileLayout) as LayoutOf<T, P>;
  }
  return rootFrom(widgetType, nodes, builtIn as RootLayout) as LayoutOf<T, P>;
}
