import type { Context } from 'hono';
import { z } from 'zod';

/**
 * Send a management answer after checking it against the schema our own client parses it
 * with (from @gatehouse/core). A mismatch is an emulator bug, so it throws (a 500) instead of
 * letting a client meet a shape the real provider would never send.
 */
export function reply<S extends z.core.$ZodType>(c: Context, schema: S, payload: z.input<S>) {
  const checked = z.safeParse(schema, payload);
  if (!checked.success) {
    throw new Error(`Response does not match its schema: ${z.prettifyError(checked.error)}`);
  }
  return c.json(payload as Record<string, unknown>);
}
