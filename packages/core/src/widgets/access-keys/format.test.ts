import { describe, expect, it, vi } from 'vitest';
import {
  accessKeyRow,
  createdTimeFormatted,
  displayedStatus,
  EXPIRATION_MESSAGES,
  expireTimeFormatted,
  parseExpiration,
} from './format';

const NOW = Date.UTC(2024, 0, 1); // epoch ms
const NOW_S = NOW / 1000;

describe('access-key format', () => {
  it.each([
    ['0', { ok: true, expireTime: 0 }],
    ['030', { ok: true, expireTime: 0 }],
    ['00', { ok: true, expireTime: 0 }],
    ['30', { ok: true, expireTime: NOW_S + 30 * 86_400 }],
    ['1', { ok: true, expireTime: NOW_S + 86_400 }],
    [' 7 ', { ok: true, expireTime: NOW_S + 7 * 86_400 }],
    ['', { ok: false, message: EXPIRATION_MESSAGES.required }],
    ['   ', { ok: false, message: EXPIRATION_MESSAGES.required }],
    ['abc', { ok: false, message: EXPIRATION_MESSAGES.notDays }],
    ['3.5', { ok: false, message: EXPIRATION_MESSAGES.notDays }],
    ['-1', { ok: false, message: EXPIRATION_MESSAGES.notDays }],
    ['0abc', { ok: false, message: EXPIRATION_MESSAGES.notDays }],
    ['9999', { ok: true, expireTime: NOW_S + 9999 * 86_400 }],
    ['10000', { ok: false, message: EXPIRATION_MESSAGES.notDays }],
  ])('parses expiration %j', (text, expected) => {
    expect(parseExpiration(text, NOW, EXPIRATION_MESSAGES)).toEqual(expected);
  });

  it('rounds a fractional now down to whole seconds', () => {
    expect(parseExpiration('1', NOW + 999, EXPIRATION_MESSAGES)).toEqual({
      ok: true,
      expireTime: NOW_S + 86_400,
    });
  });

  it("shows 'Never' for a missing or zero expiry, else the local date", () => {
    expect(expireTimeFormatted(undefined)).toBe('Never');
    expect(expireTimeFormatted(0)).toBe('Never');
    expect(expireTimeFormatted(NOW_S)).toBe(new Date(NOW).toLocaleString());
    expect(createdTimeFormatted(NOW_S)).toBe(new Date(NOW).toLocaleString());
    expect(createdTimeFormatted(undefined)).toBe('');
  });

  it("displays 'expired' only when an expiry exists and is past", () => {
    expect(displayedStatus({ expireTime: NOW_S - 1, status: 'active' }, NOW)).toBe('expired');
    expect(displayedStatus({ expireTime: NOW_S - 1, status: 'inactive' }, NOW)).toBe('expired');
    expect(displayedStatus({ expireTime: NOW_S + 1, status: 'inactive' }, NOW)).toBe('inactive');
    expect(displayedStatus({ expireTime: 0, status: 'active' }, NOW)).toBe('active');
    expect(displayedStatus({ status: 'active' }, NOW)).toBe('active');
  });

  it('builds a row with the derived fields', () => {
    const key = { id: 'K1', name: 'ci', status: 'active', createdTime: NOW_S, expireTime: 0 };
    const row = accessKeyRow(key, NOW);
    const { expireTimeFormatted, createdTimeFormatted } = row;
    expect({ ...row, expireTimeFormatted, createdTimeFormatted }).toEqual({
      ...key,
      status: 'active',
      expireTimeFormatted: 'Never',
      createdTimeFormatted: new Date(NOW).toLocaleString(),
    });
  });

  it('formats a time only when a cell reads it, so a long list costs no formatting', () => {
    const format = vi.spyOn(Date.prototype, 'toLocaleString');
    const rows = Array.from({ length: 1000 }, (_, i) =>
      accessKeyRow({ id: `K${i}`, name: 'k', createdTime: NOW_S, expireTime: NOW_S + 60 }, NOW),
    );
    expect(format).not.toHaveBeenCalled();
    expect(rows[3]?.createdTimeFormatted).toBe(new Date(NOW).toLocaleString());
    expect(format).toHaveBeenCalledTimes(2);
  });
});
