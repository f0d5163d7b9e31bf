// The built-in flows' screens: UI-node trees (the Screen type of @gatehouse/core's
// flow/nodes), served as the provider's screen files `{screenId}.html` under
// /pages/{projectId}/v2-beta/ (written by core's screenToHtml, static/screens.ts). Text is
// plain; the provider's `{{form.name}}` placeholders are filled by the flow engine from the
// screen state (`form.x` is the server's form value x).

import { NAME_MAX_LENGTH } from '@gatehouse/core';

type Node = Record<string, unknown>;
export interface ScreenDocument {
  id: string;
  title: string;
  nodes: Node[];
  /** Waits for something done elsewhere: the client polls while it shows (Screen.polls). */
  polls?: true;
}

const title = (text: string): Node => ({ type: 'text', text, variant: 'title' });
const subtitle = (text: string): Node => ({ type: 'text', text, variant: 'subtitle' });
const body = (text: string): Node => ({ type: 'text', text, variant: 'body' });
const caption = (text: string): Node => ({ type: 'text', text, variant: 'caption' });

/** The project's password policy, in words (src/auth/password-policy.ts). */
const POLICY = 'At least 8 characters, with upper and lower case letters, a number and a symbol.';

const newPasswordInput = (): Node => ({
  type: 'input',
  name: 'newPassword',
  inputType: 'password',
  label: 'New password',
  required: true,
  autoComplete: 'new-password',
  minLength: 8,
});

const emailInput = (label = 'Email'): Node => ({
  type: 'input',
  name: 'email',
  inputType: 'email',
  label,
  placeholder: 'you@example.com',
  required: true,
  autoComplete: 'email',
});

/**
 * The login id field of a screen that offers passkeys: `webauthn` in its autocomplete tokens
 * makes the client run passkey autofill (conditional UI) on it, and a passkey picked there
 * submits the screen with the field's name as the interaction.
 */
// Its `id` is the interaction the provider's web component sends for a passkey picked there.
const passkeyEmailInput = (): Node => ({
  ...emailInput(),
  id: 'email',
  autoComplete: 'username webauthn',
});

// Its `id` is the interaction the provider's web component sends when the code auto-submits.
const codeInput = (label: string): Node => ({
  type: 'input',
  id: 'code',
  name: 'code',
  inputType: 'passcode',
  label,
  required: true,
  digits: 6,
  autoSubmit: true,
  autoComplete: 'one-time-code',
});

type Variant = 'primary' | 'secondary' | 'sso' | 'link';
const button = (
  interactionId: string,
  label: string,
  variant: Variant,
  extra: Node = {},
): Node => ({ type: 'button', interactionId, label, variant, ...extra });

const primary = (interactionId: string, label: string) =>
  button(interactionId, label, 'primary', { autoSubmit: true });
const back = (label = 'Back') => button('back', label, 'link', { noValidate: true });
const sso = (provider: string, label: string) =>
  button(provider, label, 'sso', { provider, noValidate: true });
const row = (...children: Node[]): Node => ({ type: 'container', direction: 'row', children });

const screen = (
  id: string,
  heading: string,
  nodes: Node[],
  options: { polls?: true } = {},
): ScreenDocument => ({
  id,
  title: heading,
  nodes: [title(heading), ...nodes],
  ...options,
});

export const SCREENS: ScreenDocument[] = [
  // sign-up-or-in
  screen('welcome', 'Sign in or sign up', [
    subtitle('Enter your email to continue.'),
    passkeyEmailInput(),
    primary('continue', 'Continue'),
    button('passkey', 'Continue with passkey', 'secondary'),
    row(sso('google', 'Continue with Google'), sso('github', 'Continue with GitHub')),
    button('magicLink', 'Email me a magic link', 'link'),
    button('enchantedLink', 'Email me a sign-in link (enchanted)', 'link'),
  ]),
  screen('welcome-back', 'Welcome back', [
    subtitle('Sign in again with your email, or use another account.'),
    passkeyEmailInput(),
    primary('continue', 'Continue'),
    button('passkey', 'Continue with passkey', 'secondary'),
    button('other', 'Use another account', 'link', { noValidate: true }),
  ]),
  screen('password', 'Enter your password', [
    subtitle('{{form.email}}'),
    {
      type: 'input',
      name: 'password',
      inputType: 'password',
      label: 'Password',
      required: true,
      autoComplete: 'current-password',
    },
    primary('signIn', 'Sign in'),
    button('useCode', 'Use a code instead', 'link', { noValidate: true }),
    back(),
  ]),
  screen('email-code', 'Check your email', [
    subtitle('We emailed a 6-digit code to {{form.email}}.'),
    codeInput('Code'),
    primary('verify', 'Verify'),
    button('resend', 'Send a new code', 'link', { noValidate: true }),
    back(),
  ]),
  // The code screen of the flows that sign in existing users only: it reads the same whether
  // the email has an account or not (nothing is sent to one without), so it tells nothing.
  screen('sign-in-code', 'Check your email', [
    subtitle('If an account exists for {{form.email}}, we emailed it a 6-digit code.'),
    codeInput('Code'),
    primary('verify', 'Verify'),
    button('resend', 'Send a new code', 'link', { noValidate: true }),
    back(),
  ]),
  screen('choose-password', 'Choose a password', [
    body(
      'With a password you can sign in without waiting for a code; or skip this step. At least 8 characters, with upper and lower case letters, a number and a symbol.',
    ),
    {
      type: 'input',
      name: 'password',
      inputType: 'password',
      label: 'New password',
      required: true,
      autoComplete: 'new-password',
      minLength: 8,
    },
    primary('save', 'Save password'),
    button('skip', 'Skip', 'link', { noValidate: true }),
  ]),
  // After an administrator's temporary password: it proved who the user is; their own signs in.
  screen('new-password', 'Choose a new password', [
    body(
      'The password you used was set by an administrator. Choose your own to finish signing in: at least 8 characters, with upper and lower case letters, a number and a symbol.',
    ),
    {
      type: 'input',
      name: 'newPassword',
      inputType: 'password',
      label: 'New password',
      required: true,
      autoComplete: 'new-password',
      minLength: 8,
    },
    primary('save', 'Save and sign in'),
  ]),
  screen('totp-enrol', 'Add an authenticator app', [
    body(
      'Optional second step at sign-in: scan the code with an authenticator app, or type the key, then enter the 6-digit code it shows.',
    ),
    { type: 'totp' },
    codeInput('Code from the app'),
    primary('verify', 'Verify and turn on'),
    button('skip', 'Skip', 'link', { noValidate: true }),
  ]),
  screen('totp-code', 'Two-step verification', [
    subtitle('Enter the 6-digit code from your authenticator app.'),
    codeInput('Code'),
    primary('verify', 'Verify'),
  ]),
  screen('magic-link-sent', 'Check your email', [
    body('We emailed a sign-in link to {{form.email}}. Open it on this device to continue.'),
    back('Use another email'),
  ]),
  screen(
    'enchanted-link-sent',
    'Check your email',
    [
      body(
        'We emailed a sign-in link to {{form.email}}. Open it on any device: this page signs you in once you do.',
      ),
      back('Use another email'),
    ],
    { polls: true },
  ),
  // sign-in, docs-sign-in
  screen('sign-in', 'Sign in', [
    subtitle('Sign in to your account.'),
    emailInput(),
    primary('continue', 'Continue'),
  ]),
  screen('docs-sign-in', 'Sign in to the docs', [
    subtitle('The documentation is for customers. Sign in with your work email.'),
    emailInput('Work email'),
    primary('password', 'Sign in with password'),
    button('code', 'Email me a code', 'secondary'),
  ]),
  // sign-in-one-tap: Google One Tap prompts over this screen (the client loads Google's
  // script for the oneTap node); the email code is the way in without a Google account.
  screen('sign-in-one-tap', 'Sign in', [
    subtitle('Choose your Google account in the prompt, or get a code by email.'),
    { type: 'oneTap', id: 'oneTap', provider: 'google' },
    emailInput(),
    primary('code', 'Email me a code'),
  ]),
  // profile flows
  screen('update-email', 'Change email', [
    body('We will send a code to the new address to confirm it.'),
    emailInput('New email'),
    primary('save', 'Send code'),
  ]),
  screen('update-phone', 'Change phone', [
    body('We will text a code to the new number to confirm it.'),
    {
      type: 'input',
      name: 'phone',
      inputType: 'phone',
      label: 'New phone',
      // Rendered as a country picker and the number: a national example, and no ask for a +.
      placeholder: '202 555 0100',
      required: true,
      autoComplete: 'tel',
      pattern: '^\\+[1-9]\\d{3,14}$',
      patternMessage: 'Enter a valid phone number for the chosen country',
    },
    primary('save', 'Send code'),
  ]),
  screen('phone-code', 'Check your phone', [
    subtitle('We texted a 6-digit code to {{form.phone}}.'),
    codeInput('Code'),
    primary('verify', 'Verify'),
    button('resend', 'Send a new code', 'link', { noValidate: true }),
  ]),
  screen('update-name', 'Change name', [
    {
      type: 'input',
      name: 'name',
      inputType: 'text',
      label: 'Name',
      required: true,
      autoComplete: 'name',
      maxLength: NAME_MAX_LENGTH,
    },
    primary('save', 'Save'),
  ]),
  screen('update-picture', 'Change picture', [
    {
      type: 'input',
      name: 'picture',
      inputType: 'text',
      label: 'Image address',
      placeholder: 'https://example.com/me.png',
      required: true,
      autoComplete: 'photo',
      pattern: '^https?://.+',
      patternMessage: 'Enter an http or https address',
    },
    primary('save', 'Save'),
  ]),
  screen('add-passkey', 'Add a passkey', [
    body('Sign in with your fingerprint, face or screen lock instead of a password or code.'),
    primary('add', 'Add a passkey'),
  ]),
  // A user with a password proves it before choosing another; one without sets their first.
  screen('change-password', 'Change password', [
    {
      type: 'input',
      name: 'currentPassword',
      inputType: 'password',
      label: 'Current password',
      required: true,
      autoComplete: 'current-password',
    },
    newPasswordInput(),
    caption(POLICY),
    primary('save', 'Save password'),
  ]),
  screen('set-password', 'Set a password', [
    body('Sign in with your email and a password, as well as the ways you use now.'),
    newPasswordInput(),
    caption(POLICY),
    primary('save', 'Save password'),
  ]),
  screen('delete-email', 'Remove email', [
    body('Remove {{form.email}} from your profile?'),
    button('confirm', 'Remove email', 'primary', { noValidate: true }),
  ]),
  screen('delete-phone', 'Remove phone', [
    body('Remove {{form.phone}} from your profile?'),
    button('confirm', 'Remove phone', 'primary', { noValidate: true }),
  ]),
  // The profile's authenticator app: a new one replaces any it had once a code proves it.
  screen('reset-totp', 'Set up an authenticator app', [
    body(
      'Scan the code with an authenticator app, or type the key into it, then enter the 6-digit code it shows.',
    ),
    { type: 'totp' },
    codeInput('Code from the app'),
    primary('verify', 'Verify and turn on'),
  ]),
  screen('remove-totp', 'Remove authenticator app', [
    body('Sign-in will no longer ask for a code from your authenticator app.'),
    button('confirm', 'Remove authenticator app', 'primary', { noValidate: true }),
  ]),
  screen('sign-out-other-devices', 'Sign out everywhere else', [
    body(
      'Every other browser and device signed in to your account is signed out. This one stays signed in.',
    ),
    button('confirm', 'Sign out everywhere else', 'primary', { noValidate: true }),
  ]),
  // Typing the account's login id proves the deletion is meant, and for which account.
  screen('delete-account', 'Delete my account', [
    body(
      'This deletes the account {{form.loginId}} and signs you out everywhere. It cannot be undone.',
    ),
    {
      type: 'input',
      name: 'confirmLoginId',
      inputType: 'text',
      label: 'Type {{form.loginId}} to confirm',
      required: true,
      autoComplete: 'off',
      // Its label names the account: filled from the screen's form, as a text's placeholder.
      dynamicAttrs: true,
    },
    primary('delete', 'Delete my account'),
  ]),
  screen('delete-name', 'Remove name', [
    body('Remove {{form.name}} from your profile?'),
    button('confirm', 'Remove name', 'primary', { noValidate: true }),
  ]),
];
