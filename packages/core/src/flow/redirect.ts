import { REDIRECT_RETRY_MS } from './constants';

/**
 * Navigate to `url`. A flow started from a mobile app (`deferWhileHidden`) must not
 * navigate while its page is hidden (the app would not see it): it waits for the page to
 * become visible and navigates 300 ms later. Returns a cancel function.
 */
export function navigateTo(url: string, deferWhileHidden: boolean): () => void {
  if (typeof window === 'undefined') return () => {};
  const go = () => window.location.assign(url);
  if (!deferWhileHidden || typeof document === 'undefined') {
    go();
    return () => {};
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onVisibility = () => {
    if (document.visibilityState !== 'visible') return;
    document.removeEventListener('visibilitychange', onVisibility);
    timer = setTimeout(go, REDIRECT_RETRY_MS);
  };
  if (document.visibilityState === 'hidden') {
    document.addEventListener('visibilitychange', onVisibility);
  } else {
    go();
  }
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    if (timer !== undefined) clearTimeout(timer);
  };
}
