import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, NumberField, TextArea, TextField } from './fields';
import { FIELD_CSS } from './fields-css';
import { Select } from './select';

const described = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('fields', () => {
  it('wire label, required marker, hint and error', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <TextField label="Name" hint="Shown in lists" required value="" onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(described(input)).toEqual(['Shown in lists']);
    const marker = screen.getByText('*');
    expect(marker.getAttribute('aria-hidden')).toBe('true');
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(onChange).toHaveBeenCalledWith('abc');

    rerender(
      <TextField
        label="Name"
        hint="Shown in lists"
        required
        error="This field is required"
        value=""
        onChange={onChange}
      />,
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(described(input)).toEqual(['This field is required', 'Shown in lists']);
  });

  it('NumberField is text with inputmode numeric', () => {
    render(<NumberField label="Expiration" value="030" onChange={() => {}} error="Too long" />);
    const input = screen.getByRole('textbox', { name: 'Expiration' }) as HTMLInputElement;
    expect(input.type).toBe('text');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.value).toBe('030');
    expect(described(input)).toEqual(['Too long']);
  });

  it('TextArea, Select and Checkbox report values and errors', () => {
    const text = vi.fn();
    const pick = vi.fn();
    const check = vi.fn();
    render(
      <>
        <TextArea label="Description" value="" onChange={text} error="Bad" />
        <Select
          label="Range"
          value="day"
          onChange={pick}
          required
          options={[
            { value: 'hour', label: 'Last hour' },
            { value: 'day', label: 'Last day' },
          ]}
        />
        <Checkbox label="Invite" checked={false} onChange={check} error="Must accept" required />
      </>,
    );
    const area = screen.getByRole('textbox', { name: 'Description' });
    fireEvent.change(area, { target: { value: 'x' } });
    expect(text).toHaveBeenCalledWith('x');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    const select = screen.getByRole('combobox', { name: 'Range' }) as HTMLSelectElement;
    expect(select.value).toBe('day');
    expect(select.getAttribute('aria-required')).toBe('true');
    fireEvent.change(select, { target: { value: 'hour' } });
    expect(pick).toHaveBeenCalledWith('hour');
    const box = screen.getByRole('checkbox', { name: 'Invite' });
    expect(described(box)).toEqual(['Must accept']);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(box);
    expect(check).toHaveBeenCalledWith(true);
  });

  it('carry their own stylesheet, so a page without fields ships none', () => {
    const { container } = render(
      <>
        <TextField label="Name" value="" onChange={() => {}} />
        <Checkbox label="Agree" checked={false} onChange={() => {}} />
      </>,
    );
    const styles = [...container.querySelectorAll('.gh-w-field > style')];
    expect(styles.map((style) => style.textContent)).toEqual([FIELD_CSS, FIELD_CSS]);
  });
});
