import { beforeEach, describe, expect, it } from 'vitest';
import { findUserByLoginId } from '../state/store';
import { useEmulator } from '../test/emulator';
import { expectCompleted, expectScreen, flowClient } from '../test/flow-client';
import { EXISTING_ACCOUNT, forgeIdToken, idTokenFor, NEW_ACCOUNT } from '../test/google';
import { parseHtml } from '../test/html';
import { lastCode } from '../test/inbox';
import { SCREENS } from './screens';

// The One Tap flow as @gatehouse/core's engine drives it: its start screen has a oneTap node,
// so the engine prompts with Google's script and submits the chosen account's id token with
// the node's id as the interaction, `{provider, idToken, nonce}`.

const emulator = useEmulator();
const flow = flowClient(emulator);
const FLOW = 'sign-in-one-tap';
const NONCE = 'flow-nonce-1';

describe('sign-in-one-tap', () => {
  beforeEach(() => emulator.reset());

  it('shows a screen with the oneTap node, served with the flow config', async () => {
    const { status, text } = await emulator.call(
      `/pages/${emulator.projectId}/v2-beta/sign-in-one-tap.html`,
    );
    expect(status).toBe(200);
    const oneTap = parseHtml(text).querySelector('descope-one-tap');
    expect([oneTap?.id, oneTap?.getAttribute('provider')]).toEqual(['oneTap', 'google']);
    const config = await emulator.call(`/pages/${emulator.projectId}/v2-beta/config.json`);
    expect(config.body).toMatchObject({ flows: { [FLOW]: { startScreenId: FLOW } } });
    // Only this flow prompts: a page with any other built-in flow never loads Google's script.
    const prompting = SCREENS.filter((screen) =>
      JSON.stringify(screen.nodes).includes('"type":"oneTap"'),
    );
    expect(prompting.map((screen) => screen.id)).toEqual([FLOW]);
  });

  it('signs up the chosen account with its id token, as the exchange route does', async () => {
    const start = await flow.start(FLOW);
    expectScreen(start, FLOW);
    const done = await flow.next(start, 'oneTap', {
      provider: 'google',
      idToken: await idTokenFor(emulator, NONCE),
      nonce: NONCE,
    });
    await expectCompleted(emulator, done, NEW_ACCOUNT.email, 'oauth');
    expect(done.lastAuth).toMatchObject({ oauthProvider: 'google', name: NEW_ACCOUNT.name });
    expect(findUserByLoginId(emulator.store.data, NEW_ACCOUNT.email)?.oauth).toEqual({
      google: true,
    });
  });

  it('signs in an existing user, submitted as the first interaction of a start', async () => {
    const done = await flow.start(FLOW, {
      interactionId: 'oneTap',
      input: {
        provider: 'google',
        idToken: await idTokenFor(emulator, NONCE, EXISTING_ACCOUNT.sub),
        nonce: NONCE,
      },
    });
    const authInfo = await expectCompleted(emulator, done, EXISTING_ACCOUNT.email, 'oauth');
    expect(authInfo.user?.userId).toBe(
      findUserByLoginId(emulator.store.data, EXISTING_ACCOUNT.email)?.userId,
    );
  });

  it('shows the screen again with an error for a token that does not verify', async () => {
    const start = await flow.start(FLOW);
    const idToken = await idTokenFor(emulator, NONCE);
    const wrongNonce = await flow.next(start, 'oneTap', {
      provider: 'google',
      idToken,
      nonce: 'x',
    });
    expect(expectScreen(wrongNonce, FLOW).errorText).toBe('Sign-in with Google failed. Try again.');
    const forged = await forgeIdToken(emulator, { nonce: NONCE }, { foreignKey: true });
    const refused = await flow.next(wrongNonce, 'oneTap', { idToken: forged, nonce: NONCE });
    expect(expectScreen(refused, FLOW).errorText).toBe('Sign-in with Google failed. Try again.');
    // The definition pins Google: another provider's token is not taken here.
    const github = await flow.next(refused, 'oneTap', {
      provider: 'github',
      idToken,
      nonce: NONCE,
    });
    expect(expectScreen(github, FLOW).errorText).toBe('Sign-in with Google failed. Try again.');
    // Nobody was signed up, and the id token is not echoed back in the form.
    expect(findUserByLoginId(emulator.store.data, NEW_ACCOUNT.email)).toBeUndefined();
    expect(JSON.stringify(github.screen?.state)).not.toContain(idToken);
  });

  it('signs in with an emailed code instead, without Google', async () => {
    const start = await flow.start(FLOW);
    const sent = await flow.next(start, 'code', { email: EXISTING_ACCOUNT.email });
    expectScreen(sent, 'sign-in-code');
    const done = await flow.next(sent, 'verify', {
      code: await lastCode(emulator, EXISTING_ACCOUNT.email),
    });
    await expectCompleted(emulator, done, EXISTING_ACCOUNT.email, 'otp');
  });
});
