// The page that scripts/bench-widgets.mjs bundles (esbuild, production React, minified) and
// drives in Chromium: the real <UserManagement> on the page's shared client, signed in against
// the emulator, and the probes that time it. The probes only watch (the DOM, the resource
// timings, the frames); nothing here changes what the widget does.
import { passwordOf, sharedClient } from '@gatehouse/core';
import { UserManagement } from '@gatehouse/widgets';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

const query = new URLSearchParams(location.search);
const projectId = query.get('projectId') ?? '';
const baseUrl = query.get('baseUrl') ?? '';
const tenant = query.get('tenant') ?? '';
const client = sharedClient({ projectId, baseUrl });
const root = createRoot(document.getElementById('app'));
const SEARCH_PATH = '/v1/mgmt/user/search';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const idle = () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 }));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * When `ready()` first holds after a DOM change: the time the first animation frame after it
 * was done (its rAF callback ran, then style, layout and paint; a message posted from the
 * callback is handled once that frame is over).
 */
function whenPainted(ready, timeoutMs = 15_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error('the table did not change in time'));
    }, timeoutMs);
    const seen = () => {
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      });
    };
    const observer = new MutationObserver(() => {
      if (ready()) seen();
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributeFilter: ['aria-busy', 'aria-rowcount'],
    });
    if (ready()) seen();
  });
}

/**
 * When the first rows to reach the DOM were painted: the paint's time as Chromium's Element
 * Timing reports it (the frame that first showed their text). The rows are marked for it as
 * they are inserted, before that frame. Unlike `whenPainted`, this does not wait for the
 * tasks queued behind the frame (the rest of the answer being parsed).
 */
function whenRowsPainted(timeoutMs = 15_000) {
  const name = `first-rows-${performance.now()}`;
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      marker.disconnect();
      timings.disconnect();
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error('no rows were painted in time'));
    }, timeoutMs);
    const timings = new PerformanceObserver((list) => {
      const entry = list.getEntries().find((each) => each.identifier === name);
      if (!entry) return;
      stop();
      resolve(entry.renderTime || entry.loadTime);
    });
    timings.observe({ type: 'element' });
    const mark = () => {
      const row = bodyRows()[0];
      if (!row) return;
      marker.disconnect();
      for (const node of [row, ...row.querySelectorAll('*')])
        node.setAttribute('elementtiming', name);
    };
    const marker = new MutationObserver(mark);
    marker.observe(document.body, { childList: true, subtree: true });
    mark();
  });
}

const grid = () => document.querySelector('[role=grid]');
const bodyRows = () => document.querySelectorAll('.gh-w-body > [role=row]');
const firstRowText = () =>
  document.querySelector('.gh-w-body > [role=row][aria-rowindex="2"]')?.textContent ?? '';
const rowCount = () => Number(grid()?.getAttribute('aria-rowcount') ?? 0) - 1;

// The user searches' resource timings as Chromium reports them (an entry can be reported a
// little after the page has read the answer).
let searches = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (entry.name.includes(SEARCH_PATH)) searches.push(entry);
}).observe({ type: 'resource' });

/** The resource timing of the first user search since `searches` was emptied. */
async function searchTiming(timeoutMs) {
  for (let waited = 0; !searches.length && waited < timeoutMs; waited += 10) await sleep(10);
  return searches[0];
}

/** The responseEnd of the first user search since `searches` was emptied, in page time. */
async function searchResponseEnd(timeoutMs) {
  return (await searchTiming(timeoutMs))?.responseEnd;
}

/** Once the last search's answer is in and applied, and the page is idle again. */
async function settle() {
  await searchResponseEnd(60_000);
  for (let i = 0; i < 3; i++) {
    await idle();
    await frame();
  }
}

// The last click or input, by the event's own time stamp (any delay before the page handled
// it counts).
let lastInput = 0;
for (const type of ['click', 'input']) {
  document.addEventListener(type, (event) => (lastInput = event.timeStamp), true);
}

let armed;
let mounts = 0;

window.bench = {
  async signIn(loginId, password) {
    const result = await passwordOf(client).signIn(loginId, password);
    return result.ok;
  },

  /**
   * Mount a fresh widget: from its search's response (its first byte, and its last) to its
   * first rows painted, and to every row listed, in ms.
   */
  async mount() {
    flushSync(() => root.render(null));
    await frame();
    searches = [];
    const painted = whenRowsPainted();
    const free = whenPainted(() => bodyRows().length > 0);
    root.render(
      createElement(UserManagement, {
        key: ++mounts,
        projectId,
        baseUrl,
        tenant,
        widgetId: 'demo',
      }),
    );
    const at = await painted;
    const freeAt = await free;
    const rowNodes = bodyRows().length;
    // Every row listed: the whole answer is in (the first rows can show before it is).
    const listed = await whenPainted(() => !!grid() && !grid().hasAttribute('aria-busy'));
    const timing = await searchTiming(60_000);
    if (timing === undefined) throw new Error('no user search was timed');
    await settle();
    return {
      ms: at - timing.responseStart,
      free: freeAt - timing.responseStart,
      afterEnd: at - timing.responseEnd,
      allListed: listed - timing.responseStart,
      rowNodes,
      rowCount: rowCount(),
    };
  },

  /** Watch for the first row to change; call before the click or the typing. */
  async arm() {
    const node = grid();
    if (node.scrollTop) {
      node.scrollTop = 0;
      await frame();
      await frame();
    }
    const before = firstRowText();
    searches = [];
    lastInput = 0;
    armed = whenPainted(() => {
      const text = firstRowText();
      return text !== '' && text !== before;
    });
  },

  /**
   * From the click or the typing to the changed first row painted, and to the server's answer
   * (its responseEnd), in ms; resolves once that answer is applied and the page is idle.
   */
  async changed() {
    const painted = await armed;
    const responseEnd = await searchResponseEnd(60_000);
    await settle();
    return {
      ms: painted - lastInput,
      answered: responseEnd === undefined ? undefined : responseEnd - lastInput,
      rowCount: rowCount(),
    };
  },

  /**
   * Scroll the table's own scroll container to the bottom in `steps` frames (each step a new
   * set of rows): the time between consecutive frames, the long animation frames seen, and
   * whether the last row was shown at the end.
   */
  async scrollToBottom(steps) {
    const node = grid();
    node.scrollTop = 0;
    await settle();
    const long = [];
    const observer = new PerformanceObserver((list) => long.push(...list.getEntries()));
    observer.observe({ type: 'long-animation-frame' });
    const max = node.scrollHeight - node.clientHeight;
    const deltas = [];
    let last = await frame();
    for (let step = 1; step <= steps; step++) {
      node.scrollTop = Math.round((max * step) / steps);
      const now = await frame();
      deltas.push(now - last);
      last = now;
    }
    await frame();
    await frame();
    observer.disconnect();
    const lastShown = !!node.querySelector(`[role=row][aria-rowindex="${rowCount() + 1}"]`);
    return {
      deltas,
      longFrames: long.map((entry) => entry.duration),
      lastShown,
      rowNodes: bodyRows().length,
    };
  },

  /** Select the first row, so that scrolling and sorting have a selection to keep. */
  async selectFirst() {
    document
      .querySelector('.gh-w-body > [role=row][aria-rowindex="2"] input[data-select]')
      ?.click();
    await frame();
    return document.querySelectorAll('.gh-w-body [aria-selected=true]').length;
  },
};
