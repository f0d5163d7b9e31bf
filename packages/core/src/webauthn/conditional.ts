// Passkey autofill ("conditional UI"): whether the browser can offer saved passkeys in a
// field's autofill list (spec 001 §9: decided within 100 ms; Chromium 108 or later).

export const CONDITIONAL_CHECK_MS = 100;
export const MIN_CHROMIUM_VERSION = 108;

/** The major Chromium (or Chrome) version in a user agent string, if any. */
export function chromiumVersion(userAgent: string | undefined): number | undefined {
  const match = /\b(?:Chrome|Chromium)\/(\d+)/.exec(userAgent ?? '');
  return match ? Number(match[1]) : undefined;
}

interface ConditionalCapable {
  isConditionalMediationAvailable?: () => Promise<boolean>;
  isUserVerifyingPlatformAuthenticatorAvailable?: () => Promise<boolean>;
}

/**
 * Whether a conditional passkey request can run here: the browser says so (conditional
 * mediation and a user-verifying platform authenticator). A browser that has not answered
 * within `timeoutMs` is judged by its user agent: Chromium 108 or later. Never rejects.
 */
export async function conditionalUiSupported(timeoutMs = CONDITIONAL_CHECK_MS): Promise<boolean> {
  const api = (globalThis as { PublicKeyCredential?: ConditionalCapable }).PublicKeyCredential;
  if (!api || typeof globalThis.navigator?.credentials?.get !== 'function') return false;
  const asked = (async () => {
    try {
      return (
        !!(await api.isConditionalMediationAvailable?.()) &&
        !!(await api.isUserVerifyingPlatformAuthenticatorAvailable?.())
      );
    } catch {
      return false;
    }
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const byVersion = new Promise<boolean>((resolve) => {
    timer = setTimeout(
      () =>
        resolve((chromiumVersion(globalThis.navigator?.userAgent) ?? 0) >= MIN_CHROMIUM_VERSION),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([asked, byVersion]);
  } finally {
    clearTimeout(timer);
  }
}
