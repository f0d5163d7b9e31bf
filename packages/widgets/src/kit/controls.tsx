import { CloseIcon, SearchIcon } from '@gatehouse/react/design';
import { type ButtonHTMLAttributes, type KeyboardEvent, type ReactNode, useRef } from 'react';
import { type KitTexts, KitTextsContext, useKitTexts } from './texts';
import { KIT_CSS, type KitTheme, kitTheme, themeStyle } from './theme';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

/** A button; `disabled` sets both `disabled` and `aria-disabled`. Type defaults to `button`. */
export function Button({
  variant = 'secondary',
  type = 'button',
  disabled,
  className,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={className ? `gh-w-btn ${className}` : 'gh-w-btn'}
      data-variant={variant}
      disabled={disabled}
      aria-disabled={disabled || undefined}
    />
  );
}

export interface ToolbarProps {
  label: string;
  children: ReactNode;
}

/**
 * A labelled toolbar; Left/Right arrows move between its buttons (Tab still works): those shown,
 * not those folded away at a narrow width, nor a menu's items, which have their own keys.
 */
export function Toolbar({ label, children }: ToolbarProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const target = event.target as HTMLElement;
    if (!step || target.tagName !== 'BUTTON' || target.closest('[role=menu]')) return;
    const buttons = [...event.currentTarget.querySelectorAll('button')].filter(
      (b) => !b.disabled && b.getClientRects().length > 0 && !b.closest('[role=menu]'),
    );
    const index = buttons.indexOf(target as HTMLButtonElement);
    const next = buttons[(index + step + buttons.length) % buttons.length];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };
  return (
    <div role="toolbar" aria-label={label} className="gh-w-toolbar" onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}

export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
}

/**
 * A labelled `type=search` field: a search icon, the input, and a clear button inside the
 * field's one focus ring (debouncing lives in the stores).
 */
export function SearchInput({ value, onChange, label, placeholder }: SearchInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const t = useKitTexts();
  return (
    <div className="gh-w-search">
      <SearchIcon />
      <input
        ref={input}
        type="search"
        aria-label={label ?? t('search')}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {value ? (
        <button
          type="button"
          className="gh-w-icon"
          aria-label={t('clearSearch')}
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
        >
          <CloseIcon size={14} />
        </button>
      ) : null}
    </div>
  );
}

export interface KitRootProps {
  theme?: KitTheme;
  className?: string;
  /**
   * The kit's words under this root, in its locale (core's `KIT_TEXTS`, loaded in it), and
   * that locale's tag as the root's `lang`. English when absent.
   */
  texts?: KitTexts;
  lang?: string;
  children: ReactNode;
}

/** The widget root: theme tokens, `data-theme`, the kit's stylesheet and its words. */
export function KitRoot({ theme, className, texts, lang, children }: KitRootProps) {
  return (
    <div
      className={className ? `gh-w ${className}` : 'gh-w'}
      data-theme={kitTheme(theme)}
      style={themeStyle(theme)}
      lang={lang || undefined}
    >
      <style>{KIT_CSS}</style>
      <KitTextsContext.Provider value={texts}>{children}</KitTextsContext.Provider>
    </div>
  );
}
