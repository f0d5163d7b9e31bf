import { REDIRECT_RETRY_MS } from './constants';
import { navigateTo } from './redirect';

/**
 * Navigate to `url`, for a flow a mobile app started: it must not navigate while its page is
 * hidden (the app would not see it), so it waits for the page to become visible and navigates
 * 300 ms later. Only such a flow's URL says so (`ra-initiator`), so only the URL's reader
 * (url-intake.ts, loaded on demand) uses it, from a module apart from redirect.ts, which every
 * flow loads. Returns a cancel function.
 */
export function navigateWhenVisible(url: string): () => void {
  if (typeof document === 'undefined' || document.visibilityState !== 'hidden') {
    return navigateTo(url);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onVisibility = () => {
    if (document.visibilityState !== 'visible') return;
    document.removeEventListener('visibilitychange', onVisibility);
    timer = setTimeout(() => navigateTo(url), REDIRECT_RETRY_MS);
  };
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    if (timer !== undefined) clearTimeout(timer);
  };
}
