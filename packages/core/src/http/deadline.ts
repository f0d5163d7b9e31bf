/**
 * Runs one HTTP exchange (request, headers AND body) under a single deadline. `fetch`'s own
 * timeouts, ky's included, stop at the headers: a server that answers headers and then stalls
 * its body would hang the caller for ever. The exchange gets a signal that aborts when the
 * deadline passes or the caller's signal aborts; the body read is raced against it too,
 * because not every fetch (mocks, polyfills) cancels a body that is being read.
 */
export async function withinDeadline<T>(
  timeoutMs: number,
  outer: AbortSignal | undefined,
  exchange: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const abort = (reason: unknown) => controller.abort(reason);
  const onOuterAbort = () => abort(outer?.reason ?? new DOMException('Aborted', 'AbortError'));
  if (outer?.aborted) onOuterAbort();
  outer?.addEventListener('abort', onOuterAbort);
  const timer = setTimeout(() => abort(new DOMException('Timed out', 'TimeoutError')), timeoutMs);
  try {
    return await Promise.race([exchange(controller.signal), rejectOnAbort(controller.signal)]);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(signal.reason);
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}
