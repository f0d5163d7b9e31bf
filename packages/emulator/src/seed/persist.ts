import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { ExportFile } from '../state/schema';
import type { EmulatorData } from '../state/types';
import { checkSigningKey } from '../tokens/keys';
import { describeIssues } from './schema';

export const STATE_FILE = 'emulator-state.json';

/** An export's temp file: the writer's pid and 12 random hex digits, beside the export. */
const tempName = (pid: number, random: string) => `${STATE_FILE}.${pid}.${random}.tmp`;
const TEMP_NAME = /^emulator-state\.json\.(\d+)\.[0-9a-f]{12}\.tmp$/;

/** Whether a process `pid` runs (one of another user counts: it may not be signalled). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Remove the temp files an export killed mid-write left in `dir`: files of our naming only,
 * whose writer no longer runs. This process's own are leftovers too (a container restarts
 * with the same pid), since an export never runs while this does: both are synchronous.
 * Anything else in the directory, and a directory that cannot be read, are left alone.
 */
export function removeLeftoverTemps(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(TEMP_NAME.exec(name)?.[1] ?? Number.NaN);
    if (Number.isNaN(pid) || (pid !== process.pid && running(pid))) continue;
    const path = join(dir, name);
    try {
      if (lstatSync(path).isFile()) rmSync(path, { force: true });
    } catch {
      // Gone meanwhile, or not ours to remove: nothing to clean.
    }
  }
}

/**
 * Write the state so that no failure or interruption can corrupt the last good export:
 * serialise it first (a state that cannot be serialised touches no file), write a temp file
 * beside the export, flush it to disk, then rename it over the old one (atomic on one file
 * system). Any failure removes the temp file and throws, leaving the previous export as it was.
 * Temp files that earlier exports, killed mid-write, left in `dir` go first.
 */
export function exportState(data: EmulatorData, dir: string): string {
  const text = JSON.stringify({ version: 1, data });
  // The export holds the signing key and password hashes: only its owner may read it.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  removeLeftoverTemps(dir);
  const target = join(dir, STATE_FILE);
  const temp = join(dir, tempName(process.pid, randomBytes(6).toString('hex')));
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

/**
 * The state of the export in `dir`, checked against its schema (`state/schema.ts`): a file
 * that is not an export, or one missing a field or holding one of the wrong type, is refused
 * with the first paths at fault. The run's faults and clock offset start afresh.
 */
export function importState(dir: string): EmulatorData {
  const file = join(dir, STATE_FILE);
  let raw: { version?: unknown; data?: unknown } | null;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot import ${file}: ${(error as Error).message}`);
  }
  if (raw?.version !== 1 || typeof raw.data !== 'object' || raw.data === null) {
    throw new Error(`Cannot import ${file}: not an emulator export`);
  }
  const parsed = ExportFile.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `Cannot import ${file}: not a complete emulator export:\n${describeIssues(parsed.error)}`,
    );
  }
  return { ...parsed.data.data, faults: [], clockOffsetMs: 0 };
}

/** `importState`, refused also when the export's signing key cannot sign and verify. */
export async function importUsableState(dir: string): Promise<EmulatorData> {
  const data = importState(dir);
  try {
    await checkSigningKey(data.signingKey);
  } catch (error) {
    throw new Error(
      `Cannot import ${join(dir, STATE_FILE)}: data.signingKey cannot sign: ${(error as Error).message}`,
    );
  }
  return data;
}
