import { useEffect, useRef } from 'react';

/**
 * The account item's "Sign in" (on a public page, which shows without a session) asks the gate
 * to sign the reader in. It is a window event rather than a React context: the navbar item and
 * the gate are bundled as separate theme modules, which would each hold their own context.
 */
export const SIGN_IN_REQUEST_EVENT = 'gatehouse:sign-in';

export const requestSignIn = (): void => {
  window.dispatchEvent(new Event(SIGN_IN_REQUEST_EVENT));
};

/** Call `onRequest` whenever the reader asks to sign in. */
export function useSignInRequests(onRequest: () => void): void {
  const latest = useRef(onRequest);
  latest.current = onRequest;
  useEffect(() => {
    const listener = () => latest.current();
    window.addEventListener(SIGN_IN_REQUEST_EVENT, listener);
    return () => window.removeEventListener(SIGN_IN_REQUEST_EVENT, listener);
  }, []);
}
