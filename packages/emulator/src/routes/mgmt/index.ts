import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { requireManagement } from '../../mgmt/authorize';
import { accessKeysRoutes } from './access-keys';
import { auditRoutes } from './audit';
import { licenseRoutes } from './license';
import { permissionsRoutes } from './permissions';
import { rolesRoutes } from './roles';
import { tenantsRoutes } from './tenants';
import { usersRoutes } from './users';

/** Every management route, one module per resource, all behind requireManagement. */
export const mgmtRoutes = new Hono<AppEnv>();
mgmtRoutes.use('/v1/mgmt/*', requireManagement);
mgmtRoutes.use('/v2/mgmt/*', requireManagement);
mgmtRoutes
  .route('/', accessKeysRoutes)
  .route('/', auditRoutes)
  .route('/', licenseRoutes)
  .route('/', permissionsRoutes)
  .route('/', rolesRoutes)
  .route('/', tenantsRoutes)
  .route('/', usersRoutes);
