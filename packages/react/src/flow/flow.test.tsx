import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Flow } from './Flow';
import { codeScreen, emailScreen, everyNode, fakeFlow, renderWithClient } from './test/fake';

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('<Flow> screen rendering', () => {
  it('renders every node kind as accessible controls', async () => {
    const flow = fakeFlow();
    renderWithClient(<Flow flowId="sign-in" flow={flow} />);
    act(() =>
      flow.show(everyNode, {
        form: { app: 'Acme' },
        totp: {
          image:
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
          key: 'JBSWY3DPEHPK3PXP',
          provisionUrl: 'otpauth://totp/Acme:ada?secret=JBSWY3DPEHPK3PXP',
        },
      }),
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
    const code = screen.getByRole('group', { name: 'Code' });
    const boxes = within(code).getAllByRole('textbox') as HTMLInputElement[];
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
    await waitFor(() => expect(flow.submit).toHaveBeenCalledTimes(1));
    expect(flow.submit).toHaveBeenCalledWith('back', {
      email: 'ada@example.com',
      role: 'viewer',
      remember: true,
      ref: 'r-1',
    });
  });

  it('does not render unsafe image, link or QR URLs', () => {
    const flow = fakeFlow();
    renderWithClient(<Flow flowId="f" flow={flow} />);
    act(() =>
      flow.show(
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
        { totp: { image: 'javascript:alert(1)', provisionUrl: 'javascript:alert(2)' } },
      ),
    );
    expect(screen.getByRole('button', { name: 'Go' })).toBeTruthy();
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    expect(screen.queryByText('Bad link')).toBeNull();
  });

  it('fills text placeholders from the form values as plain text', () => {
    const flow = fakeFlow();
    renderWithClient(<Flow flowId="f" flow={flow} />);
    const attack = '<script>window.pwned = true</script><img src=x onerror=alert(1)>';
    act(() => flow.show(codeScreen, { form: { email: attack } }));
    expect(screen.getByText(`We sent a code to ${attack}`)).toBeTruthy();
    expect(document.querySelector('.gh-flow script')).toBeNull();
    expect(document.querySelector('.gh-flow img')).toBeNull();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('keeps typed values after an invalid submit and after a server error text', async () => {
    const flow = fakeFlow();
    flow.submit.mockResolvedValueOnce({ ok: false, invalid: { email: 'Enter a valid email' } });
    renderWithClient(<Flow flowId="f" flow={flow} />);
    act(() => flow.show(emailScreen, { form: { email: 'prefilled@example.com' } }));
    const email = input('Email *');
    expect(email.value).toBe('prefilled@example.com');
    fireEvent.change(email, { target: { value: 'ada@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const message = await screen.findByText('Enter a valid email');
    expect(flow.submit).toHaveBeenCalledWith('continue', { email: 'ada@' });
    expect(input('Email *').value).toBe('ada@');
    expect(input('Email *').getAttribute('aria-invalid')).toBe('true');
    expect(input('Email *').getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(input('Email *'));

    // Editing the field clears its message.
    fireEvent.change(input('Email *'), { target: { value: 'ada@example' } });
    expect(screen.queryByText('Enter a valid email')).toBeNull();
    expect(input('Email *').getAttribute('aria-invalid')).toBeNull();

    // The server answers with an error text on the same screen: values stay.
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(flow.submit).toHaveBeenCalledTimes(2));
    act(() => flow.set({ status: 'loading' }));
    expect(input('Email *').value).toBe('ada@example');
    act(() => flow.show(emailScreen, { errorText: 'User not found', form: { email: 'x@y.z' } }));
    const alerts = screen.getAllByRole('alert');
    expect(alerts.some((alert) => alert.textContent === 'User not found')).toBe(true);
    expect(input('Email *').value).toBe('ada@example');

    // A different screen id resets the values.
    act(() => flow.show(codeScreen, { form: { email: 'ada@example' } }));
    act(() => flow.show(emailScreen, {}));
    expect(input('Email *').value).toBe('');
  });

  it('presses the enter button on Enter in a text input', async () => {
    const flow = fakeFlow();
    flow.enterButton.mockReturnValue('continue');
    renderWithClient(<Flow flowId="f" flow={flow} />);
    act(() => flow.show(emailScreen));
    fireEvent.change(input('Email *'), { target: { value: 'ada@example.com' } });
    fireEvent.keyDown(input('Email *'), { key: 'Enter' });
    await waitFor(() => expect(flow.submit).toHaveBeenCalledTimes(1));
    expect(flow.submit).toHaveBeenCalledWith('continue', { email: 'ada@example.com' });

    flow.enterButton.mockReturnValue(undefined);
    fireEvent.keyDown(input('Email *'), { key: 'Enter' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(flow.submit).toHaveBeenCalledTimes(1);
  });

  it('fills every passcode box from a paste and submits it when valid', async () => {
    const flow = fakeFlow();
    flow.enterButton.mockReturnValue('verify');
    renderWithClient(<Flow flowId="f" flow={flow} />);
    act(() => flow.show(codeScreen, { form: { email: 'ada@example.com' } }));
    const boxes = within(screen.getByRole('group', { name: 'Verification code' })).getAllByRole(
      'textbox',
    ) as HTMLInputElement[];
    expect(boxes).toHaveLength(6);
    expect(document.activeElement).toBe(boxes[0]);

    fireEvent.paste(boxes[2]!, { clipboardData: { getData: () => '12 34-56' } });
    expect(boxes.map((box) => box.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    await waitFor(() => expect(flow.submit).toHaveBeenCalledTimes(1));
    expect(flow.submit).toHaveBeenCalledWith('verify', { code: '123456' });
    expect(flow.validate).toHaveBeenCalledWith({ code: '123456' }, 'verify');
  });

  it('auto-advances typed passcode digits, goes back on Backspace, and waits until complete', async () => {
    const flow = fakeFlow();
    flow.enterButton.mockReturnValue('verify');
    renderWithClient(<Flow flowId="f" flow={flow} />);
    act(() => flow.show(codeScreen));
    const boxes = within(screen.getByRole('group', { name: 'Verification code' })).getAllByRole(
      'textbox',
    ) as HTMLInputElement[];
    for (const [index, digit] of ['9', '8', '7'].entries()) {
      fireEvent.change(boxes[index]!, { target: { value: digit } });
      expect(document.activeElement).toBe(boxes[index + 1]);
    }
    fireEvent.change(boxes[3]!, { target: { value: 'x' } });
    expect(boxes[3]!.value).toBe('');
    fireEvent.keyDown(boxes[3]!, { key: 'Backspace' });
    expect(document.activeElement).toBe(boxes[2]);
    expect(boxes[2]!.value).toBe('');
    expect(flow.submit).not.toHaveBeenCalled();

    // An invalid code (by the engine's rules) is not auto-submitted.
    flow.validate.mockReturnValue({ code: 'Invalid code' });
    fireEvent.paste(boxes[0]!, { clipboardData: { getData: () => '111111' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(flow.submit).not.toHaveBeenCalled();
  });

  it('toggles the password visibility', () => {
    const flow = fakeFlow();
    renderWithClient(<Flow flowId="f" flow={flow} />);
    act(() => flow.show(everyNode));
    const password = input('Password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it('combines the country code and the number of a phone input', async () => {
    const flow = fakeFlow();
    renderWithClient(<Flow flowId="f" flow={flow} />);
    act(() =>
      flow.show(
        {
          id: 'phone',
          nodes: [
            { type: 'input', inputType: 'phone', name: 'phone', label: 'Phone' },
            { type: 'input', inputType: 'phone', name: 'other', label: 'Other phone' },
            { type: 'button', interactionId: 'send', label: 'Send code', variant: 'primary' },
          ],
        },
        { form: { other: '+972501234567' } },
      ),
    );
    const [code, otherCode] = screen.getAllByRole('combobox', {
      name: 'Country code',
    }) as HTMLSelectElement[];
    expect(otherCode!.value).toBe('972');
    expect(input('Other phone').value).toBe('501234567');
    fireEvent.change(code!, { target: { value: '44' } });
    fireEvent.change(input('Phone'), { target: { value: '7700 900-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(flow.submit).toHaveBeenCalledTimes(1));
    expect(flow.submit).toHaveBeenCalledWith('send', {
      phone: '+447700900123',
      other: '+972501234567',
    });
  });

  it('focuses the first input when a screen appears, else the first button', () => {
    const flow = fakeFlow();
    renderWithClient(<Flow flowId="f" flow={flow} />);
    act(() => flow.show(emailScreen));
    expect(document.activeElement).toBe(input('Email *'));
    act(() => flow.show(codeScreen, {}, { direction: 'forward' }));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Digit 1 of 6');
    act(() =>
      flow.show(
        {
          id: 'done',
          nodes: [
            { type: 'text', text: 'All set' },
            { type: 'button', interactionId: 'ok', label: 'OK', variant: 'primary' },
          ],
        },
        {},
        { direction: 'back' },
      ),
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    expect(document.querySelector('.gh-screen')?.getAttribute('data-direction')).toBe('back');
  });
});
