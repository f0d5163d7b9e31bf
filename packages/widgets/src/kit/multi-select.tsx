import { CloseIcon } from '@gatehouse/react/design';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { FIELD_CSS } from './fields-css';
import { MULTI_SELECT_CSS } from './multi-select-css';
import { useKitTexts } from './texts';

export type MultiSelectOption = string | { value: string; label: string };

export interface MultiSelectProps {
  label: ReactNode;
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  filterLabel?: string;
  emptyText?: string;
}

const normalise = (option: MultiSelectOption) =>
  typeof option === 'string' ? { value: option, label: option } : option;

/**
 * A labelled multi-select listbox (roles, permissions) with a filter and removable chips.
 * Keyboard: Up/Down/Home/End move, Space/Enter toggle; Down in the filter enters the list.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  hint,
  error,
  required,
  filterLabel,
  emptyText,
}: MultiSelectProps) {
  const id = useId();
  const t = useKitTexts();
  const list = useRef<HTMLDivElement>(null);
  const [filter, setFilter] = useState('');
  const [activeValue, setActiveValue] = useState<string>();
  const all = options.map(normalise);
  const needle = filter.trim().toLowerCase();
  const shown = needle ? all.filter((o) => o.label.toLowerCase().includes(needle)) : all;
  const active = shown.findIndex((o) => o.value === activeValue);
  const chosen = new Set(value);
  const optionId = (index: number) => `${id}-option-${index}`;
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean);

  const toggle = (option: string) =>
    onChange(chosen.has(option) ? value.filter((v) => v !== option) : [...value, option]);

  const moveTo = (index: number) => {
    const next = Math.min(shown.length - 1, Math.max(0, index));
    const option = shown[next];
    if (!option) return;
    setActiveValue(option.value);
    list.current?.children[next]?.scrollIntoView?.({ block: 'nearest' });
  };

  /**
   * The first option not scrolled out of view above. Focus starts there, so taking the focus
   * never scrolls the list: a mousedown focuses the list before its click, and a list that
   * scrolled then would take the click away from the option under the pointer.
   */
  const firstInView = () => {
    const node = list.current;
    if (!node) return 0;
    const top = node.getBoundingClientRect().top;
    const index = [...node.children].findIndex(
      (child) => child.getBoundingClientRect().bottom > top,
    );
    return Math.max(0, index);
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key } = event;
    if (key === 'ArrowDown') moveTo(active + 1);
    else if (key === 'ArrowUp') moveTo(active < 0 ? 0 : active - 1);
    else if (key === 'Home') moveTo(0);
    else if (key === 'End') moveTo(shown.length - 1);
    else if ((key === ' ' || key === 'Enter') && active >= 0) toggle(shown[active]!.value);
    else return;
    event.preventDefault();
  };

  const labelOf = (v: string) => all.find((o) => o.value === v)?.label ?? v;

  return (
    <div className="gh-w-field">
      <style>{FIELD_CSS + MULTI_SELECT_CSS}</style>
      <span id={`${id}-label`} className="gh-w-label">
        {label}
        {required ? (
          <span className="gh-w-req" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </span>
      {value.length ? (
        <ul className="gh-w-chips" aria-label={t('selected')}>
          {value.map((v) => (
            <li key={v} className="gh-w-chip">
              {labelOf(v)}
              <button
                type="button"
                className="gh-w-icon"
                aria-label={t('remove', { label: labelOf(v) })}
                onClick={() => toggle(v)}
              >
                <CloseIcon size={12} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        type="search"
        className="gh-w-input"
        aria-label={filterLabel ?? t('filterOptions')}
        aria-controls={`${id}-list`}
        value={filter}
        onChange={(event) => {
          setFilter(event.target.value);
          setActiveValue(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' || !shown.length) return;
          event.preventDefault();
          moveTo(0);
          list.current?.focus();
        }}
      />
      <div
        ref={list}
        id={`${id}-list`}
        role="listbox"
        aria-labelledby={`${id}-label`}
        aria-multiselectable="true"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy.join(' ') || undefined}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        tabIndex={0}
        className="gh-w-list"
        onKeyDown={onListKeyDown}
        onFocus={() => {
          if (active < 0) setActiveValue(shown[firstInView()]?.value);
        }}
      >
        {shown.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the listbox has the focus (aria-activedescendant)
          <div
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={chosen.has(option.value)}
            data-active={index === active || undefined}
            className="gh-w-option"
            // The option under the pointer is the active one before the focus arrives.
            onMouseDown={() => setActiveValue(option.value)}
            onClick={() => {
              setActiveValue(option.value);
              toggle(option.value);
            }}
          >
            {option.label}
          </div>
        ))}
      </div>
      {shown.length ? null : <p className="gh-w-hint">{emptyText ?? t('noMatches')}</p>}
      {hint ? (
        <p id={`${id}-hint`} className="gh-w-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="gh-w-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
