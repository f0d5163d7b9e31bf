import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

export const magicLinkRoutes = new Hono<AppEnv>();
