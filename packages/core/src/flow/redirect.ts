/** Navigate to `url` (a no-op outside a browser). Returns a cancel function, as deferred ones do. */
export function navigateTo(url: string): () => void {
  if (typeof window !== 'undefined') window.location.assign(url);
  return () => {};
}
