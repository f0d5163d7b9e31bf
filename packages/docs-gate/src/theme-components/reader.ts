import type { SessionState, User } from '@gatehouse/core';
import { useEffect, useRef } from 'react';

/**
 * The browser event that tells the site who reads it (detail: the email, or null when
 * nobody is signed in). The docs site's analytics keeps only the email's domain.
 */
export const READER_EVENT = 'gatehouse:reader';

const looksLikeEmail = (value: string | undefined): value is string =>
  !!value && /^[^@\s]+@[^@\s]+$/.test(value);

/** The reader's email: the user's, else a login id that is one; null when there is none. */
export function readerEmail(user: User | undefined): string | null {
  if (!user) return null;
  if (looksLikeEmail(user.email)) return user.email;
  return user.loginIds.find(looksLikeEmail) ?? null;
}

/**
 * Dispatch READER_EVENT whenever the reader changes: the email once the signed-in user is
 * known (it may trail `authenticated` while /me answers), null when signed out.
 */
export function useReaderEvent(status: SessionState['status'], user: User | undefined): void {
  const known = status === 'unauthenticated' || (status === 'authenticated' && !!user);
  const reader = status === 'authenticated' ? readerEmail(user) : null;
  const sent = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!known || sent.current === reader) return;
    sent.current = reader;
    window.dispatchEvent(new CustomEvent(READER_EVENT, { detail: reader }));
  }, [known, reader]);
}
