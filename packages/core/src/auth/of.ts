import type { Http } from '../http/http';
import { createAccessKey } from './access-key';
import { createEnchantedLink } from './enchanted-link';
import { createMagicLink } from './magic-link';
import { createNotp } from './notp';
import { createOAuth } from './oauth';
import { createOtp } from './otp';
import { createPassword } from './password';
import { createSaml } from './saml';
import { createSessionCalls } from './session-calls';
import { createTotp } from './totp';
import { createWebauthn } from './webauthn';

// One function per auth group, over a client: an app imports the groups it calls and its
// bundler drops the rest (`withAuth(client).auth` holds them all, in the provider's shape).
// Each answer that signs in hands its tokens to the client's session, as `auth` does.
// Only the client's `http` (a Client has it): typed by itself, so auth never imports the client.
type Over = { readonly http: Http };

export const accessKeyOf = (client: Over) => createAccessKey(client.http);
export const otpOf = (client: Over) => createOtp(client.http);
export const magicLinkOf = (client: Over) => createMagicLink(client.http);
export const enchantedLinkOf = (client: Over) => createEnchantedLink(client.http);
export const oauthOf = (client: Over) => createOAuth(client.http);
export const samlOf = (client: Over) => createSaml(client.http);
export const totpOf = (client: Over) => createTotp(client.http);
export const notpOf = (client: Over) => createNotp(client.http);
export const webauthnOf = (client: Over) => createWebauthn(client.http);
export const passwordOf = (client: Over) => createPassword(client.http);
/** Refresh, me, history, tenant select, logout: the calls on an existing session. */
export const sessionCallsOf = (client: Over) => createSessionCalls(client.http);
