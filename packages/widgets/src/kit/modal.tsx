import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { MODAL_CSS } from './modal-css';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type=hidden]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';
const FIELDS =
  'input:not([disabled]):not([type=hidden]),select:not([disabled]),textarea:not([disabled])';

/** The focused element, looking through open shadow roots. */
export function deepActiveElement(root: Document | ShadowRoot = document): HTMLElement | null {
  let active = root.activeElement as HTMLElement | null;
  while (active?.shadowRoot?.activeElement) {
    active = active.shadowRoot.activeElement as HTMLElement;
  }
  return active;
}

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  /** The action buttons, in a footer. */
  actions?: ReactNode;
}

/**
 * A modal dialog rendered in place (no portal, so it stays inside the widget's shadow root):
 * labelled by its title, focus trapped, Escape closes, focus starts on the first field (or the
 * dialog) and returns to the opener on close.
 */
export function Modal({ open, title, onClose, children, actions }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (!open) return;
    const node = dialog.current;
    const opener = deepActiveElement();
    (node?.querySelector<HTMLElement>(FIELDS) ?? node)?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const node = event.currentTarget;
    const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    const active = (node.getRootNode() as Document | ShadowRoot).activeElement;
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (active === first || active === node)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop keeps focus in the dialog
    <div
      className="gh-w-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) event.preventDefault();
      }}
    >
      <style>{MODAL_CSS}</style>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="gh-w-modal"
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
        {actions ? <div className="gh-w-actions">{actions}</div> : null}
      </div>
    </div>
  );
}
