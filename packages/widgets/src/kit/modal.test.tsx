import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './controls';
import { TextField } from './fields';
import { deepActiveElement, Modal } from './modal';
import { MODAL_CSS } from './modal-css';

function Harness({ withField = true }: { withField?: boolean }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  return (
    <div>
      <Button onClick={() => setOpen(true)}>Create</Button>
      <Modal
        open={open}
        title="Create access key"
        onClose={() => setOpen(false)}
        actions={
          <>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button variant="primary">Submit</Button>
          </>
        }
      >
        {withField ? <TextField label="Name" value={name} onChange={setName} /> : <p>Sure?</p>}
      </Modal>
    </div>
  );
}

const open = () => {
  const opener = screen.getByRole('button', { name: 'Create' });
  act(() => opener.focus());
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Create access key' }) };
};

describe('Modal', () => {
  it('is a labelled modal dialog that focuses its first field', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const { dialog } = open();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Name'));
    expect(dialog.parentElement?.className).toBe('gh-w-backdrop');
  });

  it('focuses the dialog itself when it has no field', () => {
    render(<Harness withField={false} />);
    const { dialog } = open();
    expect(document.activeElement).toBe(dialog);
  });

  it('traps Tab and Shift+Tab inside', () => {
    render(<Harness />);
    const { dialog } = open();
    const field = within(dialog).getByLabelText('Name');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    act(() => submit.focus());
    fireEvent.keyDown(submit, { key: 'Tab' });
    expect(document.activeElement).toBe(field);
    fireEvent.keyDown(field, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submit);
    // In the middle, Tab is left to the browser.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    act(() => cancel.focus());
    expect(fireEvent.keyDown(cancel, { key: 'Tab' })).toBe(true);
  });

  it('closes on Escape and returns focus to the opener', () => {
    render(<Harness />);
    const { opener, dialog } = open();
    fireEvent.keyDown(within(dialog).getByLabelText('Name'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('calls onClose on Escape', () => {
    const onClose = vi.fn();
    render(
      <Modal open title="Delete" onClose={onClose}>
        x
      </Modal>,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('works inside a shadow root: focus moves in and returns to the opener', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    const { unmount } = render(<Harness />, { container });
    const opener = within(container).getByRole('button', { name: 'Create' });
    act(() => opener.focus());
    expect(deepActiveElement()).toBe(opener);
    fireEvent.click(opener);
    const dialog = within(container).getByRole('dialog');
    expect(shadow.contains(dialog)).toBe(true);
    expect(deepActiveElement()).toBe(within(dialog).getByLabelText('Name'));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(deepActiveElement()).toBe(opener);
    unmount();
  });

  it('carries its own stylesheet while open', () => {
    const { container } = render(<Harness />);
    expect(container.querySelector('style')).toBeNull();
    open();
    expect(container.querySelector('.gh-w-backdrop > style')?.textContent).toBe(MODAL_CSS);
  });
});
