import { ROOT_BUTTON_IDS } from '../../layout/bindings';
import type { WidgetType } from '../../layout/pages';
import type {
  LayoutColumn,
  LayoutField,
  ModalLayout,
  ProfileLayout,
  RootLayout,
  WidgetLayout,
} from '../../layout/schema';
import { type Attrs, element, text } from './element';

// A widget page (a layout) as the provider's page file `{widget-type}/{widget-id}/{page}.html`
// (FORMAT25 §5): one `descope-container id="ROOT"` whose elements the widget binds by
// `data-id`, the way the provider's widgets bind theirs.

const TABLE_IDS: Record<WidgetType, string | undefined> = {
  'access-key-management-widget': 'access-keys-table',
  'audit-management-widget': 'audit-table',
  'role-management-widget': 'roles-table',
  'user-management-widget': 'users-table',
  'user-profile-widget': undefined,
};

/** A badge of a column's cell: the first whose pattern matches the value shows it. */
export interface ColumnBadge {
  /** A regular expression tested on the cell's value (unanchored, as the provider's). */
  pattern: string;
  mode?: 'default' | 'primary' | 'error';
}
/** A column, with the badges of a badged one (a built-in layout has none). */
export type WrittenColumn = LayoutColumn & { badges?: readonly ColumnBadge[] };

const root = (children: readonly string[], attrs: Attrs = {}) =>
  element(
    'descope-container',
    { direction: 'column', id: 'ROOT', 'space-between': 'md', ...attrs },
    children,
  );

/**
 * A text the widget shows in its own place (an empty table, ...): kept by data-id, inside a
 * plain `<div hidden>`, which the provider's own widgets leave hidden too (a `descope-text`'s
 * own `hidden` is overridden by its component CSS).
 */
const hiddenText = (dataId: string, value: string | undefined) =>
  value === undefined
    ? []
    : [
        element('div', { hidden: true }, [
          element('descope-text', { 'data-id': dataId, hidden: true }, [text(value)]),
        ]),
      ];

const titleText = (variant: string, value: string | undefined) =>
  value === undefined
    ? []
    : [element('descope-text', { variant, 'data-id': 'title' }, [text(value)])];

const options = (choices: readonly { value: string; label: string }[]) =>
  choices.map((choice) =>
    element('span', { 'data-name': choice.label, 'data-id': choice.value }, [text(choice.label)]),
  );

function column(field: WrittenColumn): string {
  const width = field.width === undefined ? undefined : `${field.width}px`;
  const attrs = { path: field.field, header: field.label, sortable: field.sortable, width };
  if (!field.badges?.length) return element('descope-grid-text-column', attrs);
  const badges = field.badges.map((badge) =>
    element('descope-badge', { 'data-pattern': badge.pattern, mode: badge.mode ?? 'default' }),
  );
  return element('descope-grid-custom-column', attrs, badges);
}

// Look only, as in the provider's own root pages: the search field and the action buttons
// share one row above the grid, the buttons small and outlined in the primary colour role.
const TOOLBAR_BUTTON: Attrs = { size: 'sm', variant: 'outline', mode: 'primary' };

/** The search field, then the buttons, in one row (spaced by the theme's `sm` gap). */
const toolbar = (search: string, buttons: readonly string[]) =>
  element('descope-container', { direction: 'row', 'space-between': 'sm' }, [
    search,
    element('descope-container', { direction: 'row', 'space-between': 'sm' }, buttons),
  ]);

function managementRoot(widgetType: WidgetType, layout: RootLayout): string {
  const buttonIds = ROOT_BUTTON_IDS[widgetType];
  const buttons = Object.entries(layout.buttons).flatMap(([action, label]) => {
    const dataId = Object.hasOwn(buttonIds, action) ? buttonIds[action] : undefined;
    return dataId
      ? [element('descope-button', { 'data-id': dataId, ...TOOLBAR_BUTTON }, [text(label)])]
      : [];
  });
  const audit = widgetType === 'audit-management-widget';
  const ranges = Object.entries(layout.rangeOptions ?? {}).map(([value, label]) => ({
    value,
    label: label ?? value,
  }));
  const range =
    layout.rangeLabel === undefined && ranges.length === 0
      ? []
      : [
          element(
            'descope-combo-box',
            { 'data-id': 'range-input', label: layout.rangeLabel },
            options(ranges),
          ),
        ];
  const grid = element('descope-grid', { 'data-id': TABLE_IDS[widgetType] }, [
    ...(audit ? [] : [element('descope-grid-selection-column')]),
    ...(layout.columns as readonly WrittenColumn[]).map(column),
  ]);
  return root([
    ...titleText('subtitle1', layout.title),
    ...hiddenText('empty-text', layout.emptyText),
    ...hiddenText('idle-text', layout.idleText),
    ...hiddenText('no-match-text', layout.noMatchText),
    toolbar(
      element('descope-text-field', {
        'data-id': 'search-input',
        placeholder: layout.searchPlaceholder,
        bordered: true,
        size: 'sm',
      }),
      buttons,
    ),
    ...range,
    grid,
  ]);
}

const FIELD_TAGS: Record<LayoutField['kind'], string> = {
  text: 'descope-text-field',
  number: 'descope-number-field',
  textarea: 'descope-text-area',
  select: 'descope-combo-box',
  multiselect: 'descope-multi-select-combo-box',
  checkbox: 'descope-checkbox',
  readonly: 'descope-text-field',
};

const SOURCE_IDS: Record<NonNullable<LayoutField['source']>, string> = {
  users: 'user-select',
  roles: 'roles-multiselect',
  permissions: 'permissions-multiselect',
};

function field(input: LayoutField): string {
  const attrs: Attrs = {
    name: input.name,
    label: input.label,
    placeholder: input.placeholder,
    'helper-text': input.hint,
    required: input.required,
    readonly: input.kind === 'readonly',
    minlength: input.minLength,
    maxlength: input.maxLength,
    pattern: input.pattern,
    'data-errormessage-pattern-mismatch': input.patternMessage,
    min: input.min,
    max: input.max,
    'data-id': input.source ? SOURCE_IDS[input.source] : undefined,
  };
  return element(FIELD_TAGS[input.kind], attrs, options(input.options ?? []));
}

function modal(layout: ModalLayout): string {
  const button = (dataId: string, label: string | undefined) =>
    label === undefined ? [] : [element('descope-button', { 'data-id': dataId }, [text(label)])];
  const description =
    layout.description === undefined
      ? []
      : [
          element('descope-text', { 'data-id': 'body-text', variant: 'body1' }, [
            text(layout.description),
          ]),
        ];
  return root(
    [
      ...titleText('subtitle2', layout.title),
      ...hiddenText('title-many', layout.titleMany),
      ...description,
      ...hiddenText('name-many', layout.nameMany),
      ...layout.fields.map(field),
      ...button('modal-cancel', layout.cancelLabel),
      ...button('modal-submit', layout.submitLabel),
      ...button('modal-close', layout.closeLabel),
    ],
    { 'flow-id': layout.flowId },
  );
}

/** The sign-in methods of the profile: the provider's auth-method component shows them. */
const METHODS = new Set(['passkey', 'password', 'totp']);
/** A profile modal page's flow: the page is `{flow-id}-modal`. */
const flowOf = (page: string | undefined) => page?.replace(/-modal$/, '');

function profileRoot(layout: ProfileLayout): string {
  const rows = layout.rows.map((row) =>
    METHODS.has(row.field)
      ? element('descope-user-auth-method', {
          'data-id': row.field,
          label: row.label,
          'flow-id': flowOf(row.edit),
          'button-label': row.edit ? layout.buttons[row.edit] : undefined,
        })
      : element('descope-user-attribute', {
          'data-id': row.field,
          label: row.label,
          'edit-flow-id': flowOf(row.edit),
          'delete-flow-id': flowOf(row.delete),
          'button-label': row.addLabel,
        }),
  );
  const totp = layout.totp && [
    element('descope-user-auth-method', {
      'data-id': 'totp',
      label: layout.totp.label,
      'flow-id': layout.totp.flowId,
      'fulfilled-flow-id': layout.totp.fulfilledFlowId,
      'button-label': layout.totp.buttonLabel,
    }),
  ];
  const logout = layout.buttons.logout;
  return root([
    ...titleText('subtitle1', layout.title),
    element('descope-avatar', {
      'data-id': 'avatar',
      'flow-id': flowOf(layout.avatarPage),
      label: layout.avatarLabel,
    }),
    ...rows,
    ...(totp ?? []),
    ...(logout === undefined
      ? []
      : [element('descope-button', { 'data-id': 'logout' }, [text(logout)])]),
    ...hiddenText('unverified-text', layout.unverifiedLabel),
    ...hiddenText('empty-text', layout.emptyText),
  ]);
}

/**
 * A page of `widgetType` as the provider's page file: `root` is the widget's screen (the
 * profile's own for the user-profile widget), any other page a modal.
 */
export function layoutToHtml(widgetType: WidgetType, page: string, layout: WidgetLayout): string {
  if (page !== 'root') return modal(layout as ModalLayout);
  return widgetType === 'user-profile-widget'
    ? profileRoot(layout as ProfileLayout)
    : managementRoot(widgetType, layout as RootLayout);
}
