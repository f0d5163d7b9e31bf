import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFakeCredentials } from '../test/webauthn';
import { chromiumVersion, conditionalUiSupported } from './conditional';

const CHROME = (major: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36`;

function browser(options: {
  conditional?: () => Promise<boolean>;
  platform?: () => Promise<boolean>;
  userAgent?: string;
}) {
  Object.defineProperty(window, 'PublicKeyCredential', {
    configurable: true,
    value: {
      isConditionalMediationAvailable: options.conditional,
      isUserVerifyingPlatformAuthenticatorAvailable: options.platform,
    },
  });
  if (options.userAgent) {
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: options.userAgent });
  }
}
const never = () => new Promise<boolean>(() => {});

describe('conditional UI support (spec 001 §9: 100 ms, Chromium 108)', () => {
  useFakeCredentials();
  afterEach(() => {
    Reflect.deleteProperty(window, 'PublicKeyCredential');
    Reflect.deleteProperty(navigator, 'userAgent');
    vi.useRealTimers();
  });

  it('reads the Chromium major version from a user agent', () => {
    expect(chromiumVersion(CHROME(120))).toBe(120);
    expect(chromiumVersion('Mozilla/5.0 Chromium/107.0 Safari/537.36')).toBe(107);
    expect(chromiumVersion('Mozilla/5.0 (Macintosh) Version/17.0 Safari/605.1.15')).toBeUndefined();
    expect(chromiumVersion(undefined)).toBeUndefined();
  });

  it('is what the browser says when it answers in time', async () => {
    browser({ conditional: async () => true, platform: async () => true, userAgent: CHROME(90) });
    expect(await conditionalUiSupported()).toBe(true);
    browser({ conditional: async () => false, platform: async () => true, userAgent: CHROME(130) });
    expect(await conditionalUiSupported()).toBe(false);
    browser({ conditional: async () => true, platform: async () => false, userAgent: CHROME(130) });
    expect(await conditionalUiSupported()).toBe(false);
  });

  it.each([
    [108, true],
    [131, true],
    [107, false],
  ])('after 100 ms without an answer, Chromium %i counts as %s', async (major, expected) => {
    vi.useFakeTimers();
    browser({ conditional: never, platform: never, userAgent: CHROME(major) });
    const answer = conditionalUiSupported();
    let settled = false;
    void answer.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(99);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toBe(expected);
  });

  it('a browser that is not Chromium and does not answer is not supported', async () => {
    browser({ conditional: never, platform: never, userAgent: 'Mozilla/5.0 Firefox/130.0' });
    expect(await conditionalUiSupported(10)).toBe(false);
  });

  it('a browser whose check throws is not supported', async () => {
    browser({
      conditional: () => Promise.reject(new Error('nope')),
      platform: async () => true,
      userAgent: CHROME(130),
    });
    expect(await conditionalUiSupported()).toBe(false);
  });

  it('without WebAuthn at all, not supported', async () => {
    expect(await conditionalUiSupported()).toBe(false);
  });
});
