import type * as z from 'zod/mini';
import { type Http, mapResult, type ReadBody, widgetHeaders } from '../http/http';
import type { Result } from '../http/result';
import type { MgmtOptions } from './types';

/**
 * POST `body` to `path` (GET when there is no body, as the calls table has it) with the tenant
 * query and the bearer, validate the envelope with `schema` and resolve to `unwrap(envelope)`;
 * a search may `read` its answer as it arrives (to show its first rows early).
 */
export type Call = <T, R>(
  path: string,
  body: object | undefined,
  schema: z.ZodMiniType<T>,
  unwrap: (envelope: T) => R,
  read?: ReadBody,
) => Promise<Result<R>>;

export function createCall(http: Http, { tenant, token, widget, validate }: MgmtOptions): Call {
  const headers = widget ? widgetHeaders(widget) : undefined;
  return async (path, body, schema, unwrap, read) =>
    mapResult(
      await http.request(path, {
        method: body ? 'POST' : 'GET',
        body,
        query: { tenant },
        token: token(),
        headers,
        schema: validate ? validate(schema) : schema,
        read,
        caller: widget,
      }),
      unwrap,
    );
}
