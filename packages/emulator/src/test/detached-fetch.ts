// A fetch for clients under test whose requests reach the server and run to their end even
// when the client gives up on them (its deadline fires): the answer is lost on the way back,
// as behind a slow server or a retrying proxy. The test can wait for every answer.

export function detachedFetch() {
  const answered = new Set<Promise<unknown>>();
  const detached: typeof fetch = (input, init) => {
    // Without the caller's signal: the client's abort does not reach the request.
    const sent = fetch(new Request(new Request(input, init), { signal: null }));
    answered.add(sent.catch(() => undefined));
    return sent;
  };
  return {
    fetch: detached,
    /** Every request sent so far has been answered (headers: the server's handler is done). */
    settled: () => Promise.all(answered),
  };
}
