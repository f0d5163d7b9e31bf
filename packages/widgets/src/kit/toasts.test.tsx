import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toasts } from './toasts';

describe('Toasts', () => {
  it('renders successes as status, errors as alert, each dismissible', () => {
    const onDismiss = vi.fn();
    const { container, rerender } = render(
      <Toasts
        notices={[
          { id: 1, kind: 'success', text: 'Role created successfully' },
          { id: 'e', kind: 'error', text: 'Failed to delete role(s)' },
        ]}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Role created successfully');
    expect(screen.getByRole('alert').textContent).toBe('Failed to delete role(s)');
    expect(screen.getByRole('list', { name: 'Notifications' }).className).toBe('gh-w-toasts');
    const dismiss = screen.getAllByRole('button', { name: 'Dismiss' });
    expect(dismiss).toHaveLength(2);
    fireEvent.click(dismiss[1]!);
    expect(onDismiss).toHaveBeenCalledWith('e');
    fireEvent.click(dismiss[0]!);
    expect(onDismiss).toHaveBeenLastCalledWith(1);
    rerender(<Toasts notices={[]} onDismiss={onDismiss} />);
    expect(container.innerHTML).toBe('');
  });
});
