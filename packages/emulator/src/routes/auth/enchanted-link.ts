import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

export const enchantedLinkRoutes = new Hono<AppEnv>();
