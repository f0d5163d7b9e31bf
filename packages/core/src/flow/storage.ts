import { resolveStorage } from '../session/storage';
import type { FlowOptions } from './types';

export type FlowStorage = NonNullable<FlowOptions['storage']>;

/** The caller's storage, else localStorage when it accepts a write, else memory. */
export function flowStorage(given: FlowOptions['storage']): FlowStorage {
  return given ?? resolveStorage(undefined, () => {});
}

export function readJson<T>(storage: FlowStorage, key: string): T | undefined {
  try {
    const text = storage.getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}
