import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { accessKeyRoutes } from './access-key';
import { enchantedLinkRoutes } from './enchanted-link';
import { magicLinkRoutes } from './magic-link';
import { notpRoutes } from './notp';
import { oauthRoutes } from './oauth';
import { oneTapRoutes } from './one-tap';
import { otpRoutes } from './otp';
import { passwordRoutes } from './password';
import { samlRoutes } from './saml';
import { sessionRoutes } from './session';
import { totpRoutes } from './totp';
import { webauthnRoutes } from './webauthn';

/** Every /v1/auth route, one module per method group. */
export const authRoutes = new Hono<AppEnv>()
  .route('/', accessKeyRoutes)
  .route('/', enchantedLinkRoutes)
  .route('/', magicLinkRoutes)
  .route('/', notpRoutes)
  .route('/', oauthRoutes)
  .route('/', oneTapRoutes)
  .route('/', otpRoutes)
  .route('/', passwordRoutes)
  .route('/', samlRoutes)
  .route('/', sessionRoutes)
  .route('/', totpRoutes)
  .route('/', webauthnRoutes);
