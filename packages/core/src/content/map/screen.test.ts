import { describe, expect, it } from 'vitest';
import { Screen } from '../../flow/nodes';
import { readContent } from '../read';
import type { ContentElement, ContentNode } from '../tree';
import { screenFromContent } from './screen';

/** The content tree of `html`, as the reader reads it (allowlist and all). */
async function contentOf(html: string) {
  const read = await readContent(html);
  if (!read.ok) throw new Error(read.error.message);
  return read.data;
}

/** A hand-made element, as the reader produces it (null-prototype attributes). */
const el = (
  tag: string,
  attrs: Record<string, string> = {},
  children: ContentNode[] = [],
): ContentElement => ({
  kind: 'element',
  tag,
  attrs: Object.assign(Object.create(null), attrs),
  children,
});
const txt = (text: string): ContentNode => ({ kind: 'text', text });

describe('screenFromContent', () => {
  it("maps a sign-in screen written in the provider's vocabulary", async () => {
    const screen = screenFromContent('sign-in', [
      el('descope-container', { direction: 'column', id: 'ROOT' }, [
        el('descope-text', { variant: 'h1', id: 't1' }, [txt('Welcome to {{project.name}}')]),
        el('descope-text', { variant: 'body1' }, [txt('Sign in with your email')]),
        el('descope-email-field', {
          name: 'email',
          label: 'Email',
          required: 'true',
          autocomplete: 'username',
          maxlength: '256',
          'data-errormessage-pattern-mismatch': 'Not an email',
          id: 'emailInput',
        }),
        el(
          'descope-text',
          { 'data-type': 'error-message', mode: 'error', variant: 'body2', id: 'err' },
          [],
        ),
        el('descope-button', { id: 'continue', variant: 'contained', 'data-type': 'button' }, [
          txt('Continue'),
        ]),
      ]),
    ]);
    expect(Screen.safeParse(screen).success).toBe(true);
    expect(screen).toEqual({
      id: 'sign-in',
      title: 'Welcome to {{project.name}}',
      nodes: [
        {
          type: 'container',
          id: 'ROOT',
          direction: 'column',
          children: [
            { type: 'text', id: 't1', text: 'Welcome to {{project.name}}', variant: 'title' },
            { type: 'text', text: 'Sign in with your email', variant: 'body' },
            {
              type: 'input',
              id: 'emailInput',
              name: 'email',
              inputType: 'email',
              label: 'Email',
              required: true,
              autoComplete: 'username',
              maxLength: 256,
              patternMessage: 'Not an email',
            },
            { type: 'text', id: 'err', text: '', variant: 'error' },
            {
              type: 'button',
              interactionId: 'continue',
              label: 'Continue',
              variant: 'primary',
              buttonType: 'button',
            },
          ],
        },
      ],
    });
  });

  it("takes an SSO button's interaction from its id, and its provider", async () => {
    const [node] = screenFromContent('s', [
      el(
        'descope-button',
        { id: 'google', 'data-type': 'sso', variant: 'outline', provider: 'google' },
        [txt('Google')],
      ),
    ]).nodes;
    expect(node).toEqual({
      type: 'button',
      interactionId: 'google',
      label: 'Google',
      variant: 'sso',
      buttonType: 'sso',
      provider: 'google',
    });
  });

  it('reads formnovalidate, auto-submit and a biometrics button', async () => {
    const nodes = screenFromContent('s', [
      el(
        'descope-button',
        { id: 'back', variant: 'link', formnovalidate: 'true', 'auto-submit': 'false' },
        [txt('Back')],
      ),
      el('descope-button', { id: 'passkey', 'data-type': 'biometrics', variant: 'outline' }, [
        txt('Passkey'),
      ]),
      el('descope-button', { id: 'plain', formnovalidate: 'false' }, [txt('Go')]),
    ]).nodes;
    expect(nodes).toEqual([
      {
        type: 'button',
        interactionId: 'back',
        label: 'Back',
        variant: 'link',
        noValidate: true,
        autoSubmit: false,
      },
      {
        type: 'button',
        interactionId: 'passkey',
        label: 'Passkey',
        variant: 'secondary',
        buttonType: 'biometrics',
      },
      { type: 'button', interactionId: 'plain', label: 'Go', variant: 'primary' },
    ]);
  });

  it('reads a new password as a password with autocomplete new-password', async () => {
    const [node] = screenFromContent('s', [
      el('descope-new-password', {
        name: 'newPassword',
        label: 'New password',
        required: 'true',
        minlength: '8',
      }),
    ]).nodes;
    expect(node).toEqual({
      type: 'input',
      name: 'newPassword',
      inputType: 'password',
      label: 'New password',
      required: true,
      minLength: 8,
      autoComplete: 'new-password',
    });
  });

  it('reads a passcode with data-auto-submit and its digits', async () => {
    const [node] = screenFromContent('s', [
      el('descope-passcode', {
        name: 'code',
        label: 'Code',
        digits: '6',
        'data-auto-submit': 'true',
        id: 'otp',
      }),
    ]).nodes;
    expect(node).toMatchObject({
      type: 'input',
      inputType: 'passcode',
      name: 'code',
      digits: 6,
      autoSubmit: true,
    });
    const [plain] = screenFromContent('s', [
      el('descope-passcode', { name: 'code', label: 'Code' }),
    ]).nodes;
    expect(plain).not.toHaveProperty('autoSubmit');
  });

  it("reads a combo box's span options as a select", async () => {
    const [node] = screenFromContent('s', [
      el('descope-combo-box', { name: 'plan', label: 'Plan', required: 'true' }, [
        el('span', { 'data-name': 'Free', 'data-id': 'free' }, [txt('Free')]),
        el('span', { 'data-name': 'Team', 'data-id': 'team' }, [txt('Team')]),
      ]),
    ]).nodes;
    expect(node).toEqual({
      type: 'input',
      name: 'plan',
      inputType: 'select',
      label: 'Plan',
      required: true,
      options: [
        { value: 'free', label: 'Free' },
        { value: 'team', label: 'Team' },
      ],
    });
  });

  it('names what it cannot draw: an unsupported component, and an excluded field', async () => {
    const nodes = screenFromContent('s', [
      { kind: 'unsupported', tag: 'descope-recaptcha', id: 'cap' },
      el('descope-divider', { id: 'd' }),
      el('descope-text-field', { name: 'note', 'data-exclude-field': 'true', id: 'n' }),
    ]).nodes;
    expect(nodes).toEqual([
      { type: 'unknown', component: 'descope-recaptcha', id: 'cap' },
      { type: 'unknown', component: 'descope-divider', id: 'd' },
      { type: 'unknown', component: 'descope-text-field', id: 'n' },
    ]);
  });

  it('reads a polling loader, even a hidden or nested one, as the mark of a screen that polls', async () => {
    const marked = (...nodes: ContentNode[]) => screenFromContent('s', nodes);
    const loader = el('descope-loader-radial', { 'data-type': 'polling' });
    expect(marked(el('descope-text', {}, [txt('Wait')]), loader)).toEqual({
      id: 's',
      nodes: [{ type: 'text', text: 'Wait' }],
      polls: true,
    });
    expect(
      marked(el('descope-container', {}, [{ ...loader, tag: 'descope-loader-linear' }])),
    ).toMatchObject({ nodes: [{ type: 'container', children: [] }], polls: true });
    expect(marked(el('div', { hidden: '' }, [loader])).polls).toBe(true);
    // A loader that is not the mark is a component this engine does not draw.
    expect(marked(el('descope-loader-radial', { id: 'spin' }))).toEqual({
      id: 's',
      nodes: [{ type: 'unknown', component: 'descope-loader-radial', id: 'spin' }],
    });
  });

  it('names an image or a link the reader left without its address (an unsafe one)', async () => {
    const nodes = screenFromContent('s', [
      el('descope-image', { alt: 'Bad', id: 'i' }),
      el('descope-link', { id: 'l' }, [txt('Bad link')]),
    ]).nodes;
    expect(nodes).toEqual([
      { type: 'unknown', component: 'descope-image', id: 'i' },
      { type: 'unknown', component: 'descope-link', id: 'l' },
    ]);
  });

  it('leaves out hidden elements (the attribute, or the class flows use)', async () => {
    const nodes = screenFromContent('s', [
      el('descope-text', { hidden: '' }, [txt('a')]),
      el('descope-text', { class: 'x hidden' }, [txt('b')]),
      el('descope-text', { class: 'visible' }, [txt('c')]),
    ]).nodes;
    expect(nodes).toEqual([{ type: 'text', text: 'c' }]);
  });

  it('nests containers and reads a hidden input, a link, an image, totp and one tap', async () => {
    const screen = screenFromContent('totp', [
      el('descope-container', { direction: 'row' }, [
        el('descope-container', { direction: 'column', id: 'inner' }, [
          el('descope-totp-image', { id: 'qr' }),
          el('descope-link', { href: 'https://example.com/help', id: 'help' }, [txt('Help')]),
        ]),
        el('descope-image', {
          src: 'https://example.com/logo.png',
          alt: 'Logo',
          width: '40',
          height: 'x',
        }),
      ]),
      el('input', { type: 'hidden', name: 'flowHint', value: 'abc' }),
      el('descope-one-tap', { id: 'oneTap', provider: 'google' }),
    ]);
    expect(Screen.safeParse(screen).success).toBe(true);
    expect(screen.nodes).toEqual([
      {
        type: 'container',
        direction: 'row',
        children: [
          {
            type: 'container',
            id: 'inner',
            direction: 'column',
            children: [
              { type: 'totp', id: 'qr' },
              { type: 'link', id: 'help', href: 'https://example.com/help', text: 'Help' },
            ],
          },
          { type: 'image', src: 'https://example.com/logo.png', alt: 'Logo', width: 40 },
        ],
      },
      { type: 'input', name: 'flowHint', inputType: 'hidden', label: '', value: 'abc' },
      { type: 'oneTap', id: 'oneTap', provider: 'google' },
    ]);
  });

  it("reads a screen parsed from the provider's HTML, button ids as interactions", async () => {
    const screen = screenFromContent(
      'password',
      await contentOf(`
        <descope-container direction="column" id="ROOT">
          <descope-text variant="h1" id="t">Enter your password</descope-text>
          <descope-password name="password" label="Password" required="true" id="pw"></descope-password>
          <descope-button id="signIn" variant="contained" data-type="button">Sign in</descope-button>
          <descope-button id="forgot" variant="link" formNoValidate="true">Forgot password?</descope-button>
        </descope-container>`),
    );
    expect(screen.title).toBe('Enter your password');
    const container = screen.nodes[0] as { children: unknown[] };
    expect(container.children).toEqual([
      { type: 'text', id: 't', text: 'Enter your password', variant: 'title' },
      {
        type: 'input',
        id: 'pw',
        name: 'password',
        inputType: 'password',
        label: 'Password',
        required: true,
      },
      {
        type: 'button',
        interactionId: 'signIn',
        label: 'Sign in',
        variant: 'primary',
        buttonType: 'button',
      },
      {
        type: 'button',
        interactionId: 'forgot',
        label: 'Forgot password?',
        variant: 'link',
        noValidate: true,
      },
    ]);
  });
});
