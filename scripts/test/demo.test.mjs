import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { answers } from '../demo-ready.mjs';

// The demo itself (scripts/demo.mjs, on free ports), with an emulator made slow to start, as
// on a busy machine: the banner may print only once every server it names answers.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const EMULATOR_DELAY_MS = 5_000;

/**
 * Preloaded into every Node process the demo starts: the emulator's CLI (only it) blocks
 * for a while before it starts, the way seeding does on a loaded machine.
 */
const SLOW_EMULATOR =
  'if (process.argv[1]?.endsWith("emulator/dist/cli.js")) ' +
  `Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${EMULATOR_DELAY_MS});`;

async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let demo;
afterEach(async () => {
  if (!demo || demo.exitCode !== null) return;
  const exited = new Promise((resolve) => demo.once('exit', resolve));
  demo.kill('SIGTERM');
  await exited;
});

describe('npm run demo', () => {
  it('prints its banner only once every server in it answers', async () => {
    const ports = [await freePort(), await freePort(), await freePort(), await freePort()];
    const [emulator, consoleUrl, vanilla, docs] = ports.map((port) => `http://127.0.0.1:${port}`);
    demo = spawn(process.execPath, ['scripts/demo.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        GATEHOUSE_DEMO_PORTS: ports.join(' '),
        NODE_OPTIONS: `--import "data:text/javascript,${encodeURIComponent(SLOW_EMULATOR)}"`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    demo.stderr.on('data', (chunk) => (output += chunk));
    const started = Date.now();
    // At the moment the banner prints: does each server it names answer?
    const atBanner = await new Promise((resolve, reject) => {
      demo.stdout.on('data', (chunk) => {
        output += chunk;
        if (!output.includes('Gatehouse demo')) return;
        resolve(
          Promise.all(
            [`${emulator}/emulator/v1/health`, consoleUrl, vanilla, docs].map((url) =>
              answers(url),
            ),
          ),
        );
      });
      demo.once('exit', (code) => reject(new Error(`the demo exited (${code}):\n${output}`)));
    });
    expect(atBanner).toEqual([true, true, true, true]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(EMULATOR_DELAY_MS);
    // The banner names the ports the demo was given.
    for (const url of [emulator, consoleUrl, vanilla, docs]) expect(output).toContain(url);
  });
});
