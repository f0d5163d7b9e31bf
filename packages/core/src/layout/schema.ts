import * as z from 'zod/mini';
import { recordOf } from '../schemas/common';

// The layouts of the admin widgets: what a widget draws, read from the provider's HTML pages
// served per widget id at `/pages/{projectId}/v2-beta/{widget-type}/{widgetId}/{page}.html`
// (content/map/layout.ts; spec 000 §7), or built in (./defaults). A layout holds the widget's
// texts and form rules, never markup: every string is plain text, and `{name}` / `{count}`
// placeholders are filled by the widget and rendered as text. What a schema would need more of
// zod for (a string not empty, a width above 0, an audit range's key, one of a few words) is
// checked in issues.ts: zod's parts are shared modules, so a check only this on-demand reader
// used rode in every widget's first chunk (about 1 KB gzip; z.enum alone 0.25 KB).

const str = z.optional(z.string());
/**
 * One of `words`, typed as such: read as a string here, and refused by issues.ts when it is
 * none of them (`notOneOf`), so that the schema needs no z.enum.
 */
const oneOf = <const Word extends string>(_words: readonly Word[]) =>
  z.string() as unknown as z.ZodMiniType<Word, Word>;
const num = z.optional(z.number());
const bool = z.optional(z.boolean());
const labels = recordOf(z.string());

/** The badge colours a column's badges may have (the pages' `data-mode`). */
export const BADGE_MODES = ['default', 'primary', 'error'] as const;

/**
 * A badge of a column: a cell whose value `pattern` matches (an unanchored regular expression,
 * as the provider's grid tests it; empty matches every value) shows in a badge of `mode`.
 */
export const LayoutBadge = z.object({
  pattern: z.string(),
  mode: oneOf(BADGE_MODES),
});
export type LayoutBadge = z.infer<typeof LayoutBadge>;

/**
 * A table column: `field` is a dotted path into the row (`roleNames`, `customAttributes.x`;
 * a `customAttributes.` path is a custom attribute's column).
 */
export const LayoutColumn = z.object({
  field: z.string(),
  label: z.string(),
  sortable: bool,
  /** Preferred width in CSS pixels (positive). */
  width: num,
  /** One of a row's main fields, those a narrow list shows (see mainColumns). */
  main: bool,
  /** The cell shows in a badge: the first whose pattern matches its value (see badgeOf). */
  badges: z.optional(z.array(LayoutBadge)),
});
export type LayoutColumn = z.infer<typeof LayoutColumn>;

/** The main screen of a management widget: search, table and action buttons. */
export const RootLayout = z.object({
  title: str,
  searchPlaceholder: z.string(),
  /** Shown in the table when there are no rows. */
  emptyText: z.string(),
  /** Shown before the first search, by a widget that waits for the user (none built in does). */
  idleText: str,
  /**
   * Shown instead of `emptyText` when a search text found nothing (the audit); `{text}` is
   * the search, so that "nothing in this range" and "nothing matches" read apart.
   */
  noMatchText: str,
  columns: z.array(LayoutColumn),
  /**
   * Button labels by action (`create`, `delete`, ...; see ROOT_ACTIONS, issues.ts). The actions present
   * are those the widget offers: a page without an action's button hides that action.
   */
  buttons: labels,
  /** Audit widget: the time-range selector's label and the label of each range. */
  rangeLabel: str,
  rangeOptions: z.optional(labels),
});
export type RootLayout = z.infer<typeof RootLayout>;

export const FIELD_KINDS = [
  'text',
  'number',
  'textarea',
  'select',
  'multiselect',
  'checkbox',
  'readonly',
] as const;

/** Where a field may take its choices instead of `options` (see LayoutField). */
export const FIELD_SOURCES = ['roles', 'permissions', 'users'] as const;

/** A field of a modal's form. `pattern` must match the whole value; it is checked as given. */
export const LayoutField = z.object({
  /** The key of the value in the form (`name`, `loginId`, `customAttributes.department`). */
  name: z.string(),
  kind: oneOf(FIELD_KINDS),
  label: z.string(),
  placeholder: str,
  /** Help text shown under the field. */
  hint: str,
  required: bool,
  minLength: num,
  maxLength: num,
  pattern: str,
  /** Shown when the value does not match `pattern`. */
  patternMessage: str,
  /** `number` bounds. */
  min: num,
  max: num,
  /** `select` (and fixed `multiselect`) choices. */
  options: z.optional(
    z.array(
      z.object({
        value: z.string(),
        label: z.string(),
      }),
    ),
  ),
  /**
   * Where a field takes its choices instead of `options`: a `multiselect` the tenant's roles or
   * the project's permissions; a `select` the tenant's users (searched by name or email, the
   * chosen user's id is the value).
   */
  source: z.optional(oneOf(FIELD_SOURCES)),
});
export type LayoutField = z.infer<typeof LayoutField>;
export type LayoutFieldKind = LayoutField['kind'];

/**
 * A modal: a form (create, edit), a confirmation (no fields) or a one-time display (a
 * `readonly` field and `closeLabel`: its one button copies the value, clears and closes;
 * `submitLabel` and `cancelLabel` are then not shown).
 */
export const ModalLayout = z.object({
  title: z.string(),
  /** Plain text; `{name}` is the selection's name and `{count}` its size (see confirmationText). */
  description: str,
  /** How `{name}` reads when several items are selected: `{count} access keys`. */
  nameMany: str,
  /** The title when several items are selected, with `{count}` (see confirmationTitle). */
  titleMany: str,
  fields: z.array(LayoutField),
  submitLabel: z.string(),
  cancelLabel: z.string(),
  closeLabel: str,
  /** User profile: the flow the modal hosts (`update-email`, ...). */
  flowId: str,
});
export type ModalLayout = z.infer<typeof ModalLayout>;

/** A row of the user-profile widget: an attribute (`email`, `name`, `phone`) or a method. */
export const ProfileRow = z.object({
  /** The user field shown (`email`, `name`, `phone`), or the method (`passkey`, `password`). */
  field: z.string(),
  label: z.string(),
  /** The modal pages its buttons open, whose labels are `buttons[page]`. */
  edit: str,
  delete: str,
  /** The edit button's label while the attribute has no value ("Add phone"). */
  addLabel: str,
});
export type ProfileRow = z.infer<typeof ProfileRow>;

/**
 * The authenticator app's row as a project's layout words it (`descope-user-auth-method
 * data-id="totp"`): its label, its button's label, the flow it opens, and the flow it opens once
 * the user has an app (`fulfilled-flow-id`). What it leaves out, the profile's own row says.
 */
export const ProfileTotpRow = z.object({
  label: str,
  buttonLabel: str,
  flowId: str,
  fulfilledFlowId: str,
});
export type ProfileTotpRow = z.infer<typeof ProfileTotpRow>;

/** The user-profile widget's one screen: avatar, attribute rows, method rows, logout. */
export const ProfileLayout = z.object({
  title: str,
  /** The avatar button's accessible name; it opens `avatarPage`. */
  avatarLabel: z.string(),
  avatarPage: z.string(),
  /** The badge on an unverified email or phone. */
  unverifiedLabel: z.string(),
  /** Shown for an attribute that has no value. */
  emptyText: z.string(),
  rows: z.array(ProfileRow),
  /** The authenticator row, when the layout has one (the account part's own otherwise). */
  totp: z.optional(ProfileTotpRow),
  /** Button labels: by modal page name, and `logout`. */
  buttons: labels,
});
export type ProfileLayout = z.infer<typeof ProfileLayout>;

export type WidgetLayout = RootLayout | ModalLayout | ProfileLayout;
