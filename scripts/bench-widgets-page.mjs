// The page that scripts/bench-widgets.mjs bundles (esbuild, production React, minified) and
// drives in Chromium: the real <UserManagement> on the page's shared client, signed in against
// the emulator, and the probes that time it. The probes only watch (the DOM, the resource
// timings, the frames); nothing here changes what the widget does. Beside them, the reference:
// a fixed piece of page work without the widget, timed beside every sample, which the budgets
// are ratios of (scripts/bench-widgets-budgets.mjs).
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
 * How long a wait goes on before it is taken for a hang. Nothing is timed by it, so it is long:
 * on a busy machine 100 000 rows take many seconds to arrive and be parsed, and that is not a
 * failure (the figures' budgets judge the speed).
 */
const HANG_MS = 180_000;

/**
 * When `ready()` first holds after a DOM change: the time the first animation frame after it
 * was done (its rAF callback ran, then style, layout and paint; a message posted from the
 * callback is handled once that frame is over).
 */
function whenPainted(ready, timeoutMs = HANG_MS) {
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
function whenRowsPainted(timeoutMs = HANG_MS) {
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

// -- the reference ------------------------------------------------------------------------------
// The same measurements on plain page content, without the widget, taken beside each sample:
// on a busy machine the waits for a turn on a core (between the page's tasks, the compositor's
// and the GPU process's) make both slower alike. A reference only of script time would not see
// those waits (a few ms of script runs in one turn), so each includes a painted frame.

/**
 * Users in the reference's answer: about the size of the 10 000 users' answer (6.6 MB), so
 * that the reference is work of the widget's order (about 20 ms of parsing on an idle core)
 * and, like it, spans several turns on a busy core, not one.
 */
const REFERENCE_USERS = 20_000;
/** An answer in the user search's shape, as text: what the reference paint parses. */
const REFERENCE_TEXT = JSON.stringify({
  users: Array.from({ length: REFERENCE_USERS }, (_, i) => ({
    userId: `U2ref${i}`,
    loginIds: [`user.${i}@acme.test`],
    name: `Reference User ${i}`,
    email: `user.${i}@acme.test`,
    phone: `+1555${String(i).padStart(7, '0')}`,
    status: i % 5 ? 'enabled' : 'disabled',
    roleNames: [i % 2 ? 'Viewer' : 'Editor'],
    userTenants: [{ tenantId: 'T2acme', roleNames: [] }],
    customAttributes: { department: 'Engineering', employeeNumber: 10_000 + i },
    createdTime: 1_700_000_000 + i,
  })),
});
const REFERENCE_ROWS = 30;
const REFERENCE_PAINTS = 3;
/** The scroll reference's list: tall enough that every jump shows new rows. */
const REFERENCE_SCROLL_ROWS = 2_000;

/** Plain content over the page while a reference runs (painted, so in view), then removed. */
function overlay() {
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText =
    'position:fixed;inset:0 auto auto 0;width:1200px;height:600px;overflow:auto;background:#fff;font:14px system-ui;';
  document.body.append(host);
  return host;
}

/**
 * One reference paint, in ms: parse the answer, build a plain table of its first rows (no
 * framework), and from the start of that task to the paint that showed them (Element Timing,
 * as for the widget's first rows).
 */
function referencePaint() {
  const host = overlay();
  const name = `reference-${performance.now()}`;
  return new Promise((resolve) => {
    let started = 0;
    const timings = new PerformanceObserver((list) => {
      const entry = list.getEntries().find((each) => each.identifier === name);
      if (!entry) return;
      timings.disconnect();
      host.remove();
      resolve((entry.renderTime || entry.loadTime) - started);
    });
    timings.observe({ type: 'element' });
    setTimeout(() => {
      started = performance.now();
      const { users } = JSON.parse(REFERENCE_TEXT);
      const table = document.createElement('table');
      for (const user of users.slice(0, REFERENCE_ROWS)) {
        const row = table.insertRow();
        for (const value of [user.name, user.email, user.phone, user.status, user.roleNames[0]]) {
          const cell = row.insertCell();
          cell.textContent = value;
          cell.setAttribute('elementtiming', name);
        }
      }
      host.append(table);
    });
  });
}

/**
 * One reference scroll pass: a plain list of the page of users, virtualised by hand (the rows
 * in view built anew on every scroll, as a virtual table does, with no framework), scrolled to
 * the bottom in `steps` jumps, one per frame, like the widget's pass.
 */
async function referenceScroll(steps) {
  const host = overlay();
  const { users } = JSON.parse(REFERENCE_TEXT);
  const ROW_PX = 40;
  const spacer = document.createElement('div');
  spacer.style.cssText = `position:relative;height:${REFERENCE_SCROLL_ROWS * ROW_PX}px`;
  host.append(spacer);
  const show = () => {
    const first = Math.floor(host.scrollTop / ROW_PX);
    const rows = [];
    for (let i = first; i < Math.min(first + 20, REFERENCE_SCROLL_ROWS); i++) {
      const user = users[i % users.length];
      const row = document.createElement('div');
      row.style.cssText = `position:absolute;top:${i * ROW_PX}px;height:${ROW_PX}px;display:flex;gap:16px;align-items:center`;
      for (const value of [user.name, user.email, user.phone, user.status, user.roleNames[0]]) {
        const cell = document.createElement('span');
        cell.textContent = value;
        row.append(cell);
      }
      rows.push(row);
    }
    spacer.replaceChildren(...rows);
  };
  host.addEventListener('scroll', show);
  show();
  for (let i = 0; i < 3; i++) {
    await idle();
    await frame();
  }
  const pass = await scrollPass(host, steps);
  host.remove();
  return pass;
}

/** Scroll `node` to the bottom in `steps` frames: the frames' durations and the long ones. */
async function scrollPass(node, steps) {
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
  return { deltas, longFrames: long.map((entry) => entry.duration) };
}

// -- the widget ----------------------------------------------------------------------------------

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
  await searchResponseEnd(HANG_MS);
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
  /**
   * The reference paint beside a sample: the median of a few, in ms. The page is then left
   * idle for a moment, where the browser collects the parsed answers' garbage, so that the
   * sample does not pay for it.
   */
  async reference() {
    const runs = [];
    for (let i = 0; i < REFERENCE_PAINTS; i++) runs.push(await referencePaint());
    runs.sort((a, b) => a - b);
    for (let i = 0; i < 2; i++) {
      await idle();
      await frame();
    }
    return runs[Math.floor(runs.length / 2)];
  },

  /** The reference scroll pass beside a widget's pass (see `scrollToBottom`). */
  referenceScroll: (steps) => referenceScroll(steps),

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
    const timing = await searchTiming(HANG_MS);
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
    const responseEnd = await searchResponseEnd(HANG_MS);
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
    const pass = await scrollPass(node, steps);
    const lastShown = !!node.querySelector(`[role=row][aria-rowindex="${rowCount() + 1}"]`);
    return { ...pass, lastShown, rowNodes: bodyRows().length };
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
