// What an example page's query says about the project it talks to: the emulator's demo project
// unless `?projectId=&baseUrl=` name another (the tests point the pages at an emulator on a
// free port), and the console's two modes that talk to none (`?mock=1`, `?gallery=1`).
// Self-contained on purpose: examples/first-screen.mjs inlines this function's source in each
// page's head, which preloads the flow's first files unless the page is offline, and the
// page's script calls the same function.

/** `{ projectId, baseUrl, mock, gallery, offline }` from a page's query (`location.search`). */
export function projectSettings(search) {
  const query = new URLSearchParams(search);
  const mock = query.get('mock') === '1';
  const gallery = query.get('gallery') === '1';
  return {
    projectId: query.get('projectId') || 'P2GatehouseDemo',
    baseUrl: query.get('baseUrl') || 'http://127.0.0.1:4500',
    mock,
    gallery,
    /** No request at all: the page shows no flow, so nothing is preloaded. */
    offline: mock || gallery,
  };
}
