import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FIELD_CSS } from './fields-css';
import { MultiSelect } from './multi-select';
import { MULTI_SELECT_CSS } from './multi-select-css';

const options = ['Tenant Admin', 'Viewer', { value: 'auditor', label: 'Auditor' }, 'Editor'];

function setup(initial: string[] = []) {
  const changes = vi.fn<(value: string[]) => void>();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <MultiSelect
        label="Roles"
        options={options}
        value={value}
        required
        error={value.length ? undefined : 'Pick a role'}
        onChange={(next) => {
          changes(next);
          setValue(next);
        }}
      />
    );
  }
  render(<Harness />);
  const list = screen.getByRole('listbox', { name: /Roles/ });
  return { list, value: () => changes.mock.lastCall?.[0] };
}

const active = (list: HTMLElement) =>
  document.getElementById(list.getAttribute('aria-activedescendant') ?? '')?.textContent;

describe('MultiSelect', () => {
  it('is a labelled multi-select listbox with error wiring', () => {
    const { list } = setup();
    expect(list.getAttribute('aria-multiselectable')).toBe('true');
    expect(list.getAttribute('aria-required')).toBe('true');
    expect(list.getAttribute('aria-invalid')).toBe('true');
    const errorId = list.getAttribute('aria-describedby')!;
    expect(document.getElementById(errorId)?.textContent).toBe('Pick a role');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tenant Admin', 'Viewer', 'Auditor', 'Editor']);
  });

  it('moves with arrows and toggles with Space and Enter, showing chips', () => {
    const { list, value } = setup();
    fireEvent.focus(list);
    expect(active(list)).toBe('Tenant Admin');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(active(list)).toBe('Auditor');
    fireEvent.keyDown(list, { key: ' ' });
    expect(value()).toEqual(['auditor']);
    expect(screen.getByRole('option', { name: 'Auditor' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.keyDown(list, { key: 'End' });
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(value()).toEqual(['auditor', 'Editor']);
    fireEvent.keyDown(list, { key: 'Home' });
    fireEvent.keyDown(list, { key: 'ArrowUp' });
    expect(active(list)).toBe('Tenant Admin');
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(value()).toEqual(['auditor', 'Editor', 'Tenant Admin']);
    fireEvent.keyDown(list, { key: ' ' });
    expect(value()).toEqual(['auditor', 'Editor']);
    expect(list.hasAttribute('aria-invalid')).toBe(false);

    const chips = screen.getByRole('list', { name: 'Selected' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((c) => c.textContent),
    ).toEqual(['Auditor', 'Editor']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Auditor' }));
    expect(value()).toEqual(['Editor']);
    fireEvent.click(screen.getByRole('option', { name: 'Viewer' }));
    expect(value()).toEqual(['Editor', 'Viewer']);
  });

  it('filters options and keeps the selection of hidden ones', () => {
    const { list, value } = setup(['Viewer']);
    const filter = screen.getByRole('searchbox', { name: 'Filter options' });
    fireEvent.change(filter, { target: { value: 'it' } });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Auditor', 'Editor']);
    fireEvent.keyDown(filter, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(list);
    expect(active(list)).toBe('Auditor');
    fireEvent.keyDown(list, { key: ' ' });
    expect(value()).toEqual(['Viewer', 'auditor']);
    fireEvent.change(filter, { target: { value: 'zzz' } });
    expect(within(list).queryAllByRole('option')).toEqual([]);
    expect(screen.getByText('No matches')).toBeTruthy();
  });

  it('never scrolls the list when it takes the focus: a click goes to the option under the pointer', () => {
    const { list, value } = setup();
    const options = within(list).getAllByRole('option');
    // The list is scrolled by two options: they end above its top edge.
    const rect = (top: number) => ({ top, bottom: top + 30 }) as DOMRect;
    list.getBoundingClientRect = () => rect(100);
    options.forEach((option, index) => {
      option.getBoundingClientRect = () => rect(40 + index * 30);
      option.scrollIntoView = vi.fn();
    });
    const last = options[3]!;
    // A mouse press: mousedown, the focus it gives the list, then the click.
    fireEvent.mouseDown(last);
    fireEvent.focus(list);
    expect(active(list)).toBe('Editor');
    fireEvent.click(last);
    expect(value()).toEqual(['Editor']);
    for (const option of options) expect(option.scrollIntoView).not.toHaveBeenCalled();
  });

  it('starts a keyboard user on the first option in view', () => {
    const { list } = setup();
    const options = within(list).getAllByRole('option');
    const rect = (top: number) => ({ top, bottom: top + 30 }) as DOMRect;
    list.getBoundingClientRect = () => rect(100);
    options.forEach((option, index) => {
      option.getBoundingClientRect = () => rect(40 + index * 30);
      option.scrollIntoView = vi.fn();
    });
    fireEvent.focus(list);
    expect(active(list)).toBe('Auditor');
    for (const option of options) expect(option.scrollIntoView).not.toHaveBeenCalled();
  });

  it("carries the fields' stylesheet and its own", () => {
    const { list } = setup();
    const field = list.closest('.gh-w-field');
    expect(field?.querySelector(':scope > style')?.textContent).toBe(FIELD_CSS + MULTI_SELECT_CSS);
  });
});
