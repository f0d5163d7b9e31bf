import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

export const accessKeysRoutes = new Hono<AppEnv>();
