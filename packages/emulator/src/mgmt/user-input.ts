import { NAME_MAX_LENGTH } from '@gatehouse/core';
import { z } from 'zod';
import { LoginId, loginIdKey } from '../auth/login-id';
import { badRequest, conflict } from '../http/errors';
import { findLoginIdHolder } from '../state/store';
import type { CustomAttributeRecord, EmulatorData, UserRecord } from '../state/types';
import { attributes, names, tenantRoles } from './request';

/** A name: at most @gatehouse/core's NAME_MAX_LENGTH, as the user form and profile allow. */
const Name = z.string().max(NAME_MAX_LENGTH);

/** The fields create and update share (update identifies the user by `loginId`). */
const profileShape = {
  loginId: LoginId,
  email: z.string().optional(),
  phone: z.string().optional(),
  displayName: Name.optional(),
  // Some clients send `name` instead of the provider's `displayName`.
  name: Name.optional(),
  givenName: Name.optional(),
  middleName: Name.optional(),
  familyName: Name.optional(),
  picture: z.string().optional(),
  roleNames: names.optional(),
  userTenants: tenantRoles.optional(),
  customAttributes: attributes.optional(),
  verifiedEmail: z.boolean().optional(),
  verifiedPhone: z.boolean().optional(),
  additionalLoginIds: z.array(LoginId).optional(),
};

export const UpdateUser = z.object(profileShape);
export const CreateUser = z.object({
  ...profileShape,
  sendSMS: z.boolean().optional(),
  sendMail: z.boolean().optional(),
  inviteUrl: z.string().optional(),
  invite: z.boolean().optional(),
  test: z.boolean().optional(),
});
export type UserInput = z.output<typeof UpdateUser>;

/** Copy the given profile fields onto the record; absent fields keep their value. */
export function applyProfile(user: UserRecord, input: UserInput): void {
  const name = input.displayName ?? input.name;
  if (name !== undefined) user.name = name;
  if (input.email !== undefined) user.email = input.email;
  if (input.phone !== undefined) user.phone = input.phone;
  if (input.givenName !== undefined) user.givenName = input.givenName;
  if (input.middleName !== undefined) user.middleName = input.middleName;
  if (input.familyName !== undefined) user.familyName = input.familyName;
  if (input.picture !== undefined) user.picture = input.picture;
  if (input.verifiedEmail !== undefined) user.verifiedEmail = input.verifiedEmail;
  if (input.verifiedPhone !== undefined) user.verifiedPhone = input.verifiedPhone;
}

/** `[loginId, ...additional]` without repeats (compared normalised). */
export function requestedLoginIds(input: UserInput): string[] {
  const byKey = new Map<string, string>();
  for (const id of [input.loginId, ...(input.additionalLoginIds ?? [])]) {
    if (!byKey.has(loginIdKey(id))) byKey.set(loginIdKey(id), id);
  }
  return [...byKey.values()];
}

/** 409 when another user than `self` has one of `ids`, or one that reads the same. */
export function assertLoginIdsFree(data: EmulatorData, ids: string[], self?: UserRecord): void {
  for (const id of ids) {
    const owner = findLoginIdHolder(data, id);
    if (owner && owner !== self) throw conflict(`A user with login id ${id} already exists`);
  }
}

/**
 * The identifiers an update would change: login ids, email, phone and their verified flags
 * (what a user is found and reached by), compared with what the user has, so that a
 * client sending unchanged fields along with a changed name changes no identifier. Names,
 * picture and custom attributes are profile, not identifiers.
 */
export function identifierChanges(
  user: UserRecord,
  input: UserInput,
  loginIds: string[],
): string[] {
  const changes: Array<[string, boolean]> = [
    ['login ids', JSON.stringify(loginIds) !== JSON.stringify(user.loginIds)],
    ['email', input.email !== undefined && input.email !== user.email],
    ['phone', input.phone !== undefined && input.phone !== user.phone],
    [
      'verified email',
      input.verifiedEmail !== undefined && input.verifiedEmail !== user.verifiedEmail,
    ],
    [
      'verified phone',
      input.verifiedPhone !== undefined && input.verifiedPhone !== user.verifiedPhone,
    ],
  ];
  return changes.filter(([, changed]) => changed).map(([name]) => name);
}

const TYPE_CHECKS: Record<CustomAttributeRecord['type'], (value: unknown) => boolean> = {
  1: (value) => typeof value === 'string',
  2: (value) => typeof value === 'number',
  3: (value) => typeof value === 'boolean',
};

/**
 * The custom attributes to store. Every name must be defined for the project and its value
 * of the defined type (null clears). With `lockNonEditable` (a tenant admin editing) a
 * non-editable attribute may not change, and keeps its value when the request leaves it out.
 */
export function checkedAttributes(
  data: EmulatorData,
  given: Record<string, unknown>,
  previous: Record<string, unknown>,
  lockNonEditable: boolean,
): Record<string, unknown> {
  const result = { ...given };
  for (const [name, value] of Object.entries(given)) {
    const definition = data.customAttributes.find((d) => d.name === name);
    if (!definition) throw badRequest(`Custom attribute ${name} is not defined`);
    if (value !== null && !TYPE_CHECKS[definition.type](value)) {
      throw badRequest(`Custom attribute ${name} has the wrong type`);
    }
    const changed = JSON.stringify(value) !== JSON.stringify(previous[name]);
    if (lockNonEditable && !definition.editable && changed) {
      throw badRequest(`Custom attribute ${name} is not editable`);
    }
  }
  if (lockNonEditable) {
    for (const definition of data.customAttributes) {
      if (!definition.editable && definition.name in previous && !(definition.name in given)) {
        result[definition.name] = previous[definition.name];
      }
    }
  }
  return result;
}
