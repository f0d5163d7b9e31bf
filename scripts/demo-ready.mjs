// When the demo's servers answer: the demo prints its banner (the addresses to open) only once
// every one of them does. A server is up when it answers HTTP at all (a redirect or a 404 is an
// answer); a refused or unanswered connection is not. The emulator can take several seconds to
// listen on a busy machine (it hashes the demo seed's secrets first), so a fixed delay before
// the banner sent people to a server that was not there yet.

const POLL_MS = 200;
/** One try's own limit: a server that accepted the connection but is not answering yet. */
const TRY_MS = 2_000;

/** Whether `url` answers HTTP now. */
export async function answers(url) {
  try {
    await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(TRY_MS) });
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolve once every server answers. `servers` is a list of `{ name, url }`. While some do
 * not, `onWait(names, waitedMs)` is called every `reportEveryMs` with those still silent.
 * `signal` stops the wait (it then rejects with the signal's reason).
 */
export async function waitUntilAnswering(
  servers,
  { onWait = () => {}, reportEveryMs = 10_000, signal } = {},
) {
  const started = Date.now();
  let reported = started;
  let silent = servers;
  for (;;) {
    signal?.throwIfAborted();
    const answered = await Promise.all(silent.map((server) => answers(server.url)));
    silent = silent.filter((_, i) => !answered[i]);
    if (!silent.length) return Date.now() - started;
    if (Date.now() - reported >= reportEveryMs) {
      reported = Date.now();
      onWait(
        silent.map((server) => server.name),
        reported - started,
      );
    }
    await sleep(POLL_MS);
  }
}
