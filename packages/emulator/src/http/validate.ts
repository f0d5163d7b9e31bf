import type { MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import type { AppEnv } from './app-env';
import { badRequest } from './errors';
import { assertWithinLimits } from './request-limits';

// Validation at the route: each route names its input contract where it is declared,
// `.post(path, zodJson(Body), (c) => ... c.req.valid('json') ...)`, and its handler only ever
// sees input that passed. A refusal is a 400 with the provider's error body.

const describe = (error: z.ZodError) =>
  error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
    .join('; ');

function parsed<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describe(result.error));
  return result.data;
}

/**
 * The provider's clients send `null` for "not given" (the provider treats both alike), so a
 * top-level null field is dropped before validation and schemas only deal with absence.
 */
function withoutNulls(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null));
}

/**
 * A request body as the provider reads it: within the body limits (`limits.ts`), JSON whatever
 * the content type says, an empty body read as `{}`, top-level nulls dropped, then `schema`.
 */
export function readJsonBody<T extends z.ZodType>(text: string, schema: T): z.output<T> {
  assertWithinLimits(text);
  let raw: unknown = {};
  if (text.trim()) {
    try {
      raw = JSON.parse(text);
    } catch {
      throw badRequest('Malformed JSON in request body');
    }
  }
  return parsed(schema, withoutNulls(raw));
}

type Validated<Target extends string, T extends z.ZodType> = {
  in: { [K in Target]: z.input<T> };
  out: { [K in Target]: z.output<T> };
};

/**
 * The route's JSON body, checked against `schema` before the handler runs; the handler reads
 * it, typed, with `c.req.valid('json')`. The same contract as Hono's `validator('json', ...)`,
 * which it does not use because that one ignores a body whose content type is not JSON and
 * refuses an empty one, where the provider (and the SDKs that call it) read both.
 */
export function zodJson<T extends z.ZodType, P extends string = string>(
  schema: T,
): MiddlewareHandler<AppEnv, P, Validated<'json', T>> {
  return async (c, next) => {
    c.req.addValidatedData('json', readJsonBody(await c.req.text(), schema) as object);
    await next();
  };
}

/**
 * The route's query parameters, checked against `schema`; read with `c.req.valid('query')`.
 * A repeated parameter counts once, by its first value, as `c.req.query(name)` reads it.
 */
export const zodQuery = <T extends z.ZodType>(schema: T) =>
  validator('query', (query) =>
    parsed(
      schema,
      Object.fromEntries(
        Object.entries(query).map(([name, value]) => [
          name,
          Array.isArray(value) ? value[0] : value,
        ]),
      ),
    ),
  );
