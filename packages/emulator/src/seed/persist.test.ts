import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../start';
import type { EmulatorData } from '../state/types';
import { dataFromSeed } from './data';
import { demoSeed } from './demo';
import { loadSeed } from './load';
import { exportState, importState, STATE_FILE } from './persist';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'gatehouse-emulator-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('export and import', () => {
  it('round-trips the whole state, signing key included', async () => {
    const data = await dataFromSeed(loadSeed(demoSeed()));
    const dir = tempDir();
    exportState(data, dir);
    const back = importState(dir);
    expect(back).toEqual(data);
    expect(readdirSync(dir)).toEqual([STATE_FILE]);
  });

  it('restarts from an export with the same state, through the export endpoint', async () => {
    const dir = tempDir();
    const first = await startEmulator({ exportDir: dir });
    const auth = {
      authorization: `Bearer ${first.projectId}:${first.managementKey}`,
      'content-type': 'application/json',
    };
    first.store.data.users[0]!.name = 'Renamed before export';
    const exported = await fetch(`${first.url}/emulator/v1/export`, {
      method: 'POST',
      headers: auth,
      body: '{}',
    });
    expect(exported.status).toBe(200);
    const keysBefore = await (await fetch(`${first.url}/v2/keys/${first.projectId}`)).json();
    await first.stop();

    const second = await startEmulator({ importDir: dir });
    try {
      expect(second.store.data.users[0]!.name).toBe('Renamed before export');
      expect(second.store.data.users).toHaveLength(first.store.data.users.length);
      expect(await (await fetch(`${second.url}/v2/keys/${second.projectId}`)).json()).toEqual(
        keysBefore,
      );
    } finally {
      await second.stop();
    }
  });

  it('keeps the previous export and leaves no temp file when the state cannot be serialised', async () => {
    const data = await dataFromSeed(loadSeed(demoSeed()));
    const dir = tempDir();
    exportState(data, dir);
    const previous = readFileSync(join(dir, STATE_FILE), 'utf8');
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    const poisoned = { ...data, tenants: [{ ...data.tenants[0]!, customAttributes: deep }] };
    expect(() => exportState(poisoned, dir)).toThrow();
    const cyclic = { ...data, flows: {} as Record<string, unknown> };
    cyclic.flows.self = cyclic;
    expect(() => exportState(cyclic, dir)).toThrow();
    expect(readdirSync(dir)).toEqual([STATE_FILE]);
    expect(readFileSync(join(dir, STATE_FILE), 'utf8')).toBe(previous);
  });

  it('removes its temp file when the write or the rename fails', async () => {
    const data = await dataFromSeed(loadSeed(demoSeed()));
    const dir = tempDir();
    // A directory in the way of the rename.
    mkdirSync(join(dir, STATE_FILE, 'occupied'), { recursive: true });
    expect(() => exportState(data, dir)).toThrow();
    expect(readdirSync(dir)).toEqual([STATE_FILE]);
    expect(readdirSync(join(dir, STATE_FILE))).toEqual(['occupied']);
  });

  it('says what is wrong with a file that is not an export', () => {
    expect(() => importState(tempDir())).toThrow(/Cannot import .*emulator-state\.json/);
  });

  /** A real export of the demo state, with `change` applied to its JSON before it is written. */
  async function exportChanged(change: (data: EmulatorData) => void) {
    const dir = tempDir();
    exportState(await dataFromSeed(loadSeed(demoSeed())), dir);
    const file = join(dir, STATE_FILE);
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    change(parsed.data);
    writeFileSync(file, JSON.stringify(parsed));
    return dir;
  }

  it("keeps an export's HTML pages and drops the JSON documents of older exports", async () => {
    const dir = await exportChanged((d) => {
      Object.assign(d, {
        pages: {
          'sign-in.json': { id: 'sign-in', nodes: [] },
          'user-management-widget/demo/root.json': { title: 'Users' },
          'sign-in.html': '<descope-text variant="h1">Ours</descope-text>',
        },
      });
    });
    expect(importState(dir).pages).toEqual({
      'sign-in.html': '<descope-text variant="h1">Ours</descope-text>',
    });
  });

  it.each<[string, (data: EmulatorData) => void, RegExp]>([
    [
      'without its signing key',
      (d) => Reflect.deleteProperty(d, 'signingKey'),
      /data\.signingKey: /,
    ],
    ['without its users', (d) => Reflect.deleteProperty(d, 'users'), /data\.users: /],
    [
      'with a user missing login ids',
      (d) => Reflect.deleteProperty(d.users[3]!, 'loginIds'),
      /data\.users\.3\.loginIds: /,
    ],
    [
      'with a refresh token of the wrong type',
      (d) => Object.assign(d, { refreshTokens: { R1: 'revoked' } }),
      /data\.refreshTokens\.R1: /,
    ],
    [
      'with token lifetimes as text',
      (d) => Object.assign(d.tokenLifetimes, { sessionSeconds: '600' }),
      /data\.tokenLifetimes\.sessionSeconds: /,
    ],
  ])('refuses an export %s, naming the field at fault', async (_, change, field) => {
    const dir = await exportChanged(change);
    expect(() => importState(dir)).toThrow(/not a complete emulator export/);
    expect(() => importState(dir)).toThrow(field);
    await expect(startEmulator({ importDir: dir })).rejects.toThrow(field);
  });

  it('refuses an export whose signing key cannot sign', async () => {
    const dir = await exportChanged((d) => Object.assign(d.signingKey.privateJwk, { n: 'AQAB' }));
    await expect(startEmulator({ importDir: dir })).rejects.toThrow(/data\.signingKey cannot sign/);
  });

  it('removes the temp files a killed export left, and only those, at start', async () => {
    const dir = tempDir();
    exportState(await dataFromSeed(loadSeed(demoSeed())), dir);
    // A pid no process has (above Linux's maximum), and this process's own pid: neither can
    // be writing now.
    const leftovers = [
      `${STATE_FILE}.4194305.0a1b2c3d4e5f.tmp`,
      `${STATE_FILE}.${process.pid}.abcdefabcdef.tmp`,
    ];
    const others = ['notes.tmp', `${STATE_FILE}.tmp`, `${STATE_FILE}.123.zz.tmp`, 'keep.json'];
    for (const name of [...leftovers, ...others]) writeFileSync(join(dir, name), 'partial');
    const sub = join(dir, 'snapshot');
    mkdirSync(sub);
    writeFileSync(join(sub, leftovers[0]!), 'partial');

    const started = await startEmulator({ importDir: dir, exportDir: dir });
    await started.stop();
    expect(readdirSync(dir).sort()).toEqual([STATE_FILE, ...others, 'snapshot'].sort());
    // An export into a directory sweeps it too.
    exportState(started.store.data, sub);
    expect(readdirSync(sub)).toEqual([STATE_FILE]);
  });

  it('keeps the last good export readable when an export is killed at any point', async () => {
    const dist = fileURLToPath(new URL('../../dist/index.js', import.meta.url));
    if (!existsSync(dist))
      throw new Error(
        'Build the emulator first (npm run build): this test runs dist in a child process',
      );
    const dir = tempDir();
    // A complete state (an import checks it), which the child grows to 20 000 users.
    const template = join(tempDir(), 'template.json');
    writeFileSync(template, JSON.stringify(await dataFromSeed(loadSeed(demoSeed()))));
    // The child exports a large state over and over, each with a new marker, until killed.
    const child = `
      import { readFileSync } from 'node:fs';
      import { exportState } from ${JSON.stringify(dist)};
      const base = JSON.parse(readFileSync(${JSON.stringify(template)}, 'utf8'));
      const users = Array.from({ length: 20000 }, (_, i) => ({ ...base.users[0], userId: 'U' + i, loginIds: ['user' + i + '@example.test'], name: 'User ' + i }));
      for (let marker = 0; ; marker++) {
        exportState({ ...base, projectId: 'P2kill', marker, users }, ${JSON.stringify(dir)});
        process.stdout.write(marker + '\\n');
      }`;
    for (let round = 0; round < 6; round++) {
      const proc = spawn(process.execPath, ['--input-type=module', '-e', child], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let written = -1;
      proc.stdout.on('data', (chunk: Buffer) => {
        const lines = chunk.toString().trim().split('\n');
        written = Number(lines.at(-1));
      });
      // Let it write at least one export, then kill it at an arbitrary moment mid-loop.
      await new Promise<void>((resolve) => {
        const wait = () =>
          written >= 0 ? setTimeout(resolve, 5 + Math.random() * 60) : setTimeout(wait, 5);
        wait();
      });
      proc.kill('SIGKILL');
      await new Promise((resolve) => proc.once('exit', resolve));
      const survivor = importState(dir) as unknown as { marker: number; users: unknown[] };
      expect(survivor.users).toHaveLength(20000);
      expect(survivor.marker).toBeGreaterThanOrEqual(written);
    }
  }, 60_000);
});

describe('seed files', () => {
  it('name the bad path in their errors', () => {
    expect(() =>
      loadSeed({ projectId: 'P2ok', managementKey: 'long-enough-key', users: [{ loginIds: [] }] }),
    ).toThrow(/users\.0\.loginIds/);
    expect(() => loadSeed({ projectId: 'no spaces!', managementKey: 'long-enough-key' })).toThrow(
      /projectId/,
    );
  });

  it('hash plain passwords on load, so the state never holds them', async () => {
    const data = await dataFromSeed(
      loadSeed({
        projectId: 'P2hash',
        managementKey: 'long-enough-key',
        users: [{ loginIds: ['a@b.test'], password: 'Plain-Text-1' }],
      }),
    );
    expect(JSON.stringify(data)).not.toContain('Plain-Text-1');
    expect(data.users[0]!.passwordHash).toMatch(/^\$2[aby]\$/);
  });
});

describe('the demo seed', () => {
  it('has the variety the widgets need', async () => {
    const data = await dataFromSeed(loadSeed(demoSeed()));
    const statuses = new Set(data.users.map((u) => u.status));
    expect([...statuses].sort()).toEqual(['disabled', 'enabled', 'invited']);
    expect(data.users.length).toBeGreaterThanOrEqual(25);
    expect(data.users.some((u) => u.webauthn.length > 0)).toBe(true);
    expect(data.users.some((u) => u.webauthn.length === 0)).toBe(true);
    expect(data.users.some((u) => u.passwordHash) && data.users.some((u) => !u.passwordHash)).toBe(
      true,
    );
    expect(data.users.filter((u) => u.test)).toHaveLength(1);
    expect(data.tenants).toHaveLength(2);
    expect(data.permissions.length).toBeGreaterThanOrEqual(4);
    expect(data.roles.find((r) => r.name === 'Tenant Admin')?.tenantId).toBe('');
    expect(data.customAttributes.map((a) => [a.type, a.editable])).toEqual([
      [1, true],
      [2, false],
    ]);
    const now = Date.now() / 1000;
    expect(data.accessKeys).toHaveLength(9);
    expect(data.accessKeys.some((k) => k.expireTime > 0 && k.expireTime < now)).toBe(true);
    expect(data.accessKeys.some((k) => k.status === 'inactive')).toBe(true);
    expect(data.audits.length).toBeGreaterThan(0);
    // Tenant roles are only held inside their own tenant.
    for (const user of data.users) {
      for (const entry of user.userTenants) {
        for (const role of entry.roleNames) {
          const tenantId = data.roles.find((r) => r.name === role)?.tenantId;
          expect(tenantId === '' || tenantId === entry.tenantId).toBe(true);
        }
      }
    }
  });
});
