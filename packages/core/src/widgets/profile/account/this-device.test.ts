import { describe, expect, it } from 'vitest';
import { thisDeviceIndex } from './this-device';

describe("this device's sign-in", () => {
  const at = (...times: number[]) => times.map((loginTime) => ({ loginTime }));

  it('is the sign-in nearest the session’s own, newest first on a tie', () => {
    expect(thisDeviceIndex(at(1_000, 700, 400), 698)).toBe(1);
    expect(thisDeviceIndex(at(1_010, 990), 1_000)).toBe(0);
  });

  it('is none further than a minute away, none without a time, none unknown', () => {
    expect(thisDeviceIndex(at(1_000), 1_061)).toBe(-1);
    expect(thisDeviceIndex(at(1_000), 1_060)).toBe(0);
    expect(thisDeviceIndex([{}], 0)).toBe(-1);
    expect(thisDeviceIndex(at(1_000), undefined)).toBe(-1);
  });
});
