import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from './server/test/fixture';

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const running: ChildProcess[] = [];
let fixture: Fixture;

beforeAll(() => {
  fixture = createFixture();
});
afterAll(() => fixture?.remove());
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function run(args: string[]) {
  if (!existsSync(CLI)) {
    throw new Error(
      'Build the package first (npm run build -w @gatehouse/docs-gate): this test runs dist/cli.js',
    );
  }
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  let out = '';
  let errors = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const waitFor = async (pattern: RegExp) => {
    while (!pattern.test(out)) {
      if (child.exitCode !== null) throw new Error(`exited early:\n${out}${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return out;
  };
  return { child, exited, waitFor, errors: () => errors, output: () => out };
}

const required = ['--project-id', 'P2GatehouseDemo', '--base-url', 'http://127.0.0.1:4500'];

describe('gatehouse-docs-gate', () => {
  it.each<[string, string[], RegExp]>([
    ['no command', [], /missing command "serve"/],
    ['an unknown command', ['start', 'build'], /unknown command "start"/],
    ['no build dir', ['serve', ...required], /missing the build dir/],
    [
      'no project id',
      ['serve', 'build', '--base-url', 'http://127.0.0.1:4500'],
      /--project-id is required/,
    ],
    [
      'no base URL',
      ['serve', 'build', '--project-id', 'P2GatehouseDemo'],
      /--base-url is required/,
    ],
    ['an unknown flag', ['serve', 'build', ...required, '--colour'], /Unknown option '--colour'/],
    [
      'a bad port',
      ['serve', 'build', ...required, '--port', 'http'],
      /--port must be a port number/,
    ],
    [
      'a build dir that is not there',
      ['serve', '/no/such/build', ...required],
      /root: must be an existing directory/,
    ],
    [
      'a bad base URL',
      ['serve', '.', '--project-id', 'P2x', '--base-url', 'nope'],
      /baseUrl: must be an http\(s\) URL/,
    ],
  ])('exits 2 with the usage for %s', async (_, args, message) => {
    const cli = run(args);
    expect(await cli.exited).toBe(2);
    expect(cli.errors()).toMatch(message);
    expect(cli.errors()).toMatch(/usage: gatehouse-docs-gate serve <build dir>/);
  });

  it('prints the usage for --help', async () => {
    const cli = run(['--help']);
    expect(await cli.exited).toBe(0);
    expect(cli.output()).toMatch(/usage: gatehouse-docs-gate serve <build dir>/);
  });

  it('serves a build through the gate, prints its URL and stops on SIGTERM', async () => {
    const cli = run(['serve', fixture.root, ...required, '--port', '0']);
    const out = await cli.waitFor(/on http:\/\/127\.0\.0\.1:\d+/);
    const url = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
    const page = await fetch(`${url}/docs/intro`, { redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/_gate/sign-in?return=%2Fdocs%2Fintro');
    expect(await page.text()).toBe('');
    const chunk = await fetch(`${url}/assets/js/main.abc.js`);
    expect(chunk.status).toBe(401);
    const config = await fetch(`${url}/_gate/config.json`);
    expect(await config.json()).toEqual({
      projectId: 'P2GatehouseDemo',
      baseUrl: 'http://127.0.0.1:4500',
      flowId: 'docs-sign-in',
      signInPath: '/_gate/sign-in',
    });
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
  });
});
