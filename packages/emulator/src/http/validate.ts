import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from './errors';

const describe = (error: z.ZodError) =>
  error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
    .join('; ');

/**
 * The request body, parsed as JSON and validated. Anything else (no body where one is
 * needed, malformed JSON, wrong shapes) is a 400 with the provider's error body.
 */
export async function body<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  let raw: unknown = {};
  const text = await c.req.text();
  if (text.trim()) {
    try {
      raw = JSON.parse(text);
    } catch {
      throw badRequest('Malformed JSON in request body');
    }
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw badRequest(describe(parsed.error));
  return parsed.data;
}
