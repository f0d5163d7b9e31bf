import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { FLOW_ID, flowBackend, refused, renderFlow, showScreen } from '../test/flow-backend';
import { BASE_URL, server } from '../test/msw';
import type { Screen } from './create';
import { Flow } from './Flow';

// Where a screen's feedback shows, against the real engine: the screen's error at the top of
// the form under its heading, an input's error under the input, and progress on the button
// that was pressed (the engine's form names it).

const signIn: Screen = {
  id: 'sign-in',
  title: 'Sign in',
  nodes: [
    { type: 'text', variant: 'title', text: 'Sign in' },
    { type: 'text', variant: 'subtitle', text: 'Welcome back.' },
    { type: 'input', inputType: 'email', name: 'email', label: 'Email', required: true },
    { type: 'button', interactionId: 'continue', label: 'Continue', variant: 'primary' },
    {
      type: 'button',
      interactionId: 'google',
      label: 'Continue with Google',
      variant: 'sso',
      provider: 'google',
    },
  ],
} as Screen;

const follows = (a: Node, b: Node) =>
  !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('<Flow> feedback', () => {
  it("announces the screen's error at the top of the form, under its heading", async () => {
    const backend = flowBackend({
      screens: [signIn],
      start: [showScreen('sign-in')],
      next: [refused(404, 'User not found')],
    });
    renderFlow(backend, <Flow flowId={FLOW_ID} />);
    fireEvent.change(await screen.findByLabelText('Email *'), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByText('User not found');
    expect(alert.getAttribute('role')).toBe('alert');
    // Under the title and subtitle, above the first field and every button.
    expect(follows(screen.getByText('Welcome back.'), alert)).toBe(true);
    expect(follows(alert, screen.getByLabelText('Email *'))).toBe(true);
    expect(alert.closest('form')).toBe(screen.getByLabelText('Email *').closest('form'));
  });

  it("puts an input's error right under it, named by the input", async () => {
    const backend = flowBackend({ screens: [signIn], start: [showScreen('sign-in')] });
    renderFlow(backend, <Flow flowId={FLOW_ID} />);
    const email = await screen.findByLabelText('Email *');
    fireEvent.change(email, { target: { value: 'ada@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const message = await screen.findByText('Please enter a valid email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(message.id);
    // In the input's own field, straight after the control.
    expect(message.parentElement).toBe(email.closest('.gh-field'));
    expect(message.previousElementSibling).toBe(email);
  });

  it('shows a spinner on the pressed button only, busy until the step answers', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const backend = flowBackend({ screens: [signIn], start: [showScreen('sign-in')] });
    renderFlow(backend, <Flow flowId={FLOW_ID} />);
    server.use(
      http.post(`${BASE_URL}/v1/flow/next`, async () => {
        await answered;
        return HttpResponse.json(refused(401, 'Try again').body, { status: 401 });
      }),
    );
    fireEvent.change(await screen.findByLabelText('Email *'), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    const other = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(google.getAttribute('aria-busy')).toBe('true'));
    expect(google.querySelector('.gh-button-spinner')?.getAttribute('aria-hidden')).toBe('true');
    // The accessible name stays the label; the other buttons wait without a spinner.
    expect(other.getAttribute('aria-busy')).toBeNull();
    expect(other.getAttribute('aria-disabled')).toBe('true');
    expect(other.querySelector('.gh-button-spinner')).toBeNull();

    answer();
    await screen.findByText('Try again');
    expect(google.getAttribute('aria-busy')).toBeNull();
    expect(google.querySelector('.gh-button-spinner')).toBeNull();
  });
});
