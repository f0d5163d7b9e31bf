import { describe, expect, it } from 'vitest';
import { type Access, implies } from '.';

const admins: Access = { roles: ['Tenant Admin'] };
const adminsAgain: Access = { roles: ['Tenant Admin', 'Tenant Admin'] };
const auditors: Access = { roles: ['Auditor'] };
const adminsOrAuditors: Access = { roles: ['Tenant Admin', 'Auditor'] };

describe('implies', () => {
  it('lets a public page lead only to public pages', () => {
    expect(implies('public', 'public')).toBe(true);
    expect(implies('public', 'signed-in')).toBe(false);
    expect(implies('public', admins)).toBe(false);
  });

  it('lets a signed-in page lead to public and signed-in pages, never to a rule', () => {
    expect(implies('signed-in', 'public')).toBe(true);
    expect(implies('signed-in', 'signed-in')).toBe(true);
    expect(implies('signed-in', admins)).toBe(false);
  });

  it('lets a rule lead to public, signed-in and the same rule, however it is spelled', () => {
    expect(implies(admins, 'public')).toBe(true);
    expect(implies(admins, 'signed-in')).toBe(true);
    expect(implies(admins, admins)).toBe(true);
    expect(implies(admins, adminsAgain)).toBe(true);
  });

  it('never lets one rule lead to another, even one that admits more readers', () => {
    expect(implies(admins, auditors)).toBe(false);
    expect(implies(admins, adminsOrAuditors)).toBe(false);
    expect(implies(adminsOrAuditors, admins)).toBe(false);
  });
});
