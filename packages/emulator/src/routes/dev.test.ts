import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STATE_FILE } from '../seed/persist';
import { type RunningEmulator, startEmulator } from '../start';

// The export holds the signing key and the password hashes: it may only ever be written
// inside the directory the emulator was started with, whatever the request names.

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const exportCall = (emulator: RunningEmulator, body: unknown) =>
  fetch(`${emulator.url}/emulator/v1/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  }));

describe('POST /emulator/v1/export with an export directory', () => {
  let emulator: RunningEmulator;
  let base: string;
  let outside: string;
  beforeAll(async () => {
    base = tempDir('gatehouse-export-');
    outside = tempDir('gatehouse-outside-');
    emulator = await startEmulator({ exportDir: base });
  });
  afterAll(() => emulator.stop());
  afterEach(() => {
    expect(readdirSync(outside)).toEqual([]);
  });

  it('writes into the configured directory', async () => {
    const answer = await exportCall(emulator, {});
    expect(answer).toEqual({ status: 200, body: { ok: true, file: join(base, STATE_FILE) } });
    expect(existsSync(join(base, STATE_FILE))).toBe(true);
  });

  it('writes into a relative directory below it', async () => {
    const answer = await exportCall(emulator, { dir: 'runs/first' });
    expect(answer.status).toBe(200);
    expect(existsSync(join(base, 'runs', 'first', STATE_FILE))).toBe(true);
  });

  it('refuses an absolute directory, writing nothing', async () => {
    const answer = await exportCall(emulator, { dir: outside });
    expect(answer.status).toBe(400);
    expect(answer.body.errorMessage).toMatch(/relative/);
    const inside = await exportCall(emulator, { dir: join(base, 'absolute-inside') });
    expect(inside.status).toBe(400);
    expect(existsSync(join(base, 'absolute-inside'))).toBe(false);
  });

  it('refuses any directory with a .. segment, writing nothing', async () => {
    for (const dir of ['..', '../escape', 'a/../../escape', 'a/../b', 'a\\..\\..\\escape']) {
      const answer = await exportCall(emulator, { dir });
      expect(answer.status, dir).toBe(400);
      expect(answer.body.errorMessage, dir).toMatch(/\.\./);
    }
    expect(existsSync(join(base, 'a'))).toBe(false);
    expect(existsSync(join(base, 'b'))).toBe(false);
  });

  it('refuses a directory that resolves outside through a symbolic link', async () => {
    symlinkSync(outside, join(base, 'link'));
    const answer = await exportCall(emulator, { dir: 'link/deeper' });
    expect(answer.status).toBe(400);
    expect(answer.body.errorMessage).toMatch(/outside/);
  });

  it('refuses names the file system cannot take with a 400, not a crash', async () => {
    expect((await exportCall(emulator, { dir: 'nul\u0000byte' })).status).toBe(400);
    expect((await exportCall(emulator, { dir: 'x'.repeat(5000) })).status).toBe(400);
  });
});

describe('POST /emulator/v1/export without an export directory', () => {
  it('is refused with a message that says how to configure one', async () => {
    const emulator = await startEmulator();
    const outside = tempDir('gatehouse-outside-');
    try {
      for (const body of [{}, { dir: outside }, { dir: 'relative' }]) {
        const answer = await exportCall(emulator, body);
        expect(answer.status).toBe(400);
        expect(answer.body.errorMessage).toMatch(/--export-dir/);
      }
      expect(readdirSync(outside)).toEqual([]);
      expect(existsSync('relative')).toBe(false);
    } finally {
      await emulator.stop();
    }
  });
});

describe('a failed export', () => {
  it('answers with the error body and leaves the previous export and no temp file', async () => {
    const base = tempDir('gatehouse-export-');
    const emulator = await startEmulator({ exportDir: base });
    try {
      expect((await exportCall(emulator, {})).status).toBe(200);
      // A directory where the export wants to rename its file: the rename must fail.
      mkdirSync(join(base, 'blocked', STATE_FILE), { recursive: true });
      const answer = await exportCall(emulator, { dir: 'blocked' });
      expect(answer.status).toBe(500);
      expect(answer.body).toMatchObject({ errorDescription: 'Export failed' });
      expect(readdirSync(join(base, 'blocked'))).toEqual([STATE_FILE]);
      expect(readdirSync(base).sort()).toEqual(['blocked', STATE_FILE]);
    } finally {
      await emulator.stop();
    }
  });
});
