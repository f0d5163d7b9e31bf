import { type KeyboardEvent, useEffect, useRef } from 'react';

// The More menu's list (more-menu.tsx), loaded with the widget's toolbar part when the toolbar
// has drawn: a `role=menu` of the folded actions, moved through with the arrow keys, Home and
// End; Escape closes it back onto its button, Tab and a press outside close it.

const MENU_CSS = `
.gh-w-menu{position:absolute;inset-inline-end:0;top:calc(100% + 4px);z-index:10;display:flex;flex-direction:column;min-width:200px;padding:var(--gh-space-1);background:var(--gh-color-bg);border:1px solid var(--gh-color-control);border-radius:var(--gh-radius-md);box-shadow:0 8px 24px rgb(0 0 0/.16)}
.gh-w-menu>button{font:inherit;text-align:start;white-space:nowrap;cursor:pointer;min-height:34px;padding:0 var(--gh-space-3);border:0;border-radius:var(--gh-radius-sm);background:none;color:var(--gh-color-text)}
.gh-w-menu>button:hover:not([aria-disabled]),.gh-w-menu>button:focus-visible{background:var(--gh-color-subtle)}
.gh-w-menu>button[data-variant='danger']{color:var(--gh-color-danger)}
.gh-w-menu>button[aria-disabled='true']{cursor:not-allowed;color:var(--gh-color-disabled-text)}
`;

export interface MenuItem<A extends string> {
  id: A;
  label: string;
  disabled: boolean;
  danger?: boolean;
}

export interface MenuListProps<A extends string> {
  id: string;
  /** The button's id: it names the menu. */
  labelledBy: string;
  items: readonly MenuItem<A>[];
  /** Which item takes focus as it opens (ArrowUp on the button opens at the last). */
  focus: 'first' | 'last';
  onSelect(id: A): void;
  /** Close; `refocus` puts focus back on the button (Escape), else it stays where it went. */
  onClose(refocus: boolean): void;
  /** The button and its menu: a press inside neither closes the menu. */
  within: HTMLElement | null;
}

const itemsOf = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? []),
];

/** The item to focus after a key from `index`, or undefined when the key is not the menu's. */
function moveFor(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * The open menu. A disabled item stays in it, focusable and said to be disabled (as the button
 * it stands for), and does nothing.
 */
export function MenuList<A extends string>(props: MenuListProps<A>) {
  const { items, focus, onSelect, onClose, within } = props;
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const list = itemsOf(menu.current);
    (focus === 'last' ? list[list.length - 1] : list[0])?.focus();
  }, [focus]);

  useEffect(() => {
    // The event's path, not its target: a shadow root retargets the target to its host.
    const outside = (event: PointerEvent) => {
      if (within && !event.composedPath().includes(within)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [within, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = itemsOf(menu.current);
    const next = moveFor(event.key, list.indexOf(event.target as HTMLElement), list.length);
    if (next !== undefined) {
      event.preventDefault();
      list[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  };

  return (
    <div
      ref={menu}
      id={props.id}
      role="menu"
      aria-labelledby={props.labelledBy}
      className="gh-w-menu"
      onKeyDown={onKeyDown}
    >
      <style>{MENU_CSS}</style>
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          role="menuitem"
          tabIndex={-1}
          data-variant={item.danger ? 'danger' : undefined}
          aria-disabled={item.disabled || undefined}
          onClick={() => !item.disabled && onSelect(item.id)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
