import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  AccessKeysResponse,
  AnyObject,
  AuditsResponse,
  CleartextResponse,
  CreatedAccessKeyResponse,
  CustomAttributesResponse,
  PermissionsResponse,
  RolesResponse,
  UserResponse,
  UsersResponse,
} from '../schemas';
import { recordOf } from '../schemas/common';
import { compileCheck, inPlace } from './in-place';

const USER = {
  loginIds: ['ann@example.com'],
  userId: 'U1',
  externalIds: ['ann'],
  name: 'Ann',
  email: 'ann@example.com',
  phone: '+15551234567',
  roleNames: ['admin'],
  verifiedEmail: true,
  verifiedPhone: false,
  userTenants: [{ tenantId: 'T1', roleNames: ['admin'], tenantName: 'Acme' }],
  status: 'enabled',
  editable: true,
  createdTime: 1_700_000_000,
  customAttributes: { department: 'Sales', level: 3, nested: { any: ['thing'] } },
  familyName: 'Lee',
  givenName: 'Ann',
  middleName: '',
  picture: '',
  password: true,
  SAML: false,
  test: false,
  TOTP: false,
  webauthn: true,
  OAuth: { google: true },
  addedByTheProvider: { later: 1 },
};

/** Every field of `value` (nested ones too) replaced by each wrong kind of value, or removed. */
function* variants(value: Record<string, unknown>): Generator<Record<string, unknown>> {
  const wrong = [null, 1, Number.NaN, 'x', true, [], ['x'], [1], {}, { a: 1 }, undefined];
  for (const key of Object.keys(value)) {
    for (const replacement of wrong) yield { ...value, [key]: replacement };
    const { [key]: _removed, ...without } = value;
    yield without;
    const inner = value[key];
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
      for (const changed of variants(inner as Record<string, unknown>)) {
        yield { ...value, [key]: changed };
      }
    }
    if (Array.isArray(inner) && inner[0] && typeof inner[0] === 'object') {
      for (const changed of variants(inner[0] as Record<string, unknown>)) {
        yield { ...value, [key]: [changed] };
      }
    }
  }
}

describe('checking management answers in place', () => {
  it('compiles a check for every management answer', () => {
    for (const schema of [
      AccessKeysResponse,
      AnyObject,
      AuditsResponse,
      CleartextResponse,
      CreatedAccessKeyResponse,
      CustomAttributesResponse,
      PermissionsResponse,
      RolesResponse,
      UserResponse,
      UsersResponse,
    ]) {
      expect(compileCheck(schema)).toBeTypeOf('function');
    }
  });

  it('accepts exactly what zod accepts, for a user and every way of breaking it', () => {
    const check = compileCheck(UserResponse);
    let tried = 0;
    for (const user of [USER, ...variants(USER)]) {
      const envelope = { user };
      expect(check?.(envelope), JSON.stringify(user)).toBe(
        UserResponse.safeParse(envelope).success,
      );
      tried++;
    }
    expect(tried).toBeGreaterThan(300);
  });

  it('answers with the answer itself, not a copy', () => {
    const answer = { users: [USER, { ...USER, userId: 'U2' }], total: 2 };
    const parsed = inPlace(UsersResponse).safeParse(answer);
    expect(parsed.success && parsed.data).toBe(answer);
    expect(parsed.data).toEqual(UsersResponse.safeParse(answer).data);
  });

  it("reports zod's own issues when the answer is wrong", () => {
    const answer = { users: [USER, { ...USER, loginIds: 'ann', createdTime: '2024' }] };
    const fast = inPlace(UsersResponse).safeParse(answer);
    const slow = UsersResponse.safeParse(answer);
    expect(fast.success).toBe(false);
    const issues = (result: typeof fast) =>
      result.error?.issues.map(({ path, message, code }) => ({ path, message, code }));
    expect(issues(fast)).toEqual(issues(slow));
    expect(issues(fast)?.map((issue) => issue.path)).toEqual([
      ['users', 1, 'loginIds'],
      ['users', 1, 'createdTime'],
    ]);
  });

  it('leaves to zod the schemas a check in place cannot answer for', () => {
    for (const schema of [
      z.object({ a: z.string() }),
      z.strictObject({ a: z.string() }),
      z.looseObject({ a: z.string().check(z.minLength(1)) }),
      z.looseObject({ a: z._default(z.string(), 'x') }),
      z.pipe(
        z.string(),
        z.transform((value) => value.length),
      ),
      z.record(z.enum(['a', 'b']), z.string()),
      z.looseObject({ kind: z.enum(['a', 'b']) }),
    ]) {
      expect(compileCheck(schema)).toBeUndefined();
      expect(inPlace(schema as z.ZodMiniType<unknown>)).toBe(schema);
    }
  });

  it('knows unions and records', () => {
    const schema = z.looseObject({
      either: z.union([z.string(), z.number()]),
      map: z.record(z.string(), z.boolean()),
      flags: recordOf(z.boolean()),
    });
    const check = compileCheck(schema);
    const good = { either: 2, map: { x: true }, flags: { y: false } };
    expect(check?.(good)).toBe(true);
    for (const bad of [
      { ...good, either: false },
      { ...good, either: undefined },
      { ...good, map: { x: 'yes' } },
      { ...good, map: [] },
      { ...good, flags: { y: false, z: 'no' } },
      { ...good, flags: null },
    ]) {
      expect(check?.(bad)).toBe(false);
      expect(schema.safeParse(bad).success).toBe(false);
    }
  });
});
