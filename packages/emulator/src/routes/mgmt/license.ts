import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';

export const licenseRoutes = new Hono<AppEnv>();

// The provider's node SDK asks once at start (to learn its rate-limit tier); a free
// license has no tier, so the SDK keeps its defaults. No core schema exists for it.
licenseRoutes.get('/v1/mgmt/license', (c) => c.json({ licenseType: 'free' }));
