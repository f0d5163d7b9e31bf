import { describe, expect, it } from 'vitest';
import { audienceSet } from './audience-set';
import { audienceKey } from './key';

const admins = audienceKey({ roles: ['Tenant Admin'] });
const auditors = audienceKey({ roles: ['Auditor'] });

describe('audienceSet', () => {
  it('keeps the fewest keys that let in the same readers', () => {
    expect(audienceSet(['signed-in', 'public', admins])).toEqual(['public']);
    expect(audienceSet([admins, 'signed-in', admins])).toEqual(['signed-in']);
    expect(audienceSet([auditors, admins])).toEqual([admins, auditors].sort());
    expect(audienceSet([admins])).toEqual([admins]);
    expect(audienceSet([])).toEqual([]);
  });
});
