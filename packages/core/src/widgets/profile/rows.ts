import type { PROFILE_EN } from '../../i18n/profile/en';
import { PROFILE_TEXTS } from '../../i18n/sections';
import type { Texts } from '../../i18n/texts';
import type { ProfileLayout, ProfileRow } from '../../layout/schema';
import type { User } from '../../schemas';
import { isProfileModal, type ProfileModalPage } from './flows';

/** A button of a row: the modal it opens and its label (`buttons[page]`). */
export interface ProfileAction {
  page: ProfileModalPage;
  label: string;
}

/** A row as the UI renders it: no logic left but showing these values. */
export interface ProfileRowView {
  field: string;
  label: string;
  /** An attribute of the user (email, name, phone), or a sign-in method (passkey, password). */
  kind: 'attribute' | 'method';
  /** The attribute as stored; '' for a method or an empty attribute. */
  value: string;
  /** An attribute with no value: show `emptyText` and the edit button as the add action. */
  empty: boolean;
  /** Show the unverified badge: an email or phone whose verified flag is not set. */
  unverified: boolean;
  /** A method the user has (a passkey registered, a password set). */
  registered: boolean;
  edit?: ProfileAction;
  /** Only for a value that exists: there is nothing to delete otherwise. */
  delete?: ProfileAction;
}

const METHODS: Record<string, (user: User) => boolean> = {
  passkey: (user) => user.webauthn === true,
  password: (user) => user.password === true,
};

const VERIFIED: Record<string, (user: User) => boolean> = {
  email: (user) => user.verifiedEmail === true,
  phone: (user) => user.verifiedPhone === true,
};

/** A string attribute's value; anything else (a custom object) shows as empty. */
function attributeValue(user: User | undefined, field: string): string {
  const value = (user as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim() : '';
}

export function actionOf(
  layout: ProfileLayout,
  page: string | undefined,
): ProfileAction | undefined {
  if (!page || !isProfileModal(page)) return undefined;
  return { page, label: layout.buttons[page] ?? '' };
}

type ProfileTexts = Texts<typeof PROFILE_EN>;

function rowView(
  layout: ProfileLayout,
  row: ProfileRow,
  user: User | undefined,
  t: ProfileTexts,
): ProfileRowView {
  const method = METHODS[row.field];
  const value = method ? '' : attributeValue(user, row.field);
  const verified = VERIFIED[row.field];
  const view: ProfileRowView = {
    field: row.field,
    label: row.label,
    kind: method ? 'method' : 'attribute',
    value,
    empty: !method && !value,
    unverified: !!value && !!verified && !!user && !verified(user),
    registered: !!method && !!user && method(user),
  };
  const edit = actionOf(layout, row.edit);
  // The layout names the button for changing a value; with no value yet it adds one, as the
  // row's `addLabel` says ("Add phone"), else the catalogue's words for it.
  if (edit && view.empty) {
    edit.label =
      row.addLabel ?? t('add', { label: t.locale === 'en' ? row.label.toLowerCase() : row.label });
  }
  const remove = value ? actionOf(layout, row.delete) : undefined;
  if (edit) view.edit = edit;
  if (remove) view.delete = remove;
  return view;
}

/** The profile's rows, in the layout's order, for the signed-in user. */
export const profileRows = (
  layout: ProfileLayout,
  user: User | undefined,
  t: ProfileTexts = PROFILE_TEXTS.en,
): ProfileRowView[] => layout.rows.map((row) => rowView(layout, row, user, t));
