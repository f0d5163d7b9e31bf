import { Hono } from 'hono';
import { z } from 'zod';
import { exportTarget } from '../dev/export-dir';
import type { AppEnv } from '../http/app-env';
import { ApiError, Codes } from '../http/errors';
import { MAX_EXPORT_DIR_LENGTH, MAX_FAULT_PATTERN_LENGTH } from '../http/limits';
import { zodJson, zodQuery } from '../http/validate';
import { exportState } from '../seed/persist';
import { newId } from '../state/ids';

/** `?loginId=`: one login id's messages; all of them without it. */
const InboxQuery = z.object({ loginId: z.string().optional() });

const FaultInput = z.object({
  method: z.string().max(16).default('*'),
  path: z.string().min(1).max(MAX_FAULT_PATTERN_LENGTH),
  count: z.number().int().min(1).max(10_000).default(1),
  status: z.number().int().min(400).max(599).optional(),
  body: z.unknown().optional(),
  delayMs: z.number().int().min(0).max(60_000).optional(),
});

const ClockInput = z.union([
  z.object({ offsetMs: z.number().int() }),
  z.object({ advanceMs: z.number().int() }),
]);

const ExportInput = z.object({
  dir: z
    .string()
    .min(1)
    .max(MAX_EXPORT_DIR_LENGTH)
    .refine((dir) => !dir.includes('\0'), 'must not contain a NUL character')
    .optional(),
});

/**
 * The development API: health, the inbox of codes and links that would have been sent,
 * reset, export, fault injection and a clock offset. No credentials: the dev guard in front
 * of it lets only this machine in. Exports go only into `exportDir` (or below it).
 */
export function devRoutes(options: { exportDir?: string }) {
  return new Hono<AppEnv>()
    .basePath('/emulator/v1')
    .get('/health', (c) => c.json({ ok: true, projectId: c.get('store').data.projectId }))
    .get('/inbox', zodQuery(InboxQuery), (c) => {
      const loginId = c.req.valid('query').loginId?.toLowerCase();
      const messages = c
        .get('store')
        .data.inbox.filter((m) => !loginId || m.loginId.toLowerCase() === loginId);
      return c.json({ messages });
    })
    .delete('/inbox', zodQuery(InboxQuery), (c) => {
      const { data } = c.get('store');
      const loginId = c.req.valid('query').loginId?.toLowerCase();
      data.inbox = loginId ? data.inbox.filter((m) => m.loginId.toLowerCase() !== loginId) : [];
      return c.json({ ok: true });
    })
    .post('/reset', (c) => {
      c.get('store').reset();
      return c.json({ ok: true });
    })
    .post('/export', zodJson(ExportInput), async (c) => {
      const input = c.req.valid('json');
      const dir = exportTarget(options.exportDir, input.dir);
      try {
        return c.json({ ok: true, file: exportState(c.get('store').data, dir) });
      } catch (error) {
        // The previous export is intact and the state unchanged: say why this one failed.
        throw new ApiError(500, Codes.internal, 'Export failed', (error as Error).message);
      }
    })
    .get('/faults', (c) => c.json({ faults: c.get('store').data.faults }))
    .post('/faults', zodJson(FaultInput), async (c) => {
      const { count, ...fault } = c.req.valid('json');
      const record = { id: newId('F', 12), remaining: count, ...fault };
      c.get('store').data.faults.push(record);
      return c.json({ fault: record });
    })
    .delete('/faults', (c) => {
      c.get('store').data.faults = [];
      return c.json({ ok: true });
    })
    .get('/clock', (c) => {
      const store = c.get('store');
      return c.json({ offsetMs: store.data.clockOffsetMs, now: store.now() });
    })
    .post('/clock', zodJson(ClockInput), async (c) => {
      const store = c.get('store');
      const input = c.req.valid('json');
      store.data.clockOffsetMs =
        'offsetMs' in input ? input.offsetMs : store.data.clockOffsetMs + input.advanceMs;
      return c.json({ offsetMs: store.data.clockOffsetMs, now: store.now() });
    });
}
