import { useSession, useUser } from '@gatehouse/react';
import { lazy, type ReactNode, Suspense, useRef, useState, useSyncExternalStore } from 'react';
import { Loading } from '../loading';
import { safeReturnPath } from '../return-path';
import { DEFAULT_SIGN_IN_PATH } from '../sign-in-path';
import { useColorMode } from './color-mode';
import { useReaderEvent } from './reader';
import { GATE_CSS } from './styles';

/**
 * Behind the server gate the flow's chunk is a docs file like any other: once the session has
 * ended (a sign-out, an expiry) it answers 401. The reader then signs in on the public sign-in
 * page, which comes back here. Without the server gate the chunk always loads.
 */
function toPublicSignIn(): Promise<never> {
  const here = safeReturnPath(location.pathname + location.search + location.hash);
  location.replace(`${DEFAULT_SIGN_IN_PATH}?return=${encodeURIComponent(here)}`);
  return new Promise<never>(() => {});
}

// The sign-in UI loads only for readers who need it: a signed-in reader never downloads it.
const Flow = lazy(() =>
  import('@gatehouse/react/flow').then((module) => ({ default: module.Flow }), toPublicSignIn),
);

const noSubscription = () => () => {};
/**
 * False in the server render and while hydrating, true after: the first client render must
 * equal the server's (loading) whatever the session atom already knows, or React reports a
 * hydration mismatch.
 */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

export interface GateProps {
  /** The sign-in flow shown to readers who are not signed in. */
  flowId: string;
  /** The page (the whole Docusaurus app below Root). */
  children?: ReactNode;
}

/**
 * Spec 001 §4's gate. loading: a 'Loading' indicator, and the page rendered inside a
 * `hidden` wrapper, so the built HTML holds the content (search indexing and the link check
 * read it; the server gate is what protects it) while nothing of it shows before the session
 * is known. authenticated: the same wrapper, shown (no remount of the page). unauthenticated:
 * the sign-in flow, and the page not rendered at all.
 */
export function Gate({ flowId, children }: GateProps) {
  const session = useSession();
  const { user } = useUser();
  const hydrated = useHydrated();
  const status = hydrated ? session.status : 'loading';
  useReaderEvent(status, user);

  // Fixed positions, so that going from loading to authenticated keeps the page mounted.
  return (
    <>
      <style>{GATE_CSS}</style>
      {status === 'loading' ? <Loading /> : null}
      {status === 'unauthenticated' ? <SignIn flowId={flowId} /> : null}
      {status === 'unauthenticated' ? null : (
        <div className="gatehouse-gate__content" hidden={status !== 'authenticated'}>
          {children}
        </div>
      )}
    </>
  );
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
 * gate shows the page the reader asked for: the URL never changed.
 */
function SignIn({ flowId }: { flowId: string }) {
  const mode = useColorMode();
  const panel = useRef<HTMLElement>(null);
  // A redirect step (OAuth, SAML) comes back to this very page.
  const [redirectUrl] = useState(() => window.location.href);
  return (
    <main
      className="gatehouse-gate"
      ref={panel}
      tabIndex={-1}
      aria-labelledby="gatehouse-gate-title"
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
    </main>
  );
}
