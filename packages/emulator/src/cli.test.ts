import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from './seed/demo';
import { STATE_FILE } from './seed/persist';

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const running: ChildProcess[] = [];
const dirs: string[] = [];

function run(args: string[]) {
  if (!existsSync(CLI))
    throw new Error('Build the emulator first (npm run build): this test runs dist/cli.js');
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  let out = '';
  let errors = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    errors += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const waitFor = async (pattern: RegExp) => {
    while (!pattern.test(out)) {
      if (child.exitCode !== null) throw new Error(`exited early:\n${out}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return out;
  };
  return { child, exited, waitFor, output: () => out, errors: () => errors };
}

afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('gatehouse-emulator', () => {
  it('prints the URL, project, management key and the demo sign-in, and serves', async () => {
    const cli = run(['--port', '0']);
    const out = await cli.waitFor(/demo sign-in/);
    const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
    expect(url).toBeDefined();
    expect(out).toContain(`${DEMO_ADMIN.loginId} / ${DEMO_ADMIN.password}`);
    expect(out).toMatch(/management key\s+\S+/);
    const health = await fetch(`${url}/emulator/v1/health`);
    expect(health.status).toBe(200);
  });

  it('exports atomically on exit when asked', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gatehouse-cli-'));
    dirs.push(dir);
    const cli = run(['--port', '0', '--export-on-exit', dir]);
    await cli.waitFor(/listening on/);
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
    expect(existsSync(join(dir, STATE_FILE))).toBe(true);
  });

  it('says so on stderr and exits non-zero when the export on exit fails', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gatehouse-cli-'));
    dirs.push(dir);
    // A regular file where the export directory should be: the export cannot be written.
    const blocked = join(dir, 'not-a-directory');
    writeFileSync(blocked, 'occupied');
    const cli = run(['--port', '0', '--export-on-exit', blocked]);
    await cli.waitFor(/listening on/);
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(1);
    expect(cli.errors()).toContain(`export to ${blocked} failed`);
    expect(cli.errors()).toMatch(/changes since the last export are lost/);
    expect(readFileSync(blocked, 'utf8')).toBe('occupied');
  });

  it('writes on-demand exports into --export-dir only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gatehouse-cli-'));
    dirs.push(dir);
    const cli = run(['--port', '0', '--export-dir', dir]);
    const url = /listening on (http:\/\/\S+)/.exec(await cli.waitFor(/inbox/))?.[1];
    const exported = await fetch(`${url}/emulator/v1/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ dir: 'snapshot' }),
    });
    expect(exported.status).toBe(200);
    expect(existsSync(join(dir, 'snapshot', STATE_FILE))).toBe(true);
    const escaped = await fetch(`${url}/emulator/v1/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ dir: tmpdir() }),
    });
    expect(escaped.status).toBe(400);
    // No export on exit was asked for: stopping writes nothing more.
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
    expect(readdirSync(dir)).toEqual(['snapshot']);
  });

  it('warns that the development API and the management key are exposed off loopback', async () => {
    const cli = run(['--host', '0.0.0.0', '--port', '0']);
    await cli.waitFor(/inbox/);
    expect(cli.errors()).toMatch(/warning/i);
    expect(cli.errors()).toContain('0.0.0.0');
    expect(cli.errors()).toMatch(/development API/);
    expect(cli.errors()).toMatch(/management key/);
  });

  it('does not warn on loopback', async () => {
    const cli = run(['--host', 'localhost', '--port', '0']);
    await cli.waitFor(/inbox/);
    expect(cli.errors()).toBe('');
  });

  it('names the bad path of an invalid seed and exits non-zero', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gatehouse-cli-'));
    dirs.push(dir);
    const seed = join(dir, 'seed.json');
    writeFileSync(
      seed,
      JSON.stringify({
        projectId: 'P2ok',
        managementKey: 'long-enough',
        users: [{ loginIds: 'x' }],
      }),
    );
    const cli = run(['--port', '0', '--seed', seed]);
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toContain('users.0.loginIds');
  });

  it('refuses to start from an incomplete export, naming the field, and exits non-zero', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gatehouse-cli-'));
    dirs.push(dir);
    writeFileSync(
      join(dir, STATE_FILE),
      JSON.stringify({ version: 1, data: { projectId: 'P2half', managementKey: 'long-enough' } }),
    );
    const cli = run(['--port', '0', '--import', dir]);
    expect(await cli.exited).toBe(1);
    expect(cli.errors()).toMatch(/not a complete emulator export/);
    expect(cli.errors()).toContain('data.signingKey');
    expect(cli.output()).not.toMatch(/listening on/);
  });

  it('refuses a port that is not a number', async () => {
    const cli = run(['--port', 'abc']);
    expect(await cli.exited).toBe(2);
    expect(cli.output()).toContain('--port must be a port number');
  });

  it('serves a pages folder over the built-in content, and refuses a missing one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gatehouse-cli-pages-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'sign-in.html'), '<descope-text variant="h1">Ours</descope-text>');
    const cli = run(['--port', '0', '--pages', dir]);
    const out = await cli.waitFor(/pages\s+\S+/);
    const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
    const base = `${url}/pages/P2GatehouseDemo/v2-beta`;
    expect(await (await fetch(`${base}/sign-in.html`)).text()).toContain('Ours');
    expect((await fetch(`${base}/welcome.html`)).status).toBe(200);

    const missing = run(['--port', '0', '--pages', join(dir, 'nope')]);
    expect(await missing.exited).toBe(1);
    expect(missing.errors()).toMatch(/pages folder .*nope does not exist/);
  });
});
