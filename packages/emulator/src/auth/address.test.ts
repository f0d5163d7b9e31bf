import { describe, expect, it } from 'vitest';
import { isEmail, isPhone, maskEmail, maskPhone, pickAddress } from './address';
import { policyViolation } from './password-policy';

describe('addresses', () => {
  it('masks like the provider', () => {
    expect(maskEmail('alice@example.com')).toBe('a***@example.com');
    expect(maskPhone('+15555550100')).toBe('+*******0100');
  });

  it('checks emails and phones as the SDKs do', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isPhone('+15555550100')).toBe(true);
    expect(isPhone('+0123')).toBe(false);
    expect(isPhone('15555550100')).toBe(false);
  });

  it('picks the first address valid for the channel, else 400', () => {
    expect(pickAddress('sms', ['a@b.co', '+15555550100'])).toBe('+15555550100');
    expect(pickAddress('email', [undefined, 'a@b.co'])).toBe('a@b.co');
    expect(() => pickAddress('voice', ['a@b.co'])).toThrow(/phone/);
  });
});

describe('password policy', () => {
  it('names the first broken rule, counting characters not bytes', () => {
    expect(policyViolation('Aa1!Aa1!')).toBeUndefined();
    expect(policyViolation('Éé1!Éé1!')).toBeUndefined();
    expect(policyViolation('Aa1!')).toMatch(/8 characters/);
    expect(policyViolation('aaaa1111!')).toMatch(/uppercase/);
  });
});
