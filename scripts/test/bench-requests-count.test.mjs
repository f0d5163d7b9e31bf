import { describe, expect, it } from 'vitest';
import { countRequests, kindOf, verdict } from '../bench-requests-count.mjs';

const SITE = 'http://127.0.0.1:5173';
const HOST = 'http://127.0.0.1:4500/pages/P2demo/v2-beta';
/** A timeline entry: what the page's Resource Timing gives, in ms. */
const entry = (name, initiatorType, startTime, responseEnd) => ({
  name,
  initiatorType,
  startTime,
  responseEnd,
});

// A first screen at 150 ms a request: the document, its code (two chunks at once), config
// and theme together, then the screen; a late chunk fetched beside the screen.
const FIRST_SCREEN = [
  entry(`${SITE}/?projectId=P2demo`, 'navigation', 0, 152),
  entry(`${SITE}/assets/index-a1.js`, 'script', 160, 312),
  entry(`${SITE}/assets/chunk-b2.js`, 'link', 161, 313),
  entry(`${SITE}/assets/index-c3.css`, 'link', 161, 311),
  entry(`${HOST}/config.json`, 'fetch', 330, 481),
  entry(`${HOST}/theme.json`, 'fetch', 331, 483),
  entry(`${SITE}/assets/screen-reader-d4.js`, 'script', 495, 646),
  entry(`${HOST}/sign-in.html`, 'fetch', 496, 648),
  // After the input showed (at 700): not counted.
  entry(`${SITE}/favicon.svg`, 'other', 720, 870),
];

describe('the request bench counting', () => {
  it('counts the requests before the moment, by kind, and the depth of their chain', () => {
    const counted = countRequests(FIRST_SCREEN, { until: 700 });
    expect(counted).toMatchObject({ requests: 8, script: 3, data: 3, other: 2, roundTrips: 4 });
    expect(counted.chain.map(({ depth }) => depth)).toEqual([1, 2, 2, 2, 3, 3, 4, 4]);
  });

  it('keeps requests that overlapped at one depth, however many there are', () => {
    // Ten layouts fetched at once add ten requests and no round trip.
    const layouts = Array.from({ length: 10 }, (_, i) =>
      entry(`${HOST}/user-profile-widget/demo/page-${i}.html`, 'fetch', 330 + i, 490 + i),
    );
    const counted = countRequests([...FIRST_SCREEN, ...layouts], { until: 700 });
    expect(counted).toMatchObject({ requests: 18, data: 13, roundTrips: 4 });
  });

  it('counts a request started after another finished one trip deeper, even within a span', () => {
    // A modal: its code, then config (once the code ran), then the flow start, then the screen.
    const modal = [
      entry(`${SITE}/assets/engine-e5.js`, 'script', 5_000, 5_151),
      entry(`${HOST}/config.json`, 'fetch', 5_160, 5_311),
      entry('http://127.0.0.1:4500/v1/flow/start', 'fetch', 5_320, 5_471),
      entry(`${HOST}/update-name.html`, 'fetch', 5_480, 5_631),
    ];
    const counted = countRequests([...FIRST_SCREEN, ...modal], { from: 4_990, until: 5_700 });
    expect(counted).toMatchObject({ requests: 4, script: 1, data: 3, roundTrips: 4 });
  });

  it('leaves out what is not fetched over the network, and counts nothing in an empty span', () => {
    const inline = entry('data:image/svg+xml,<svg/>', 'css', 200, 200);
    expect(countRequests([inline], { until: 700 })).toMatchObject({ requests: 0, roundTrips: 0 });
  });

  it('tells scripts by their path or their initiator, data by fetch or XHR', () => {
    expect(kindOf(entry(`${SITE}/assets/a.js`, 'link', 0, 1))).toBe('script');
    expect(kindOf(entry(`${HOST}/config.json`, 'xmlhttprequest', 0, 1))).toBe('data');
    // Preloaded by the page's head for the fetch that takes it.
    expect(kindOf(entry(`${HOST}/config.json`, 'link', 0, 1))).toBe('data');
    expect(kindOf(entry(`${SITE}/index.html`, 'navigation', 0, 1))).toBe('other');
    expect(kindOf(entry(`${SITE}/assets/a.css`, 'link', 0, 1))).toBe('other');
  });

  it('fails a figure past either budget', () => {
    const counted = countRequests(FIRST_SCREEN, { until: 700 });
    expect(verdict('first input', counted, { requests: 8, roundTrips: 4 }).pass).toBe(true);
    expect(verdict('first input', counted, { requests: 8, roundTrips: 3 })).toMatchObject({
      pass: false,
      line: expect.stringMatching(
        /^FAIL {2}first input: 8 requests \(3 scripts, 3 data, 2 other\)/,
      ),
    });
    expect(verdict('first input', counted, { requests: 7, roundTrips: 4 }).pass).toBe(false);
  });
});
