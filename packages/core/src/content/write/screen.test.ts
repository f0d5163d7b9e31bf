import { describe, expect, it } from 'vitest';
import type { Screen } from '../../flow/nodes';
import { ALLOWED_ATTRIBUTES, attributeNames, parse } from '../../test/content-html';
import { screenToHtml } from './screen';

// A flow screen written as the provider's screen file, read back with a browser's parser.

const SCREEN: Screen = {
  id: 'every-node',
  title: 'Sign in',
  nodes: [
    { type: 'text', text: 'Sign in', variant: 'title' },
    { type: 'text', text: 'Welcome back, {email}.', variant: 'subtitle' },
    { type: 'text', text: 'Plain' },
    { type: 'text', text: 'Small print', variant: 'caption' },
    { type: 'text', id: 'err', text: '', variant: 'error' },
    {
      type: 'input',
      name: 'email',
      inputType: 'email',
      label: 'Email',
      placeholder: 'you@example.com',
      required: true,
      autoComplete: 'username webauthn',
    },
    {
      type: 'input',
      name: 'password',
      inputType: 'password',
      label: 'Password',
      autoComplete: 'current-password',
    },
    {
      type: 'input',
      name: 'newPassword',
      inputType: 'password',
      label: 'New password',
      autoComplete: 'new-password',
      minLength: 8,
    },
    {
      type: 'input',
      name: 'phone',
      inputType: 'phone',
      label: 'Phone',
      pattern: '^\\+[1-9]\\d{3,14}$',
      patternMessage: 'Enter a valid phone number',
    },
    { type: 'input', name: 'agree', inputType: 'checkbox', label: 'I agree' },
    {
      type: 'input',
      name: 'code',
      inputType: 'passcode',
      label: 'Code',
      digits: 6,
      autoSubmit: true,
      autoComplete: 'one-time-code',
      required: true,
    },
    {
      type: 'input',
      name: 'country',
      inputType: 'select',
      label: 'Country',
      options: [
        { value: 'fr', label: 'France' },
        { value: 'us', label: 'United States' },
      ],
    },
    { type: 'input', name: 'token', inputType: 'hidden', label: '', value: 'abc' },
    {
      type: 'button',
      interactionId: 'continue',
      label: 'Continue',
      variant: 'primary',
      autoSubmit: true,
    },
    {
      type: 'container',
      direction: 'row',
      children: [
        {
          type: 'button',
          interactionId: 'google',
          label: 'Google',
          variant: 'sso',
          provider: 'google',
          noValidate: true,
        },
        {
          type: 'button',
          interactionId: 'passkey',
          label: 'Passkey',
          variant: 'secondary',
          buttonType: 'biometrics',
        },
      ],
    },
    { type: 'button', interactionId: 'back', label: 'Back', variant: 'link', noValidate: true },
    { type: 'link', href: 'https://example.com/terms', text: 'Terms' },
    { type: 'link', href: 'javascript:alert(1)', text: 'Bad' },
    { type: 'image', src: 'https://example.com/logo.png', alt: 'Logo', width: 40, height: 40 },
    { type: 'totp', id: 'totp' },
    { type: 'oneTap', id: 'oneTap', provider: 'google' },
    { type: 'unknown', component: 'descope-recaptcha' },
  ],
};

describe('screenToHtml', () => {
  const html = screenToHtml(SCREEN);
  const page = parse(html);
  const tags = (root: Element) => [...root.children].map((child) => child.tagName.toLowerCase());

  it('writes each node as the provider component, in order, and nothing for an unknown one', () => {
    expect(tags(page)).toEqual([
      'descope-text',
      'descope-text',
      'descope-text',
      'descope-text',
      'descope-text',
      'descope-email-field',
      'descope-password',
      'descope-new-password',
      'descope-phone-field',
      'descope-checkbox',
      'descope-passcode',
      'descope-combo-box',
      'input',
      'descope-button',
      'descope-container',
      'descope-button',
      'descope-link',
      'descope-link',
      'descope-image',
      'descope-totp-image',
      'descope-one-tap',
    ]);
    const variants = [...page.querySelectorAll(':scope > descope-text')].map((text) =>
      text.getAttribute('variant'),
    );
    expect(variants).toEqual(['h1', 'subtitle1', 'body1', 'caption', 'body2']);
    for (const name of attributeNames(html)) expect(ALLOWED_ATTRIBUTES).toContain(name);
  });

  it("gives the title first, and a form value's placeholder in the provider's words", () => {
    expect(page.querySelector('descope-text[variant="h1"]')?.textContent).toBe('Sign in');
    expect(page.querySelector('descope-text[variant="subtitle1"]')?.textContent).toBe(
      'Welcome back, {{form.email}}.',
    );
    const error = page.querySelector('[data-type="error-message"]');
    expect([error?.getAttribute('mode'), error?.id]).toEqual(['error', 'err']);
  });

  it('writes the inputs with their names, labels and rules', () => {
    const fields = [...page.querySelectorAll('[name]')].map((field) => [
      field.getAttribute('name'),
      field.getAttribute('label'),
    ]);
    expect(fields).toEqual([
      ['email', 'Email'],
      ['password', 'Password'],
      ['newPassword', 'New password'],
      ['phone', 'Phone'],
      ['agree', 'I agree'],
      ['code', 'Code'],
      ['country', 'Country'],
      ['token', null],
    ]);
    const email = page.querySelector('descope-email-field');
    expect(email?.getAttribute('required')).toBe('true');
    expect(email?.getAttribute('autocomplete')).toBe('username webauthn');
    expect(email?.getAttribute('placeholder')).toBe('you@example.com');
    expect(page.querySelector('descope-new-password')?.getAttribute('minlength')).toBe('8');
    const phone = page.querySelector('descope-phone-field');
    expect(phone?.getAttribute('pattern')).toBe('^\\+[1-9]\\d{3,14}$');
    expect(phone?.getAttribute('data-errormessage-pattern-mismatch')).toBe(
      'Enter a valid phone number',
    );
    const passcode = page.querySelector('descope-passcode');
    expect(passcode?.getAttribute('digits')).toBe('6');
    expect(passcode?.getAttribute('data-auto-submit')).toBe('true');
    const options = [...page.querySelectorAll('descope-combo-box span')].map((span) => [
      span.getAttribute('data-id'),
      span.getAttribute('data-name'),
      span.textContent,
    ]);
    expect(options).toEqual([
      ['fr', 'France', 'France'],
      ['us', 'United States', 'United States'],
    ]);
    const hidden = page.querySelector('input');
    expect([hidden?.getAttribute('type'), hidden?.getAttribute('value')]).toEqual([
      'hidden',
      'abc',
    ]);
  });

  it('gives each button its interaction as id, its variant, type and validation', () => {
    const buttons = [...page.querySelectorAll('descope-button')].map((button) => ({
      id: button.id,
      label: button.textContent,
      variant: button.getAttribute('variant'),
      type: button.getAttribute('data-type'),
      noValidate: button.getAttribute('formnovalidate'),
      autoSubmit: button.getAttribute('auto-submit'),
      provider: button.getAttribute('provider'),
    }));
    expect(buttons).toEqual([
      {
        id: 'continue',
        label: 'Continue',
        variant: 'contained',
        type: 'button',
        noValidate: null,
        autoSubmit: 'true',
        provider: null,
      },
      {
        id: 'google',
        label: 'Google',
        variant: 'outline',
        type: 'sso',
        noValidate: 'true',
        autoSubmit: null,
        provider: 'google',
      },
      {
        id: 'passkey',
        label: 'Passkey',
        variant: 'outline',
        type: 'biometrics',
        noValidate: null,
        autoSubmit: null,
        provider: null,
      },
      {
        id: 'back',
        label: 'Back',
        variant: 'link',
        type: 'button',
        noValidate: 'true',
        autoSubmit: null,
        provider: null,
      },
    ]);
    expect(page.querySelector('descope-container')?.getAttribute('direction')).toBe('row');
  });

  it('keeps safe addresses only, and writes images, TOTP and One Tap', () => {
    const links = [...page.querySelectorAll('descope-link')];
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['https://example.com/terms', 'Terms'],
      [null, 'Bad'],
    ]);
    const image = page.querySelector('descope-image');
    expect(['src', 'alt', 'width', 'height'].map((name) => image?.getAttribute(name))).toEqual([
      'https://example.com/logo.png',
      'Logo',
      '40',
      '40',
    ]);
    expect(page.querySelector('descope-totp-image')?.id).toBe('totp');
    const oneTap = page.querySelector('descope-one-tap');
    expect([oneTap?.id, oneTap?.getAttribute('provider')]).toEqual(['oneTap', 'google']);
  });
});

describe('a hostile screen', () => {
  it('comes out as text: no element, attribute or placeholder is made of its words', () => {
    const script = '<script>alert(1)</script>';
    const breakout = '"><img src=x onerror=alert(1)>';
    const screen: Screen = {
      id: 'x',
      nodes: [
        { type: 'text', text: script, variant: 'title' },
        { type: 'text', text: 'Hi {{user.email}} and {name}' },
        { type: 'input', name: 'a', inputType: 'text', label: breakout, placeholder: "{{x}} '" },
        { type: 'button', interactionId: breakout, label: script, variant: 'primary' },
        { type: 'link', href: 'https://x.test/?q="><script>', text: '{{secret}}' },
      ],
    };
    const html = screenToHtml(screen);
    const page = parse(html);
    expect(page.querySelectorAll('script, img')).toHaveLength(0);
    expect(html).not.toMatch(/<script|<img/);
    // The only placeholders are the screen's own, form values (`{{secret}}` is Gatehouse's
    // `{secret}` in literal braces): `{{user.email}}` is not one.
    expect(html.match(/\{\{[^}]*\}\}/g)).toEqual(['{{form.name}}', '{{form.secret}}']);
    expect(page.querySelector('descope-text[variant="h1"]')?.textContent).toBe(script);
    expect(page.querySelector('descope-text-field')?.getAttribute('label')).toBe(breakout);
    const button = page.querySelector('descope-button');
    expect([button?.id, button?.textContent]).toEqual([breakout, script]);
    const strip = (value: string | null | undefined) => value?.replaceAll('\u200b', '');
    expect(strip(page.querySelector('descope-text[variant="body1"]')?.textContent)).toBe(
      'Hi {{user.email}} and {{form.name}}',
    );
    expect(strip(page.querySelector('descope-link')?.textContent)).toBe('{{{form.secret}}}');
    expect(page.querySelector('descope-link')?.getAttribute('href')).toBe(
      'https://x.test/?q="><script>',
    );
    for (const name of attributeNames(html)) expect(ALLOWED_ATTRIBUTES).toContain(name);
  });
});
