import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import type { EmulatorData } from './state/types';

export const STATE_FILE = 'emulator-state.json';

/**
 * Write the state so that no interruption can corrupt the last good export: write a temp
 * file beside it, flush it to disk, then rename over the old one (atomic on one filesystem).
 */
export function exportState(data: EmulatorData, dir: string): string {
  mkdirSync(dir, { recursive: true });
  const target = join(dir, STATE_FILE);
  const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
  const fd = openSync(temp, 'w', 0o600);
  try {
    writeSync(fd, JSON.stringify({ version: 1, data }));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, target);
  // Persist the rename itself: fsync the directory where the platform allows it.
  try {
    const dirFd = openSync(dirname(target), 'r');
    fsyncSync(dirFd);
    closeSync(dirFd);
  } catch {
    // Not supported on every platform; the rename is still atomic.
  }
  return target;
}

export function importState(dir: string): EmulatorData {
  const file = join(dir, STATE_FILE);
  let parsed: { version?: number; data?: EmulatorData };
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot import ${file}: ${(error as Error).message}`);
  }
  if (parsed.version !== 1 || !parsed.data?.projectId) {
    throw new Error(`Cannot import ${file}: not an emulator export`);
  }
  // Exports made before static pages existed have none.
  return { ...parsed.data, pages: parsed.data.pages ?? {}, faults: [], clockOffsetMs: 0 };
}
