import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { EmulatorData } from './state/types';

export const STATE_FILE = 'emulator-state.json';

/**
 * Write the state so that no failure or interruption can corrupt the last good export:
 * serialise it first (a state that cannot be serialised touches no file), write a temp file
 * beside the export, flush it to disk, then rename it over the old one (atomic on one file
 * system). Any failure removes the temp file and throws, leaving the previous export as it was.
 */
export function exportState(data: EmulatorData, dir: string): string {
  const text = JSON.stringify({ version: 1, data });
  // The export holds the signing key and password hashes: only its owner may read it.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const target = join(dir, STATE_FILE);
  const temp = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    // 'wx': never write through a file or link that is already there.
    const fd = openSync(temp, 'wx', 0o600);
    try {
      writeFileSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  // Persist the rename itself: fsync the directory where the platform allows it.
  try {
    const dirFd = openSync(dir, 'r');
    try {
      fsyncSync(dirFd);
    } finally {
      closeSync(dirFd);
    }
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
