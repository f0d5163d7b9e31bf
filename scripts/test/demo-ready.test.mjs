import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { answers, waitUntilAnswering } from '../demo-ready.mjs';

/** A free loopback port, found by listening on port 0 and closing again. */
async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const servers = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A server on `port` that starts listening only after `delayMs`, answering 404 to all. */
function listenLater(port, delayMs) {
  const server = createServer((_, response) => response.writeHead(404).end());
  servers.push(server);
  return new Promise((resolve) =>
    setTimeout(() => server.listen(port, '127.0.0.1', () => resolve(Date.now())), delayMs),
  );
}

describe('waitUntilAnswering', () => {
  it('resolves only once every server answers, whatever it answers', async () => {
    const [early, late] = [await freePort(), await freePort()];
    const earlyUp = listenLater(early, 0);
    const lateUp = listenLater(late, 1_500);
    await earlyUp;
    expect(await answers(`http://127.0.0.1:${late}`)).toBe(false);

    await waitUntilAnswering([
      { name: 'early', url: `http://127.0.0.1:${early}` },
      { name: 'late', url: `http://127.0.0.1:${late}` },
    ]);
    const doneAt = Date.now();
    expect(doneAt).toBeGreaterThanOrEqual(await lateUp);
    expect(await answers(`http://127.0.0.1:${late}`)).toBe(true);
  });

  it('says which servers are still silent while it waits', async () => {
    const port = await freePort();
    const up = listenLater(port, 700);
    const waits = [];
    await waitUntilAnswering([{ name: 'slow', url: `http://127.0.0.1:${port}` }], {
      reportEveryMs: 200,
      onWait: (names) => waits.push(names),
    });
    await up;
    expect(waits.length).toBeGreaterThan(0);
    expect(waits[0]).toEqual(['slow']);
  });

  it('stops waiting when its signal aborts', async () => {
    const port = await freePort();
    const stop = new AbortController();
    setTimeout(() => stop.abort(new Error('demo stopped')), 300);
    await expect(
      waitUntilAnswering([{ name: 'never', url: `http://127.0.0.1:${port}` }], {
        signal: stop.signal,
      }),
    ).rejects.toThrow('demo stopped');
  });
});
