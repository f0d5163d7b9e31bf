import type { CreateUserInput, UpdateUserInput } from '../../mgmt';
import type { CustomAttribute, User } from '../../schemas';
import type { FormValues } from '../form/store';
import { strings, text } from '../validation';
import { attributesFrom, attributeValues } from './attribute-fields';
import { parsePhoneIn, phoneForEdit } from './phone-parse';
import type { UserTexts } from './texts';

// What the user forms do with their values: check the phone, prefill the edit form, and turn
// the values into the provider's create and update inputs. Part of the store (store.ts): half
// a kilobyte, less than a request of its own; the phone library it checks with loads when a
// form opens.

/** The phone field: checked by the phone library; empty is fine (not required). */
export function phoneCheck(value: unknown, texts: UserTexts): string | undefined {
  const typed = text(value).trim();
  if (!typed) return undefined;
  const parsed = parsePhoneIn(typed, texts);
  return parsed.ok ? undefined : parsed.message;
}

/** The phone as the provider stores it; empty stays empty (the form validated it). */
function phoneOf(values: FormValues, texts: UserTexts): string {
  const typed = text(values.phone).trim();
  const parsed = typed ? parsePhoneIn(typed, texts) : undefined;
  return parsed?.ok ? parsed.e164 : typed;
}

const profileOf = (
  values: FormValues,
  attributes: readonly CustomAttribute[],
  texts: UserTexts,
) => ({
  email: text(values.email).trim(),
  phone: phoneOf(values, texts),
  displayName: text(values.displayName),
  givenName: text(values.givenName),
  familyName: text(values.familyName),
  roleNames: strings(values.roleNames),
  customAttributes: attributesFrom(attributes, values),
});

/**
 * Create invites the user and marks email and phone verified (spec §5); the client adds the
 * one `userTenants` entry for the widget's tenant.
 */
export const createInput = (
  values: FormValues,
  attributes: readonly CustomAttribute[],
  texts: UserTexts,
): CreateUserInput => ({
  loginId: text(values.loginId).trim(),
  ...profileOf(values, attributes, texts),
  invite: true,
  verifiedEmail: true,
  verifiedPhone: true,
});

/** Edit sends the first displayed login id (spec §5). */
export const updateInput = (
  user: User,
  values: FormValues,
  attributes: readonly CustomAttribute[],
  texts: UserTexts,
): UpdateUserInput => ({
  loginId: user.loginIds[0] ?? '',
  ...profileOf(values, attributes, texts),
});

/** The edit form's values for `user`; the phone is shown formatted by the phone library. */
export const editValues = (user: User, attributes: readonly CustomAttribute[]): FormValues => ({
  loginId: user.loginIds.join(', '),
  email: user.email ?? '',
  phone: phoneForEdit(user.phone),
  displayName: user.name ?? '',
  givenName: user.givenName ?? '',
  familyName: user.familyName ?? '',
  roleNames: [...(user.roleNames ?? [])],
  ...attributeValues(attributes, user.customAttributes),
});
