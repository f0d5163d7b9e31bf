import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

export const webauthnRoutes = new Hono<AppEnv>();
