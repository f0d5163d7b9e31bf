// The sign-in page's entry (bundled to /_gate/sign-in.js): the browser's own values.
import './sign-in.css';
import { browserTokenStorage, startSignInPage } from './page';

/** A storage the browser may refuse (disabled cookies, some private modes). */
function attempt<T>(get: () => T): T | undefined {
  try {
    return get();
  } catch {
    return undefined;
  }
}

const root = document.getElementById('gate');
if (root) {
  void startSignInPage({
    root,
    location: window.location,
    fetch: (input, init) => window.fetch(input, init),
    sessionStorage: attempt(() => window.sessionStorage),
    storedTheme: () => attempt(() => window.localStorage.getItem('theme')) ?? null,
    prefersDark: () => window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false,
    now: () => Date.now(),
    documentElement: document.documentElement,
    tokenStorage: browserTokenStorage(),
  });
}
