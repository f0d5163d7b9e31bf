import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type BackendOptions,
  codeScreen,
  doneScreen,
  emailScreen,
  everyNode,
  FLOW_ID,
  flowBackend,
  refused,
  renderFlow,
  showScreen,
} from '../test/flow-backend';
import { Flow } from './Flow';

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const ORIGIN = window.location.origin;

/** Render <Flow> against a backend whose start answer shows `screenId` with `state`. */
async function shown(
  screens: BackendOptions['screens'],
  screenId: string,
  state: Record<string, unknown> = {},
  next: BackendOptions['next'] = [],
) {
  const backend = flowBackend({ screens, start: [showScreen(screenId, '1', state)], next });
  const view = renderFlow(backend, <Flow flowId={FLOW_ID} />);
  await waitFor(() => expect(document.querySelector(`[data-screen="${screenId}"]`)).toBeTruthy());
  return { backend, ...view };
}

const boxesOf = (name: string) =>
  within(screen.getByRole('group', { name })).getAllByRole('textbox') as HTMLInputElement[];

describe('<Flow> screen rendering', () => {
  it('renders every node kind as accessible controls and submits the typed values', async () => {
    const { backend } = await shown(
      [everyNode, doneScreen],
      'everything',
      {
        form: { app: 'Acme' },
        // The error node shows the screen's errorText (the provider's error-message rule).
        errorText: 'Heads up',
        totp: {
          image:
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
          key: 'JBSWY3DPEHPK3PXP',
          provisionUrl: 'otpauth://totp/Acme:ada?secret=JBSWY3DPEHPK3PXP',
        },
      },
      [showScreen('done', '2')],
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByText('Sign in to Acme')).toBeTruthy();
    expect(screen.getAllByRole('alert').some((el) => el.textContent === 'Heads up')).toBe(true);

    expect(input('Full name').type).toBe('text');
    const email = input('Email *');
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    expect(email.placeholder).toBe('you@example.com');
    expect(input('Phone').type).toBe('tel');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toBeTruthy();
    expect(input('Password').type).toBe('password');
    const boxes = boxesOf('Code');
    expect(boxes).toHaveLength(4);
    expect(boxes.every((box) => box.inputMode === 'numeric')).toBe(true);
    expect(input('Remember me').type).toBe('checkbox');
    const role = screen.getByRole('combobox', { name: 'Role' }) as HTMLSelectElement;
    expect([...role.options].map((o) => o.value)).toEqual(['', 'admin', 'viewer']);
    const hidden = document.querySelector('input[type="hidden"]') as HTMLInputElement;
    expect(hidden).toMatchObject({ name: 'ref', value: 'r-1' });

    expect(screen.getByRole('img', { name: 'Logo' }).getAttribute('src')).toBe(
      'https://cdn.example.com/logo.png',
    );
    const terms = screen.getByRole('link', { name: 'Terms' });
    expect(terms.getAttribute('href')).toBe('https://example.com/terms');
    expect(terms.getAttribute('rel')).toContain('noopener');
    const qr = screen.getByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,iVBOR/);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Open in authenticator app' }).getAttribute('href'),
    ).toMatch(/^otpauth:\/\/totp\//);

    const buttons = ['Continue', 'Back', 'Google', 'Forgot password?'].map((name) =>
      screen.getByRole('button', { name }),
    );
    expect(buttons.map((b) => b.getAttribute('type'))).toEqual(Array(4).fill('button'));
    expect(buttons.map((b) => b.dataset.variant)).toEqual(['primary', 'secondary', 'sso', 'link']);
    expect(document.querySelector('.gh-container[data-direction="row"]')).toBeTruthy();

    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    fireEvent.click(role);
    fireEvent.change(role, { target: { value: 'viewer' } });
    fireEvent.click(input('Remember me'));
    fireEvent.click(buttons[1]!);
    await waitFor(() => expect(backend.nexts).toHaveLength(1));
    // The engine's form holds what the controls reported; a hidden input keeps its own value.
    expect(backend.nexts[0]).toMatchObject({
      interactionId: 'back',
      input: {
        email: 'ada@example.com',
        role: 'viewer',
        remember: true,
        ref: 'r-1',
        origin: ORIGIN,
      },
    });
    await screen.findByText('All set');
  });

  it('does not render unsafe image, link or QR URLs', async () => {
    await shown(
      [
        {
          id: 'unsafe',
          nodes: [
            { type: 'image', src: 'javascript:alert(1)', alt: 'Bad image' },
            { type: 'image', src: 'data:text/html;base64,PHNjcmlwdD4=', alt: 'Html image' },
            { type: 'link', href: 'javascript:alert(1)', text: 'Bad link' },
            { type: 'link', href: 'data:text/html,<script>1</script>', text: 'Data link' },
            { type: 'totp' },
            { type: 'button', interactionId: 'b', label: 'Go', variant: 'primary' },
          ],
        },
      ],
      'unsafe',
      { totp: { image: 'javascript:alert(1)', provisionUrl: 'javascript:alert(2)' } },
    );
    expect(screen.getByRole('button', { name: 'Go' })).toBeTruthy();
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    expect(screen.queryByText('Bad link')).toBeNull();
  });

  it('fills text placeholders from the form values as plain text', async () => {
    const attack = '<script>window.pwned = true</script><img src=x onerror=alert(1)>';
    await shown([codeScreen], 'code', { form: { email: attack } });
    expect(screen.getByText(`We sent a code to ${attack}`)).toBeTruthy();
    expect(document.querySelector('.gh-flow script')).toBeNull();
    expect(document.querySelector('.gh-flow img')).toBeNull();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('keeps typed values after an invalid press and after a server error', async () => {
    const { backend } = await shown(
      [emailScreen, codeScreen],
      'email',
      { form: { email: 'prefilled@example.com' } },
      [refused(404, 'User not found')],
    );
    const email = input('Email *');
    expect(email.value).toBe('prefilled@example.com');
    fireEvent.change(email, { target: { value: 'ada@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    // The engine's validation refuses it: nothing is sent, the message points at the field.
    const message = await screen.findByText('Please enter a valid email address');
    expect(backend.nexts).toHaveLength(0);
    expect(input('Email *').value).toBe('ada@');
    expect(input('Email *').getAttribute('aria-invalid')).toBe('true');
    expect(input('Email *').getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(input('Email *'));

    // Editing the field clears its message.
    fireEvent.change(input('Email *'), { target: { value: 'ada@example.com' } });
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(input('Email *').getAttribute('aria-invalid')).toBeNull();

    // The server refuses: the values stay, the error shows.
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(backend.nexts).toHaveLength(1));
    expect(backend.nexts[0]).toMatchObject({
      interactionId: 'continue',
      input: { email: 'ada@example.com', origin: ORIGIN },
    });
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((a) => a.textContent === 'User not found')).toBe(
        true,
      ),
    );
    expect(input('Email *').value).toBe('ada@example.com');
  });

  it('presses the Enter button on Enter in a text input, and nothing without one', async () => {
    const backend = flowBackend({
      screens: [
        emailScreen,
        {
          id: 'two',
          nodes: [
            ...emailScreen.nodes,
            { type: 'button', interactionId: 'other', label: 'Other', variant: 'primary' },
          ],
        },
      ],
      start: [showScreen('email')],
      next: [showScreen('two', '2'), showScreen('two', '2')],
    });
    renderFlow(backend, <Flow flowId={FLOW_ID} />);
    const email = await screen.findByLabelText('Email *');
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    fireEvent.keyDown(email, { key: 'Enter' });
    await waitFor(() => expect(backend.nexts).toHaveLength(1));
    expect(backend.nexts[0]).toMatchObject({ interactionId: 'continue' });

    // Two primary buttons on screen 'two': no rule of spec 001 §5 picks one, so Enter does nothing.
    await waitFor(() => expect(document.querySelector('[data-screen="two"]')).toBeTruthy());
    fireEvent.change(input('Email *'), { target: { value: 'ada@example.com' } });
    fireEvent.keyDown(input('Email *'), { key: 'Enter' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(backend.nexts).toHaveLength(1);
  });

  it('fills every passcode box from a paste and submits the complete code once', async () => {
    const { backend } = await shown(
      [codeScreen, doneScreen],
      'code',
      { form: { email: 'ada@example.com' } },
      [showScreen('done', '2')],
    );
    const boxes = boxesOf('Verification code');
    expect(boxes).toHaveLength(6);
    expect(document.activeElement).toBe(boxes[0]);

    fireEvent.paste(boxes[2]!, { clipboardData: { getData: () => '12 34-56' } });
    expect(boxes.map((box) => box.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    await screen.findByText('All set');
    expect(backend.nexts).toHaveLength(1);
    expect(backend.nexts[0]).toMatchObject({ interactionId: 'code', input: { code: '123456' } });
  });

  it('auto-advances typed digits, goes back on Backspace, and waits until complete', async () => {
    const { backend } = await shown([codeScreen], 'code');
    const boxes = boxesOf('Verification code');
    for (const [index, digit] of ['9', '8', '7'].entries()) {
      fireEvent.change(boxes[index]!, { target: { value: digit } });
      expect(document.activeElement).toBe(boxes[index + 1]);
    }
    fireEvent.change(boxes[3]!, { target: { value: 'x' } });
    expect(boxes[3]!.value).toBe('');
    fireEvent.keyDown(boxes[3]!, { key: 'Backspace' });
    expect(document.activeElement).toBe(boxes[2]);
    expect(boxes.map((box) => box.value)).toEqual(['9', '8', '', '', '', '']);
    // A digit typed into a later empty box lands right after the code so far.
    fireEvent.change(boxes[5]!, { target: { value: '4' } });
    expect(boxes.map((box) => box.value)).toEqual(['9', '8', '4', '', '', '']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(backend.nexts).toHaveLength(0);
  });

  it('after a wrong code clears the boxes, focuses the first, and submits the next code once', async () => {
    const { backend } = await shown([codeScreen, doneScreen], 'code', {}, [
      showScreen('code', '1', { errorText: 'Wrong code' }),
      showScreen('done', '2'),
    ]);
    const boxes = boxesOf('Verification code');
    for (const [index, digit] of [...'111111'].entries()) {
      fireEvent.change(boxes[index]!, { target: { value: digit } });
    }
    await screen.findByText('Wrong code');
    await waitFor(() =>
      expect(boxesOf('Verification code').every((box) => box.value === '')).toBe(true),
    );
    expect(document.activeElement).toBe(boxesOf('Verification code')[0]);

    for (const [index, digit] of [...'246810'].entries()) {
      fireEvent.change(boxesOf('Verification code')[index]!, { target: { value: digit } });
    }
    await screen.findByText('All set');
    expect(backend.nexts).toHaveLength(2);
    expect(backend.nexts[0]).toMatchObject({ input: { code: '111111' } });
    expect(backend.nexts[1]).toMatchObject({ input: { code: '246810' } });
  });

  it('toggles the password visibility', async () => {
    await shown([everyNode], 'everything');
    const password = input('Password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it('combines the country code and the number of a phone input', async () => {
    const { backend } = await shown(
      [
        {
          id: 'phone',
          nodes: [
            { type: 'input', inputType: 'phone', name: 'phone', label: 'Phone' },
            { type: 'input', inputType: 'phone', name: 'other', label: 'Other phone' },
            { type: 'button', interactionId: 'send', label: 'Send code', variant: 'primary' },
          ],
        },
      ],
      'phone',
      { form: { other: '+972501234567' } },
    );
    const [code, otherCode] = screen.getAllByRole('combobox', {
      name: 'Country code',
    }) as HTMLSelectElement[];
    // The country list loads on demand; the prefilled number then shows in its country.
    await waitFor(() => expect(otherCode!.value).toBe('IL'));
    expect(input('Other phone').value).toBe('501234567');
    // Compact: the box around each select shows the region and code, the select lists names.
    const box = (select: HTMLSelectElement) => select.parentElement as HTMLElement;
    expect(box(otherCode!).className).toBe('gh-phone-country');
    expect(box(otherCode!).textContent?.startsWith('IL +972')).toBe(true);
    fireEvent.change(code!, { target: { value: 'GB' } });
    expect(box(code!).textContent?.startsWith('GB +44')).toBe(true);
    fireEvent.change(input('Phone'), { target: { value: '7700 900-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(backend.nexts).toHaveLength(1));
    expect(backend.nexts[0]).toMatchObject({
      interactionId: 'send',
      input: { phone: '+447700900123', other: '+972501234567' },
    });
  });

  it('focuses the first input when a screen appears, else the first button', async () => {
    const backend = flowBackend({
      screens: [emailScreen, codeScreen, doneScreen],
      start: [showScreen('email')],
      next: [showScreen('code', '2'), showScreen('done', '1.5')],
    });
    renderFlow(backend, <Flow flowId={FLOW_ID} />);
    const email = await screen.findByLabelText('Email *');
    expect(document.activeElement).toBe(email);
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.querySelector('[data-screen="code"]')).toBeTruthy());
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Digit 1 of 6');
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await screen.findByText('All set');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    expect(document.querySelector('.gh-screen')?.getAttribute('data-direction')).toBe('back');
  });
});
