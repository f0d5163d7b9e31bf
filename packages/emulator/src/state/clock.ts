import type { EmulatorData } from './types';

/** The emulator's notion of now: wall time plus a test-controlled offset. */
export const now = (data: Pick<EmulatorData, 'clockOffsetMs'>): number =>
  Date.now() + data.clockOffsetMs;

export const nowSeconds = (data: Pick<EmulatorData, 'clockOffsetMs'>): number =>
  Math.floor(now(data) / 1000);
