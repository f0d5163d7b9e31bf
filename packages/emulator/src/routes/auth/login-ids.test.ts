import { beforeEach, describe, expect, it } from 'vitest';
import { Codes } from '../../http/errors';
import { DEMO_ADMIN } from '../../seed/demo';
import { findUserByLoginId } from '../../state/store';
import { submitForm } from '../../test/browser';
import { useEmulator } from '../../test/emulator';
import { expectScreen, flowClient } from '../../test/flow-client';

// Login ids enter by many routes; each must trim and NFC-normalise them and refuse the
// characters that make two ids read the same, so that no one can sign up a look-alike of an
// existing account.

const emulator = useEmulator();
const GOOD = 'Sunny-Day-42';

beforeEach(() => emulator.reset());

const passwordSignUp = (loginId: string) =>
  emulator.call('/v1/auth/password/signup', { body: { loginId, password: GOOD } });
const passwordSignIn = (loginId: string, password = GOOD) =>
  emulator.call('/v1/auth/password/signin', { body: { loginId, password } });
const usersNamed = (fragment: string) =>
  emulator.store.data.users.filter((u) => u.loginIds.some((id) => id.includes(fragment)));

/** Look-alikes of the demo admin's login id, each with a character that does not show. */
const LOOK_ALIKES: Array<[string, string]> = [
  ['a trailing zero-width space', `${DEMO_ADMIN.loginId}\u200b`],
  ['a zero-width joiner inside', 'admin\u200d@acme.test'],
  ['a right-to-left override', `\u202e${DEMO_ADMIN.loginId}`],
  ['a left-to-right mark', `${DEMO_ADMIN.loginId}\u200e`],
  ['a NUL', `${DEMO_ADMIN.loginId}\u0000`],
  ['an escape control', `admin\u001b@acme.test`],
  ['a line separator inside', 'admin\u2028@acme.test'],
  ['a paragraph separator inside', 'admin\u2029@acme.test'],
  ['a lone surrogate', 'admin\ud800@acme.test'],
  ['a Hangul filler', 'admin\u3164@acme.test'],
  ['a soft hyphen', 'ad\u00admin@acme.test'],
];

describe('login ids at sign-up', () => {
  it.each(LOOK_ALIKES)('refuses %s with a 400 that says why, creating no one', async (_, id) => {
    const before = emulator.store.data.users.length;
    const { status, body } = await passwordSignUp(id);
    expect(status).toBe(400);
    expect(body).toMatchObject({ errorCode: Codes.badRequest });
    expect(body.errorMessage).toMatch(/loginId: .*control or invisible characters/);
    expect(emulator.store.data.users).toHaveLength(before);
  });

  it('refuses a login id that is empty once trimmed', async () => {
    const { status, body } = await passwordSignUp(' \t ');
    expect(status).toBe(400);
    expect(body.errorMessage).toMatch(/loginId: .*empty/);
  });

  it('trims surrounding spaces: a padded id is the same account', async () => {
    expect((await passwordSignUp(`  ${DEMO_ADMIN.loginId}  `)).status).toBe(409);
    const created = await passwordSignUp('  pat@example.test\u00a0');
    expect(created.status).toBe(200);
    expect(findUserByLoginId(emulator.store.data, 'pat@example.test')?.loginIds).toEqual([
      'pat@example.test',
    ]);
    expect((await passwordSignIn(' pat@example.test ')).status).toBe(200);
  });

  it('NFC-normalises: a decomposed and a composed é are one account', async () => {
    const decomposed = 'rene\u0301@example.test';
    const composed = 'ren\u00e9@example.test';
    expect((await passwordSignUp(decomposed)).status).toBe(200);
    expect(usersNamed('@example.test').map((u) => u.loginIds)).toEqual([[composed]]);
    expect((await passwordSignUp(composed)).status).toBe(409);
    expect((await passwordSignIn(composed)).status).toBe(200);
    expect((await passwordSignIn(decomposed)).status).toBe(200);
  });

  it('refuses look-alikes on the code, TOTP and passkey sign-ups too', async () => {
    const id = `${DEMO_ADMIN.loginId}\u200b`;
    const calls: Array<[string, unknown]> = [
      ['/v1/auth/otp/signup/email', { loginId: id }],
      ['/v1/auth/magiclink/signup/email', { loginId: id }],
      ['/v1/auth/enchantedlink/signup/email', { loginId: id }],
      ['/v1/auth/totp/signup', { loginId: id }],
      ['/v1/auth/notp/whatsapp/signup', { loginId: id }],
      [
        '/v1/auth/webauthn/signup/start',
        { user: { loginId: id }, origin: 'http://localhost:5173' },
      ],
      ['/v1/auth/webauthn/signup-in/start', { loginId: id, origin: 'http://localhost:5173' }],
    ];
    for (const [path, body] of calls) {
      expect([path, (await emulator.call(path, { body })).status]).toEqual([path, 400]);
    }
    expect(emulator.store.data.inbox).toEqual([]);
    expect(emulator.store.data.pending).toEqual({});
  });

  it('refuses a look-alike as a new email added to the login ids', async () => {
    const { refreshJwt } = await emulator.signIn();
    const sent = await emulator.call('/v1/auth/otp/update/email', {
      body: { loginId: DEMO_ADMIN.loginId, email: 'admin@globex.test\u200b', addToLoginIDs: true },
      token: refreshJwt,
    });
    expect(sent.status).toBe(400);
  });

  it('refuses a look-alike typed on the emulated OAuth consent page', async () => {
    const { body } = await emulator.call('/v1/auth/oauth/authorize', {
      query: { provider: 'github', redirectURL: 'http://localhost:5173/cb' },
      body: {},
    });
    const state = new URL(String(body.url)).searchParams.get('state') ?? '';
    const redirect = await submitForm(emulator.url, '/emulator/oauth/callback', {
      state,
      email: `${DEMO_ADMIN.loginId}\u200b`,
    });
    expect(redirect.status).toBe(400);
    expect(usersNamed('admin@acme.test')).toHaveLength(1);
  });
});

/**
 * Ids that read as an existing user's: letters of other scripts or full-width forms in place
 * of Latin ones. Each maps to a demo user's login id.
 */
const LOOK_ALIKE_LETTERS: Array<[string, string, string]> = [
  ['a full-width a', '\uff41dmin@acme.test', DEMO_ADMIN.loginId],
  ['a Cyrillic а', '\u0430dmin@acme.test', DEMO_ADMIN.loginId],
  ['a Cyrillic е', 'admin@acm\u0435.test', DEMO_ADMIN.loginId],
  ['a Cyrillic о', 'ada.l\u043evelace@acme.test', 'ada.lovelace@acme.test'],
  ['a Greek ο', 'ada.l\u03bfvelace@acme.test', 'ada.lovelace@acme.test'],
  ['capitals of three scripts', '\uff21DMIN@\u0410CM\u0395.TEST', DEMO_ADMIN.loginId],
];

describe('look-alike letters', () => {
  it.each(LOOK_ALIKE_LETTERS)(
    'refuses a password sign-up with %s (409), creating no one',
    async (_, id) => {
      const before = emulator.store.data.users.length;
      const { status, body } = await passwordSignUp(id);
      expect(status).toBe(409);
      expect(body).toMatchObject({ errorCode: Codes.conflict });
      expect(emulator.store.data.users).toHaveLength(before);
    },
  );

  it.each(LOOK_ALIKE_LETTERS)('refuses a management create with %s (409)', async (_, id) => {
    const before = emulator.store.data.users.length;
    const created = await emulator.call('/v1/mgmt/user/create', {
      body: { loginId: id, email: 'x@example.test' },
      token: emulator.managementKey,
    });
    expect(created.status).toBe(409);
    expect(emulator.store.data.users).toHaveLength(before);
  });

  it('refuses them on every other sign-up and sign-up-or-in, sending nothing', async () => {
    const id = '\u0430dmin@acme.test';
    const calls: Array<[string, unknown]> = [
      ['/v1/auth/otp/signup/email', { loginId: id }],
      ['/v1/auth/otp/signup-in/email', { loginId: id }],
      ['/v1/auth/magiclink/signup/email', { loginId: id }],
      ['/v1/auth/magiclink/signup-in/email', { loginId: id }],
      ['/v1/auth/enchantedlink/signup/email', { loginId: id }],
      ['/v1/auth/enchantedlink/signup-in/email', { loginId: id }],
      ['/v1/auth/totp/signup', { loginId: id }],
      ['/v1/auth/notp/whatsapp/signup', { loginId: id }],
      [
        '/v1/auth/webauthn/signup/start',
        { user: { loginId: id }, origin: 'http://localhost:5173' },
      ],
      ['/v1/auth/webauthn/signup-in/start', { loginId: id, origin: 'http://localhost:5173' }],
    ];
    for (const [path, body] of calls) {
      expect([path, (await emulator.call(path, { body })).status]).toEqual([path, 409]);
    }
    expect(emulator.store.data.inbox).toEqual([]);
    expect(emulator.store.data.pending).toEqual({});
    expect(usersNamed('cme.test').filter((u) => u.loginIds.includes(id))).toEqual([]);
  });

  it('refuses one in a sign-up flow, sending no code', async () => {
    const flow = flowClient(emulator);
    const welcome = await flow.start('sign-up-or-in');
    const refused = await flow.next(welcome, 'continue', { email: '\u0430dmin@acme.test' });
    expect(expectScreen(refused, 'welcome').errorText).toBe(
      'An account with this email already exists.',
    );
    expect(emulator.store.data.inbox).toEqual([]);
  });

  it('refuses one as a new login id of another user, by management or an address change', async () => {
    const update = await emulator.call('/v1/mgmt/user/update', {
      body: { loginId: 'ada.lovelace@acme.test', additionalLoginIds: ['\u0430dmin@acme.test'] },
      token: emulator.managementKey,
    });
    expect(update.status).toBe(409);
    const { refreshJwt } = await emulator.signIn();
    const sent = await emulator.call('/v1/auth/otp/update/email', {
      body: {
        loginId: DEMO_ADMIN.loginId,
        email: 'ada.l\u03bfvelace@acme.test',
        addToLoginIDs: true,
      },
      token: refreshJwt,
    });
    expect(sent.status).toBe(409);
  });

  it('refuses one named on the emulated OAuth consent page', async () => {
    const { body } = await emulator.call('/v1/auth/oauth/authorize', {
      query: { provider: 'github', redirectURL: 'http://localhost:5173/cb' },
      body: {},
    });
    const state = new URL(String(body.url)).searchParams.get('state') ?? '';
    const before = emulator.store.data.users.length;
    const redirect = await submitForm(emulator.url, '/emulator/oauth/callback', {
      state,
      email: '\uff41dmin@acme.test',
    });
    expect(redirect.status).toBe(409);
    expect(emulator.store.data.users).toHaveLength(before);
  });

  it('signs nobody in with a look-alike: it is not the id of the user it resembles', async () => {
    // Sign-in finds a user by its own id (trimmed, NFC, any case), never by resemblance.
    for (const [, id] of LOOK_ALIKE_LETTERS.slice(0, 3)) {
      const { status, body } = await passwordSignIn(id, DEMO_ADMIN.password);
      expect([id, status, body.errorCode]).toEqual([id, 401, Codes.invalidCredentials]);
    }
    expect((await passwordSignIn('ADMIN@Acme.Test', DEMO_ADMIN.password)).status).toBe(200);
  });

  it('keeps a new look-alike-free id as typed, and its own look-alikes out after it', async () => {
    // Full-width and Cyrillic ids are allowed while no one reads the same; stored as typed.
    const cyrillic = '\u0441\u043e\u0440@example.test'; // "сор", reads as "cop"
    expect((await passwordSignUp(cyrillic)).status).toBe(200);
    expect(findUserByLoginId(emulator.store.data, cyrillic)?.loginIds).toEqual([cyrillic]);
    expect((await passwordSignUp('cop@example.test')).status).toBe(409);
    expect((await passwordSignUp('C\uff4fP@example.test')).status).toBe(409);
    // Ids that differ in a letter that does not look alike are different users.
    expect((await passwordSignUp('cap@example.test')).status).toBe(200);
  });
});
