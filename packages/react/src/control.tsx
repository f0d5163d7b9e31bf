import type { ReactNode } from 'react';
import { useSession } from './hooks';

export interface SignedInOutProps {
  children?: ReactNode;
  /** Rendered while the session is still loading (nothing by default). */
  fallback?: ReactNode;
}

/** Renders its children only when signed in. */
export function SignedIn({ children, fallback = null }: SignedInOutProps) {
  const { status } = useSession();
  return <>{status === 'loading' ? fallback : status === 'authenticated' ? children : null}</>;
}

/** Renders its children only when signed out; nothing while loading, so no sign-in flash. */
export function SignedOut({ children, fallback = null }: SignedInOutProps) {
  const { status } = useSession();
  return <>{status === 'loading' ? fallback : status === 'unauthenticated' ? children : null}</>;
}
