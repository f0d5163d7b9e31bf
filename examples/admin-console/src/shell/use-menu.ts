import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

// The collapsible navigation of narrow screens (console.css hides the menu button and shows
// the navigation at 768 px and wider). It is a disclosure, not a modal: the button says
// whether it is open (aria-expanded) and what it opens (aria-controls); opening moves focus
// to the current view's link; Escape closes it and gives focus back to the button; tabbing
// out of it or choosing a view closes it too, so it never covers a page the user has moved on to.

/** The width from which the navigation is always shown (keep in step with console.css). */
export const WIDE_QUERY = '(min-width: 768px)';

export interface Menu {
  open: boolean;
  toggle(): void;
  /** Close; with `returnFocus`, focus goes back to the menu button. */
  close(returnFocus?: boolean): void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  panelRef: RefObject<HTMLDivElement | null>;
}

export function useMenu(): Menu {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    panel?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close(true);
    };
    // Focus moved on, out of the panel, to anything but the menu button: close behind it.
    // With no next element, focus left the window: leave the menu as it is.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (!next || panel?.contains(next) || buttonRef.current?.contains(next)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    panel?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      panel?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, close]);

  // Growing past the breakpoint shows the navigation anyway: forget the open state.
  useEffect(() => {
    const wide = window.matchMedia(WIDE_QUERY);
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  return {
    open,
    toggle: () => setOpen((was) => !was),
    close,
    buttonRef,
    panelRef,
  };
}
