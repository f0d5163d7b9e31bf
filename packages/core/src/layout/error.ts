import type { GatehouseError } from '../http/errors';

/** A document at `path` that is not a valid layout, with its first issues. */
export const layoutSchemaError = (path: string, issues: string[]): GatehouseError => ({
  kind: 'schema',
  code: 'E_LAYOUT',
  message: `${path} is not a valid layout: ${issues.slice(0, 5).join('; ')}`,
});
