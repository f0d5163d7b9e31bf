import { z } from 'zod';
import { badRequest } from '../http/errors';

// The flow definition format (documented in README.md): a version, the start screen and its
// conditions for the client, and a graph of steps the runner walks. Definitions are plain
// JSON so that a seed file can carry its own flows.

/** Step ids are numeric strings in the order a user meets them ('1', '2', ...). */
const StepId = z.string().regex(/^[1-9]\d*$/, 'step ids are numeric strings: "1", "2", ...');

/** Which interaction (button) leads to which step. */
const Next = z.record(z.string().min(1), StepId);

export const ScreenStep = z.object({
  kind: z.literal('screen'),
  screenId: z.string().min(1),
  stepName: z.string().min(1),
  next: Next,
});

export const ActionStep = z.object({
  kind: z.literal('action'),
  action: z.string().min(1),
  params: z.record(z.string(), z.unknown()).optional(),
  stepName: z.string().optional(),
  onSuccess: StepId,
  /** A screen step, shown again with `screenState.errorText`. */
  onFailure: StepId.optional(),
  /** Replaces the action's own error text. */
  errorText: z.string().optional(),
  /** The screen shown while this step waits (a link to be clicked, a poll). */
  screenId: z.string().optional(),
  /** Interactions accepted while this step waits (e.g. "Back"). */
  next: Next.optional(),
});

export const BranchStep = z.object({
  kind: z.literal('branch'),
  when: z.string().min(1),
  // biome-ignore lint/suspicious/noThenProperty: the format's word; a string is never thenable.
  then: StepId,
  else: StepId,
});

export const EndStep = z.object({ kind: z.literal('end') });

export const Step = z.discriminatedUnion('kind', [ScreenStep, ActionStep, BranchStep, EndStep]);

/**
 * Start conditions, evaluated by the client before it shows the first screen. One that names
 * no screen makes the client start at once with its interaction (e.g. an IdP-initiated code
 * to exchange): `start` is the step that start runs from. `start` is the emulator's own
 * field; config.json leaves it out.
 */
export const Condition = z
  .looseObject({
    key: z.string().min(1),
    operator: z.string().optional(),
    predicate: z.union([z.string(), z.number()]).optional(),
    met: z.looseObject({
      screenId: z.string().min(1).optional(),
      interactionId: z.string().optional(),
    }),
    start: StepId.optional(),
  })
  .refine(
    (condition) => !!condition.met.screenId || !!(condition.met.interactionId && condition.start),
    {
      message: 'a condition without a screen needs met.interactionId and start',
    },
  );

export const FlowDefinition = z
  .object({
    version: z.number().int().positive(),
    /** The screen the client shows before any request; none: the client starts at once. */
    startScreenId: z.string().min(1).optional(),
    conditions: z.array(Condition).default([]),
    targetLocales: z.array(z.string()).default([]),
    /** Profile flows: start needs the signed-in user's token. */
    requiresSession: z.boolean().default(false),
    /**
     * Whether the flow may tell that an email has no account (README.md, "Unknown emails"):
     * off, an unknown email goes on as an account's would and is refused only where a wrong
     * password or code is; on, `identify` with `mustExist` and the sign-in sends refuse it
     * with "No account with this email", and a wrong password is named as such.
     */
    revealAccounts: z.boolean().default(false),
    start: StepId,
    steps: z.record(StepId, Step),
  })
  .superRefine((flow, ctx) => {
    const targets = (step: z.output<typeof Step>): string[] => {
      switch (step.kind) {
        case 'screen':
          return Object.values(step.next);
        case 'action':
          return [step.onSuccess, ...(step.onFailure ? [step.onFailure] : [])].concat(
            Object.values(step.next ?? {}),
          );
        case 'branch':
          return [step.then, step.else];
        default:
          return [];
      }
    };
    for (const start of [flow.start, ...flow.conditions.map((condition) => condition.start)]) {
      if (start && !flow.steps[start]) {
        ctx.addIssue({ code: 'custom', message: `start leads to unknown step ${start}` });
      }
    }
    for (const [id, step] of Object.entries(flow.steps)) {
      for (const target of targets(step)) {
        if (!flow.steps[target]) {
          ctx.addIssue({ code: 'custom', message: `step ${id} leads to unknown step ${target}` });
        }
      }
    }
    for (const [id, step] of Object.entries(flow.steps)) {
      if (
        step.kind === 'action' &&
        step.onFailure &&
        flow.steps[step.onFailure]?.kind !== 'screen'
      ) {
        ctx.addIssue({ code: 'custom', message: `step ${id}: onFailure must be a screen step` });
      }
    }
  });
export type FlowDefinition = z.output<typeof FlowDefinition>;
export type Step = z.output<typeof Step>;
export type ScreenStep = z.output<typeof ScreenStep>;
export type ActionStep = z.output<typeof ActionStep>;

/** A stored definition, checked (a seed may carry a broken one: that is the caller's 400). */
export function parseDefinition(flowId: string, raw: unknown): FlowDefinition {
  const parsed = FlowDefinition.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(
      `Flow ${flowId} is not a valid definition: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`,
    );
  }
  return parsed.data;
}

/** The screen step showing `screenId` (the start screen, or a condition's screen). */
export function screenStepOf(flow: FlowDefinition, screenId: string): string | undefined {
  return Object.entries(flow.steps).find(
    ([, step]) => step.kind === 'screen' && step.screenId === screenId,
  )?.[0];
}
