import { Hono } from 'hono';
import { z } from 'zod';
import { nextFlow, startFlow } from '../flows/runner';
import type { AppEnv } from '../http/app-env';
import { requireProject } from '../http/require-project';
import { zodJson } from '../http/validate';

// Flows: `POST /v1/flow/start` and `POST /v1/flow/next`, as the provider's SDKs and the
// Gatehouse flow engine call them. Bodies are loose: the clients send more (componentsVersion,
// flowVersions, deviceInfo...) than the emulator needs.

const Input = z.record(z.string(), z.unknown());

const StartBody = z.looseObject({
  flowId: z.string().min(1, 'flowId must not be empty'),
  options: z.looseObject({}).optional(),
  conditionInteractionId: z.string().optional(),
  interactionId: z.string().optional(),
  input: Input.optional(),
  origin: z.string().optional(),
});

const NextBody = z.looseObject({
  executionId: z.string().min(1, 'executionId must not be empty'),
  stepId: z.string().optional(),
  interactionId: z.string().optional(),
  version: z.union([z.number(), z.string()]).optional(),
  input: Input.optional(),
  origin: z.string().optional(),
});

export const flowRoutes = new Hono<AppEnv>()
  .use('/v1/flow/*', requireProject)
  .post('/v1/flow/start', zodJson(StartBody), async (c) =>
    c.json(await startFlow(c, c.req.valid('json'))),
  )
  .post('/v1/flow/next', zodJson(NextBody), async (c) =>
    c.json(await nextFlow(c, c.req.valid('json'))),
  );
