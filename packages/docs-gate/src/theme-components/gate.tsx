import { useUser } from '@gatehouse/react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { PUBLIC } from '../access/names';
import { SERVED_FIRST_PAINT_CSS } from '../first-paint';
import { Loading } from '../loading';
import { usePageAudience } from './audiences';
import { useColorMode } from './color-mode';
import { useReaderEvent } from './reader';
import { useHydrated, useShownStatus } from './shown-status';
import { goToSignInPage } from './sign-in-page';
import { useSignInRequests } from './sign-in-request';
import { GATE_CSS } from './styles';

/**
 * The flow's chunk is a docs file like any other: behind a server gate whose script did not
 * run (so the gate does not know it is there) it answers 401 once the session has ended. The
 * reader then signs in on the gate's sign-in page (at the default path: without its script
 * the gate's own is not known). Without a server gate it always loads.
 */
function signInElsewhere(): Promise<never> {
  goToSignInPage();
  return new Promise<never>(() => {});
}

// The sign-in UI loads only for readers who need it: a signed-in reader never downloads it.
const Flow = lazy(() =>
  import('@gatehouse/react/flow').then((module) => ({ default: module.Flow }), signInElsewhere),
);

export interface GateProps {
  /** The sign-in flow shown to readers who are not signed in. */
  flowId: string;
  /**
   * Behind the server gate (its script ran), the path of its sign-in page (its `signInPath`):
   * a reader who is not signed in, or who signs out, goes there, since no docs file (the flow's
   * chunks included) loads without the DS cookie. Without it the flow shows in place of the page.
   */
  signInPath?: string;
  /** The page (the whole Docusaurus app below Root). */
  children?: ReactNode;
}

/**
 * Spec 001 §4's gate, for a page that needs a session. loading: a 'Loading' indicator, and the
 * page rendered inside a `hidden` wrapper, so the built HTML holds the content (search indexing
 * and the link check read it; the server gate is what protects it) while nothing of it shows
 * before the session is known. authenticated: the same wrapper, shown (no remount of the page).
 * unauthenticated: the sign-in flow, or behind the server gate 'Loading' while the browser
 * leaves for its sign-in page, and the page not rendered at all.
 *
 * A public page (its audience, from the build's routes) shows in every state, in the built
 * HTML too: no hidden wrapper, no Loading, no sign-in. Its reader signs in only when they ask
 * (the account item's "Sign in"): behind the server gate on its sign-in page, which comes back
 * here; without it, the flow in place of the page, with a way back to it.
 *
 * Behind the server gate (`signInPath` set: its script ran) a page was served only for a
 * session the gate verified, so it shows while the theme's own session loads: from first
 * paint by the pre-hydration rules (src/first-paint.ts), then rendered shown. Should that
 * session end up unauthenticated (signed out in another tab), the reader goes to sign in.
 */
export function Gate({ flowId, signInPath, children }: GateProps) {
  const status = useShownStatus();
  const hydrated = useHydrated();
  const open = usePageAudience() === PUBLIC;
  const served = signInPath !== undefined;
  const shown = open || status === 'authenticated' || (served && hydrated && status === 'loading');
  const { user } = useUser();
  useReaderEvent(status, user);
  const [asked, setAsked] = useState(false);
  useSignInRequests(() => {
    if (signInPath !== undefined) goToSignInPage(signInPath, 'assign');
    else setAsked(true);
  });
  // Once signed in, the request is answered: signing out later shows the public page again.
  useEffect(() => {
    if (status === 'authenticated') setAsked(false);
  }, [status]);
  const signingIn = status === 'unauthenticated' && (!open || asked);
  const leaving = signingIn && signInPath !== undefined;
  useEffect(() => {
    if (leaving) goToSignInPage(signInPath);
  }, [leaving, signInPath]);
  // Fixed positions, so that going from loading to authenticated keeps the page mounted. The
  // first-paint rules are in the built HTML and the hydration render, and only there.
  return (
    <>
      <style>{GATE_CSS}</style>
      {hydrated ? null : <style>{SERVED_FIRST_PAINT_CSS}</style>}
      {(status === 'loading' && !shown) || leaving ? <Loading /> : null}
      {signingIn && !leaving ? (
        <SignIn flowId={flowId} onBack={open ? () => setAsked(false) : undefined} />
      ) : null}
      {signingIn ? null : (
        <div className="gatehouse-gate__content" hidden={!shown}>
          {children}
        </div>
      )}
    </>
  );
}

/**
 * Keep `<html lang>` while the flow stands in for the page. Docusaurus sets it from inside the
 * app (its metadata component, below Root), so removing the page for the flow removes it too,
 * and a page without a language is read out in the wrong voice (axe: html-has-lang).
 */
function useKeepLanguage(): void {
  const [lang] = useState(() => document.documentElement.lang);
  useEffect(() => {
    const html = document.documentElement;
    const restore = () => {
      if (lang && !html.lang) html.lang = lang;
    };
    restore();
    const observer = new MutationObserver(restore);
    observer.observe(html, { attributeFilter: ['lang'] });
    return () => observer.disconnect();
  }, [lang]);
}

const FOCUSABLE_FIELD = 'input:not([type="hidden"]):not([disabled]), select, textarea';

/**
 * Put keyboard focus in the flow once it shows: its first field (the flow usually has done
 * so already), else its heading, so a keyboard or screen reader user starts at the form.
 */
function focusFlow(panel: HTMLElement | null): void {
  if (!panel || panel.contains(document.activeElement)) return;
  const field = panel.querySelector<HTMLElement>(FOCUSABLE_FIELD);
  if (field) {
    field.focus();
    return;
  }
  const heading =
    panel.querySelector<HTMLElement>('.gh-flow h2') ?? panel.querySelector<HTMLElement>('h1');
  if (heading) {
    heading.tabIndex = -1;
    heading.focus();
    return;
  }
  panel.focus();
}

/**
 * The sign-in flow in place of the page. On success the session adopts the tokens and the
 * gate shows the page the reader asked for: the URL never changed. `onBack`, on a public page
 * the reader chose to sign in on: a button (and Escape) back to the page, signed out.
 */
function SignIn({ flowId, onBack }: { flowId: string; onBack?: () => void }) {
  const mode = useColorMode();
  const panel = useRef<HTMLElement>(null);
  useKeepLanguage();
  // A redirect step (OAuth, SAML) comes back to this very page.
  const [redirectUrl] = useState(() => window.location.href);
  return (
    <main
      className="gatehouse-gate"
      ref={panel}
      tabIndex={-1}
      aria-labelledby="gatehouse-gate-title"
      onKeyDown={(event) => {
        if (onBack && event.key === 'Escape') onBack();
      }}
    >
      <h1 className="gatehouse-gate__title" id="gatehouse-gate-title">
        Sign in to read the docs
      </h1>
      <div className="gatehouse-gate__flow">
        <Suspense fallback={<Loading />}>
          <Flow
            flowId={flowId}
            theme={mode}
            redirectUrl={redirectUrl}
            onReady={() => focusFlow(panel.current)}
          />
        </Suspense>
      </div>
      {onBack ? (
        <button type="button" className="button button--link gatehouse-gate__back" onClick={onBack}>
          Back to the page
        </button>
      ) : null}
    </main>
  );
}
