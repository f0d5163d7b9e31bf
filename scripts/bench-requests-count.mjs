// How scripts/bench-requests.mjs counts the requests before a moment on a page, and the
// sequential round trips among them. Pure functions over a timeline, so that a test can hand
// them a synthetic one (scripts/test/bench-requests-count.test.mjs).
//
// A timeline is the page's own Resource Timing (and its navigation entry), in the page's
// clock: each request's start (`startTime`) and finish (`responseEnd`), its URL and who
// started it (`initiatorType`).
//
// Round trips are the depth of the request dependency chain, read from the times: a request
// that started only after another had finished may have needed that one's answer (a module
// imports a chunk, a screen's name comes in config.json), so it sits one trip after it; two
// requests that overlapped could not have needed each other. The depth of a request is 1 plus
// the greatest depth among the requests that finished before it started, and the figure is
// the greatest depth of all. Times alone cannot tell a real dependency from a request that
// was merely started late (behind script work), so the bench runs under a network latency
// (each trip takes that long at least): requests started together overlap and stay at the
// same depth, and a late start counts only when it really came after a whole trip, which is
// what the user waits for either way. Chromium's initiator chains would name the parent of
// a module import, but not of a fetch made once another fetch's answer was read, which is
// the chain that matters here (config.json, then the screen).

/**
 * What a request fetched: the page's own code, data (JSON, HTML, API calls), or the rest. A
 * JSON or HTML file other than the page is data whoever started it: the page's head preloads
 * config.json and theme.json (a `link` request) for the fetch that then takes them.
 */
export function kindOf(entry) {
  const path = new URL(entry.name).pathname;
  if (/\.m?js$/.test(path) || entry.initiatorType === 'script') return 'script';
  if (entry.initiatorType === 'fetch' || entry.initiatorType === 'xmlhttprequest') return 'data';
  if (entry.initiatorType !== 'navigation' && /\.(?:json|html)$/.test(path)) return 'data';
  return 'other';
}

/** Requests that count: fetched over the network (no data: or blob: URL). */
const fetched = (entry) => /^https?:/.test(entry.name);

/**
 * The requests started within [from, until) and the depth of their chain (see above). Each
 * entry: `{ name, initiatorType, startTime, responseEnd }`, the navigation among them for a
 * page's first load. Returns the counts by kind, the round trips, and the requests by depth
 * (for the printout).
 */
export function countRequests(entries, { from = 0, until }) {
  const taken = entries
    .filter((entry) => fetched(entry) && entry.startTime >= from && entry.startTime < until)
    .sort((a, b) => a.startTime - b.startTime);
  const depths = [];
  for (const [index, entry] of taken.entries()) {
    let before = 0;
    for (let earlier = 0; earlier < index; earlier++) {
      if (taken[earlier].responseEnd <= entry.startTime) {
        before = Math.max(before, depths[earlier]);
      }
    }
    depths.push(before + 1);
  }
  const byKind = { script: 0, data: 0, other: 0 };
  for (const entry of taken) byKind[kindOf(entry)]++;
  return {
    requests: taken.length,
    ...byKind,
    roundTrips: Math.max(0, ...depths),
    chain: taken.map((entry, index) => ({
      depth: depths[index],
      kind: kindOf(entry),
      name: entry.name,
    })),
  };
}

/** One figure's line: what was counted, and whether it is within its budget. */
export function verdict(label, counted, budget) {
  const over = counted.requests > budget.requests || counted.roundTrips > budget.roundTrips;
  const figures =
    `${counted.requests} requests (${counted.script} scripts, ${counted.data} data, ` +
    `${counted.other} other), ${counted.roundTrips} sequential round trips`;
  const budgets = `budget ${budget.requests} requests, ${budget.roundTrips} round trips`;
  return { pass: !over, line: `${over ? 'FAIL' : 'ok  '}  ${label}: ${figures}; ${budgets}` };
}
