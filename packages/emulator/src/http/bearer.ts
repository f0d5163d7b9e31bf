import type { Context } from 'hono';
import { unauthorized } from './errors';

export interface Bearer {
  projectId: string;
  /** What follows the project id: a JWT, a management key, or an access key. */
  token: string;
  /** The raw rest after `<projectId>:` (an access key may itself contain ':'). */
  rest: string;
}

/**
 * `Authorization: Bearer <projectId>[:<token>[:<authManagementKey>]]`. JWTs never contain
 * ':', so the second part is the token; the access key exchange reads `rest` instead.
 */
export function readBearer(c: Context, projectId: string): Bearer {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized('Missing bearer authorization');
  const value = match[1].trim();
  const colon = value.indexOf(':');
  const given = colon === -1 ? value : value.slice(0, colon);
  const rest = colon === -1 ? '' : value.slice(colon + 1);
  if (given !== projectId) throw unauthorized('Unknown project id');
  return { projectId: given, token: rest.split(':')[0] ?? '', rest };
}
