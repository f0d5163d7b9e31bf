import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { nextFlow, startFlow } from '../flows/runner';
import { requireProject } from '../http/require-project';
import { body } from '../http/validate';

// Flows: `POST /v1/flow/start` and `POST /v1/flow/next`, as the provider's SDKs and the
// Gatehouse flow engine call them. Bodies are loose: the clients send more (componentsVersion,
// flowVersions, deviceInfo...) than the emulator needs.

const Input = z.record(z.string(), z.unknown());

const StartBody = z.looseObject({
  flowId: z.string().min(1, 'flowId must not be empty'),
  options: z.looseObject({}).optional().nullable(),
  conditionInteractionId: z.string().optional().nullable(),
  interactionId: z.string().optional().nullable(),
  input: Input.optional().nullable(),
  origin: z.string().optional(),
});

const NextBody = z.looseObject({
  executionId: z.string().min(1, 'executionId must not be empty'),
  stepId: z.string().optional().nullable(),
  interactionId: z.string().optional().nullable(),
  version: z.union([z.number(), z.string()]).optional().nullable(),
  input: Input.optional().nullable(),
  origin: z.string().optional(),
});

export const flowRoutes = new Hono<AppEnv>()
  .use('/v1/flow/*', requireProject)
  .post('/v1/flow/start', async (c) => {
    const input = await body(c, StartBody);
    return c.json(
      await startFlow(c, {
        flowId: input.flowId,
        options: input.options,
        conditionInteractionId: input.conditionInteractionId ?? undefined,
        interactionId: input.interactionId ?? undefined,
        input: input.input ?? {},
        origin: input.origin,
      }),
    );
  })
  .post('/v1/flow/next', async (c) => {
    const input = await body(c, NextBody);
    return c.json(
      await nextFlow(c, {
        executionId: input.executionId,
        stepId: input.stepId ?? undefined,
        interactionId: input.interactionId ?? undefined,
        input: input.input ?? {},
        origin: input.origin,
      }),
    );
  });
