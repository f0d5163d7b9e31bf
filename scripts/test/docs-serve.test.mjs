import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { waitUntilAnswering } from '../demo-ready.mjs';

// The docs site's `npm run serve`, which `docusaurus build` tells everyone to run at the end of
// its build: it must serve the docs through the server gate, never every file to anyone.

const SITE = fileURLToPath(new URL('../../examples/docs-site/', import.meta.url));

async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let served;
afterEach(() => {
  // Its own process group (the shell and the server under it), ended by its id.
  if (served?.exitCode === null) process.kill(-served.pid, 'SIGTERM');
});

describe("the docs site's npm run serve", () => {
  it('serves the build through the gate: a signed-out reader gets the sign-in page, or a public page', async () => {
    const { serve } = JSON.parse(readFileSync(`${SITE}package.json`, 'utf8')).scripts;
    const port = await freePort();
    // The script as npm runs it, on a free port instead of 5175.
    served = spawn('sh', ['-c', `${serve} --port ${port}`], {
      cwd: SITE,
      detached: true,
      stdio: 'ignore',
    });
    const url = `http://127.0.0.1:${port}`;
    await waitUntilAnswering([{ name: 'docs', url }], { signal: AbortSignal.timeout(60_000) });

    const html = { redirect: 'manual', headers: { accept: 'text/html' } };
    const page = await fetch(`${url}/quick-start`, html);
    expect(page.status).toBeGreaterThanOrEqual(300);
    expect(page.status).toBeLessThan(400);
    expect(page.headers.get('location')).toMatch(/^\/_gate\/sign-in/);
    // A file of a signed-in page (its content chunk, as the build's manifest lists it) is refused.
    const { files } = JSON.parse(readFileSync(`${SITE}build/.gatehouse/manifest.json`, 'utf8'));
    const chunk = Object.keys(files).find(
      (file) => file.startsWith('assets/js/') && files[file].audiences?.join() === 'signed-in',
    );
    expect((await fetch(`${url}/${chunk}`)).status).toBe(401);
    // The introduction is public (issue 28): served with no session.
    expect((await fetch(`${url}/`, html)).status).toBe(200);
  });
});
