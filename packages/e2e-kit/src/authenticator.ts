import type { Page } from 'playwright-core';

/** A credential the virtual authenticator holds (CDP `WebAuthn.Credential`, the parts tests read). */
export interface VirtualCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  userHandle?: string;
  signCount: number;
}

export interface VirtualAuthenticator {
  /**
   * Whether the authenticator answers at once, as a person touching it would (on at first).
   * Off, a request waits: a conditional (autofill) request then stays pending.
   */
  presence(enabled: boolean): Promise<void>;
  credentials(): Promise<VirtualCredential[]>;
}

/**
 * A platform passkey authenticator in Chromium for `page` (CDP `WebAuthn` domain): internal,
 * CTAP2, holding discoverable credentials, verifying the user.
 */
export async function virtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    presence: async (enabled) => {
      await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled });
    },
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}
