import { AB_TESTING_KEY } from './constants';
import type { FlowStorage } from './storage';

/** The browser's A/B id, 1 to 100: generated once and kept in storage. */
export function abTestingKey(storage: FlowStorage, random = Math.random): number {
  const stored = Number(storage.getItem(AB_TESTING_KEY));
  if (Number.isInteger(stored) && stored >= 1 && stored <= 100) return stored;
  const key = Math.floor(random() * 100) + 1;
  storage.setItem(AB_TESTING_KEY, String(key));
  return key;
}
