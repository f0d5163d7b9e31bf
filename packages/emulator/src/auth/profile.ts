import { NAME_MAX_LENGTH, nameFits } from '@gatehouse/core';
import { badRequest } from '../http/errors';
import type { Store } from '../state/store';
import type { UserRecord } from '../state/types';
import { userModified } from './audit-events';

// Changes a signed-in user makes to their own profile (the profile flows): name and picture,
// and clearing an email, phone or name. A new email or phone is never set outright: a code
// goes to the new address first (`addressChangeIntent` in intent.ts, carried out by
// `verifyCode` in otp.ts, as with the REST update routes).

const modified = (store: Store, user: UserRecord, change: string, method: string) =>
  userModified(store, user, method, { data: { change } });

/**
 * The display name, and the given and family names read from it. At most NAME_MAX_LENGTH
 * characters (@gatehouse/core's one rule for names, which the user form and the management
 * API hold to as well).
 */
export function setName(store: Store, user: UserRecord, name: string, method: string): void {
  if (!nameFits(name)) throw badRequest(`name must be at most ${NAME_MAX_LENGTH} characters`);
  const [givenName = '', ...rest] = name.split(/\s+/);
  Object.assign(user, { name, givenName, middleName: '', familyName: rest.join(' ') });
  modified(store, user, 'name', method);
}

const IMAGE_DATA = /^data:image\/(png|jpeg|gif|webp);base64,/i;

/** A picture is an http(s) address or an inline image (data: URL), nothing else. */
function isPicture(picture: string): boolean {
  if (IMAGE_DATA.test(picture)) return true;
  try {
    return ['http:', 'https:'].includes(new URL(picture).protocol);
  } catch {
    return false;
  }
}

export function setPicture(store: Store, user: UserRecord, picture: string, method: string): void {
  if (!isPicture(picture)) throw badRequest('picture must be an http(s) URL or a data:image URL');
  user.picture = picture;
  modified(store, user, 'picture', method);
}

const CLEARED = {
  email: { email: '', verifiedEmail: false },
  phone: { phone: '', verifiedPhone: false },
  name: { name: '', givenName: '', middleName: '', familyName: '' },
} as const;

/** Clear the email, phone or name (login ids stay: they are how the user signs in). */
export function clearField(
  store: Store,
  user: UserRecord,
  field: keyof typeof CLEARED,
  method: string,
): void {
  Object.assign(user, CLEARED[field]);
  modified(store, user, field, method);
}
