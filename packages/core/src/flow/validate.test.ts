import { describe, expect, it } from 'vitest';
import { FLOW_TEXTS, FORM_TEXTS } from '../i18n/sections';
import { type ButtonNode, buttonTypeOf, type InputNode, type Screen } from './nodes';
import { enterButtonOf, hiddenValues, validateScreen } from './validate';

const input = (name: string, extra: Partial<InputNode> = {}): InputNode => ({
  type: 'input',
  name,
  inputType: 'text',
  label: name,
  ...extra,
});
const button = (interactionId: string, extra: Partial<ButtonNode> = {}): ButtonNode => ({
  type: 'button',
  interactionId,
  label: interactionId,
  variant: 'secondary',
  ...extra,
});
const screenOf = (...nodes: Screen['nodes']): Screen => ({ id: 's', nodes });
const check = (node: InputNode, value: unknown) =>
  validateScreen(screenOf(node), { [node.name]: value })[node.name];

describe('validateScreen', () => {
  it('requires a non-empty value for required inputs only', () => {
    // Core's one required message, naming the field by its label.
    expect(check(input('a', { required: true, label: 'Email' }), '')).toBe('Email is required');
    expect(check(input('a', { required: true }), undefined)).toBe('a is required');
    expect(check(input('a', { required: true, label: '' }), '')).toBe('This field is required');
    expect(check(input('a', { required: true }), 'x')).toBeUndefined();
    expect(check(input('a'), '')).toBeUndefined();
  });

  it('checks minLength and maxLength', () => {
    const node = input('a', { minLength: 3, maxLength: 5 });
    expect(check(node, 'ab')).toBe('Please enter at least 3 characters');
    expect(check(node, 'abc')).toBeUndefined();
    expect(check(node, 'abcde')).toBeUndefined();
    expect(check(node, 'abcdef')).toBe('Please enter at most 5 characters');
  });

  it('matches the whole value against pattern, with its message or the default', () => {
    expect(check(input('a', { pattern: '[a-z]+', patternMessage: 'Lower case' }), 'abC')).toBe(
      'Lower case',
    );
    expect(check(input('a', { pattern: '[a-z]+' }), 'ab1')).toBe(
      'Please match the requested format',
    );
    expect(check(input('a', { pattern: '[a-z]+' }), 'abc')).toBeUndefined();
    // A pattern that does not compile is left to the server.
    expect(check(input('a', { pattern: '(' }), 'abc')).toBeUndefined();
  });

  it('checks email format', () => {
    const node = input('email', { inputType: 'email' });
    expect(check(node, 'ada@example.com')).toBeUndefined();
    for (const bad of ['ada', 'ada@', 'ada@example', 'a da@example.com']) {
      expect(check(node, bad)).toBe('Please enter a valid email address');
    }
  });

  it("words the phone's message for its country picker, never asking for a + and a code", () => {
    expect(check(input('phone', { inputType: 'phone' }), '+12')).toBe(
      'Please enter a valid phone number for the chosen country, or choose another country',
    );
  });

  it('checks phone: + then 4 to 15 digits, no leading zero', () => {
    const node = input('phone', { inputType: 'phone' });
    expect(check(node, '+1234')).toBeUndefined();
    expect(check(node, '+123456789012345')).toBeUndefined();
    for (const bad of ['+123', '+1234567890123456', '1234567', '+0123456', '+12ab45']) {
      expect(check(node, bad)).toBe(
        'Please enter a valid phone number for the chosen country, or choose another country',
      );
    }
  });

  it('checks passcodes for exactly `digits` digits (6 by default)', () => {
    const six = input('code', { inputType: 'passcode' });
    expect(check(six, '123456')).toBeUndefined();
    expect(check(six, '12345')).toBe('Please enter the 6-digit code');
    expect(check(six, '12345a')).toBe('Please enter the 6-digit code');
    const four = input('code', { inputType: 'passcode', digits: 4 });
    expect(check(four, '1234')).toBeUndefined();
    expect(check(four, '123456')).toBe('Please enter the 4-digit code');
  });

  it('requires a required checkbox to be true', () => {
    const node = input('terms', { inputType: 'checkbox', required: true });
    expect(check(node, false)).toBe('Please check this box to continue');
    expect(check(node, undefined)).toBe('Please check this box to continue');
    expect(check(node, true)).toBeUndefined();
    expect(check(input('news', { inputType: 'checkbox' }), false)).toBeUndefined();
  });

  it('walks containers, and a noValidate button skips validation', () => {
    const screen = screenOf({
      type: 'container',
      children: [
        input('email', { inputType: 'email', required: true }),
        { type: 'container', children: [input('code', { inputType: 'passcode' })] },
        button('submit', { variant: 'primary' }),
        button('back', { noValidate: true }),
      ],
    });
    expect(validateScreen(screen, { code: '1' }, 'submit')).toEqual({
      email: 'email is required',
      code: 'Please enter the 6-digit code',
    });
    expect(validateScreen(screen, { code: '1' }, 'back')).toEqual({});
    expect(validateScreen(screen, { email: 'a@b.co', code: '123456' }, 'submit')).toEqual({});
  });

  it('collects hidden input values', () => {
    const screen = screenOf(input('h', { inputType: 'hidden', value: 'v' }), input('x'));
    expect(hiddenValues(screen)).toEqual({ h: 'v' });
    expect(validateScreen(screen, {})).toEqual({});
  });
});

describe('enterButtonOf (spec 001 §5, as the provider component reads it)', () => {
  const sso = (id: string, extra: Partial<ButtonNode> = {}) =>
    button(id, { variant: 'sso', ...extra });
  const passkey = (id: string, extra: Partial<ButtonNode> = {}) =>
    button(id, { buttonType: 'biometrics', ...extra });

  it('presses the only button, whatever its type', () => {
    expect(enterButtonOf(screenOf(button('only', { variant: 'link' })))).toBe('only');
    expect(enterButtonOf(screenOf(sso('google')))).toBe('google');
    expect(enterButtonOf(screenOf(passkey('passkey')))).toBe('passkey');
  });

  it('not the only button when it says autoSubmit: false', () => {
    expect(enterButtonOf(screenOf(button('only', { autoSubmit: false })))).toBeUndefined();
  });

  it('else the single auto-submit button, even among several button-type buttons', () => {
    const screen = screenOf(button('a', { variant: 'primary' }), button('b', { autoSubmit: true }));
    expect(enterButtonOf(screen)).toBe('b');
    expect(enterButtonOf(screenOf(button('a'), sso('google', { autoSubmit: true })))).toBe(
      'google',
    );
  });

  it('two auto-submit buttons fall through to the button-type rule', () => {
    const screen = screenOf(
      button('a', { autoSubmit: true }),
      passkey('p', { autoSubmit: true }),
      sso('google'),
    );
    // a is the only button-type button.
    expect(enterButtonOf(screen)).toBe('a');
  });

  it('else the single button of type "button", whatever its variant', () => {
    // Neither variant nor style decides: a secondary submit is a button-type button too.
    const screen = screenOf(button('next'), sso('google'), sso('github'), passkey('passkey'));
    expect(enterButtonOf(screen)).toBe('next');
    const linkOnly = screenOf(button('more', { variant: 'link' }), sso('google'));
    expect(enterButtonOf(linkOnly)).toBe('more');
  });

  it('the single button-type button marked autoSubmit: false means no Enter button', () => {
    const screen = screenOf(button('next', { autoSubmit: false }), sso('google'));
    expect(enterButtonOf(screen)).toBeUndefined();
  });

  it('two or more button-type buttons: none, and the sso button is not tried', () => {
    const screen = screenOf(
      button('a', { variant: 'primary' }),
      button('b', { variant: 'primary' }),
      sso('google'),
    );
    expect(enterButtonOf(screen)).toBeUndefined();
    expect(enterButtonOf(screenOf(button('a'), button('b')))).toBeUndefined();
  });

  it('with no button-type button at all, the single sso button', () => {
    expect(enterButtonOf(screenOf(sso('google'), passkey('passkey')))).toBe('google');
    // An explicit buttonType wins over the variant.
    expect(
      enterButtonOf(screenOf(button('styled', { variant: 'sso', buttonType: 'button' }), sso('x'))),
    ).toBe('styled');
  });

  it('not the single sso button when it says autoSubmit: false; two sso buttons: none', () => {
    expect(
      enterButtonOf(screenOf(sso('google', { autoSubmit: false }), passkey('p'))),
    ).toBeUndefined();
    expect(enterButtonOf(screenOf(sso('google'), sso('github')))).toBeUndefined();
  });

  it('buttons inside containers count; a screen without buttons has none', () => {
    const screen = screenOf({ type: 'container', children: [button('deep'), sso('google')] });
    expect(enterButtonOf(screen)).toBe('deep');
    expect(enterButtonOf(screenOf())).toBeUndefined();
    expect(enterButtonOf(undefined)).toBeUndefined();
  });
});

describe('buttonTypeOf', () => {
  it('defaults by variant: sso for sso buttons, button for the rest', () => {
    expect(buttonTypeOf(button('a', { variant: 'sso' }))).toBe('sso');
    for (const variant of ['primary', 'secondary', 'link'] as const) {
      expect(buttonTypeOf(button('a', { variant }))).toBe('button');
    }
    expect(buttonTypeOf(button('a', { buttonType: 'biometrics' }))).toBe('biometrics');
  });
});

describe('validateScreen in another locale', () => {
  it("says every message in the flow's locale: required, lengths, email, phone, code", async () => {
    const texts = { forms: await FORM_TEXTS.load('fr'), flow: await FLOW_TEXTS.load('fr') };
    const screen = screenOf(
      input('email', { inputType: 'email', required: true, label: 'Adresse e-mail' }),
      input('name', { minLength: 2 }),
      input('phone', { inputType: 'phone' }),
      input('code', { inputType: 'passcode' }),
      input('terms', { inputType: 'checkbox', required: true }),
    );
    expect(
      validateScreen(screen, { email: '', name: 'a', phone: '+1', code: '12' }, undefined, texts),
    ).toEqual({
      email: 'Le champ «\u00a0Adresse e-mail\u00a0» est obligatoire',
      name: 'Saisissez au moins 2\u00a0caractères',
      phone:
        'Saisissez un numéro de téléphone valide pour le pays choisi, ou choisissez un autre pays',
      code: 'Saisissez le code à 6\u00a0chiffres',
      terms: 'Cochez cette case pour continuer',
    });
    const short = screenOf(input('name', { minLength: 1, maxLength: 1 }));
    expect(validateScreen(short, { name: 'ab' }, undefined, texts).name).toBe(
      'Saisissez au plus 1\u00a0caractère',
    );
  });
});
