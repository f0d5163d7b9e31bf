import { ACCESS_KEY_TEXTS, type BoundUserPicker, type UserChoice } from '@gatehouse/core';
import { CloseIcon } from '@gatehouse/react/design';
import { type KeyboardEvent, useState } from 'react';
import { FIELD_CSS } from '../kit/fields-css';
import { useSection, useWidgetLocale } from './texts';
import { useAtom } from './use-atom';

// A searchable choice of one user (the access-key form's bound user): a combobox whose list
// shows the tenant's users that core's picker found for what is typed. The picker holds the
// query, the matches and the choice; this only shows them and passes keys and clicks on.

const USER_PICKER_CSS = `
.gh-w-combo{position:relative;display:flex;align-items:center}
.gh-w-combo>.gh-w-input{padding-inline-end:36px}
.gh-w-combo>.gh-w-icon{position:absolute;inset-inline-end:4px;width:28px;height:28px;border:0;background:none;color:inherit;border-radius:var(--gh-radius-pill);cursor:pointer;display:inline-flex;align-items:center;justify-content:center}
.gh-w-combo>.gh-w-icon:hover{background:var(--gh-color-subtle)}
.gh-w-combo-list{margin:0;padding:var(--gh-space-1) 0;list-style:none;max-height:200px;overflow:auto;border:1px solid var(--gh-color-control);border-radius:var(--gh-radius-md);background:var(--gh-color-bg)}
.gh-w-combo-option{display:flex;flex-wrap:wrap;column-gap:var(--gh-space-2);padding:6px 10px;cursor:pointer;overflow-wrap:anywhere}
.gh-w-combo-option:hover,.gh-w-combo-option[data-active]{background:var(--gh-color-subtle)}
.gh-w-combo-option[data-active]{outline:var(--gh-focus-width) solid var(--gh-color-focus);outline-offset:-2px}
.gh-w-combo-option[aria-selected='true']{font-weight:var(--gh-weight-medium)}
.gh-w-combo-detail{color:var(--gh-color-muted);font-size:var(--gh-text-sm)}
.gh-w-combo-none{padding:6px 10px;color:var(--gh-color-muted)}
`;

export interface UserPickerProps {
  picker: BoundUserPicker;
  id: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  placeholder?: string;
}

/** One option: the name, and beside it what tells two people apart (the email). */
function Option({ choice }: { choice: UserChoice }) {
  return (
    <>
      <span>{choice.label}</span>
      {choice.detail ? <span className="gh-w-combo-detail">{choice.detail}</span> : null}
    </>
  );
}

export function UserPicker({
  picker,
  id,
  label,
  hint,
  error,
  required,
  placeholder,
}: UserPickerProps) {
  const options = useAtom(picker.$options);
  const query = useAtom(picker.$query);
  const chosen = useAtom(picker.$chosen);
  const loading = useAtom(picker.$loading);
  // The access-key section (the store loaded it with its layouts) has the picker's words.
  const t = useSection(ACCESS_KEY_TEXTS, useWidgetLocale().tag) ?? ACCESS_KEY_TEXTS.en;
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean);
  // While typing, what was typed; otherwise the chosen user's name.
  const shown = editing ? query : (chosen?.label ?? '');

  const choose = (choice: UserChoice) => {
    picker.choose(choice.value);
    setEditing(false);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      setOpen(true);
      const step = key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.min(options.length - 1, Math.max(0, index + step)));
    } else if (key === 'Enter' && open && options[active]) {
      // Enter picks the active user; it does not submit the form.
      choose(options[active]);
    } else if (key === 'Escape' && open) {
      // The list closes; the modal stays open.
      event.stopPropagation();
      setOpen(false);
    } else return;
    event.preventDefault();
  };

  return (
    <div className="gh-w-field">
      <style>{FIELD_CSS + USER_PICKER_CSS}</style>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="gh-w-req" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      <div className="gh-w-combo">
        <input
          id={id}
          type="text"
          role="combobox"
          className="gh-w-input"
          autoComplete="off"
          placeholder={placeholder}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy.join(' ') || undefined}
          value={shown}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setEditing(false);
          }}
          onChange={(event) => {
            const text = event.target.value;
            setEditing(true);
            setOpen(true);
            setActive(-1);
            // Emptying the field binds the key to no one.
            if (!text.trim() && chosen) picker.clear();
            picker.find(text);
          }}
          onKeyDown={onKeyDown}
        />
        {chosen ? (
          <button
            type="button"
            className="gh-w-icon"
            aria-label={t('clearChoice', { label })}
            onClick={() => {
              picker.clear();
              picker.find('');
            }}
          >
            <CloseIcon size={14} />
          </button>
        ) : null}
      </div>
      {open ? (
        <div id={listId} role="listbox" aria-label={label} className="gh-w-combo-list">
          {options.map((choice, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the combobox keeps the focus (aria-activedescendant)
            <div
              key={choice.value}
              id={optionId(index)}
              role="option"
              aria-selected={choice.value === chosen?.value}
              data-active={index === active || undefined}
              className="gh-w-combo-option"
              // The input keeps the focus, so the list does not close before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(choice)}
            >
              <Option choice={choice} />
            </div>
          ))}
          {/* The layout's hint says what to type; this, what the search found. */}
          {options.length ? null : (
            <p className="gh-w-combo-none">{t(loading ? 'searching' : 'noUsersMatch')}</p>
          )}
        </div>
      ) : null}
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
