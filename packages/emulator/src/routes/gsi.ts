import { Hono } from 'hono';
import { z } from 'zod';
import { GOOGLE_ACCOUNTS, googleAccount } from '../federation/google-accounts';
import { mintGoogleIdToken } from '../federation/google-id-token';
import { gsiClientScript } from '../federation/gsi-client';
import { providerOfClientId } from '../federation/providers';
import type { AppEnv } from '../http/app-env';
import { badRequest } from '../http/errors';
import { zodJson } from '../http/validate';

/** A nonce is the app's random value; a bound keeps junk out of the tokens. */
const MAX_NONCE_LENGTH = 256;

const MintBody = z.object({
  clientId: z.string().min(1),
  nonce: z.string().max(MAX_NONCE_LENGTH).optional(),
  /** The chosen stand-in account's `sub`. */
  account: z.string().min(1),
});

/**
 * The stand-in for Google's sign-in client: its script (public, as Google's is), and the id
 * tokens its chooser asks for. Those are minted on the development API, so the dev guard lets
 * only this machine ask, and only for a client id the project gave out and an account the
 * stand-in offers: it cannot vouch for anyone else.
 */
export const gsiRoutes = new Hono<AppEnv>()
  .get('/emulator/gsi/client', (c) =>
    c.body(gsiClientScript(GOOGLE_ACCOUNTS, c.get('origin')), 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    }),
  )
  .post('/emulator/v1/gsi/id-token', zodJson(MintBody), async (c) => {
    const { clientId, nonce, account: sub } = c.req.valid('json');
    if (!providerOfClientId(clientId)) throw badRequest(`Unknown client id: ${clientId}`);
    const account = googleAccount(sub);
    if (!account) throw badRequest(`Unknown stand-in account: ${sub}`);
    const credential = await mintGoogleIdToken(c.get('store'), c.get('origin'), {
      clientId,
      nonce,
      account,
    });
    return c.json({ credential });
  });
