import * as z from 'zod/mini';
import { anyRecord, str } from './common';
import { JwtResponse } from './session';

export const FlowAction = z.enum([
  'screen',
  'poll',
  'redirect',
  'webauthnCreate',
  'webauthnGet',
  'loadForm',
  'none',
]);
export type FlowAction = z.infer<typeof FlowAction>;

export const FlowStatus = z.enum(['running', 'completed', 'failed', 'waiting']);

export const FlowResponse = z.looseObject({
  executionId: z.string(),
  stepId: str,
  stepName: str,
  status: z.string(),
  action: z.optional(FlowAction),
  screen: z.optional(
    z.looseObject({
      id: z.string(),
      state: z.optional(anyRecord),
    }),
  ),
  redirect: z.optional(z.looseObject({ url: str })),
  openInNewTabUrl: str,
  webauthn: z.optional(
    z.looseObject({
      transactionId: str,
      options: str,
      create: z.optional(z.boolean()),
    }),
  ),
  samlIdpResponse: z.optional(z.looseObject({ url: str, samlResponse: str, relayState: str })),
  authInfo: z.optional(JwtResponse),
  lastAuth: z.optional(
    z.looseObject({ authMethod: str, loginId: str, name: str, oauthProvider: str }),
  ),
  error: z.optional(z.looseObject({ code: str, description: str, message: str })),
});
export type FlowResponse = z.infer<typeof FlowResponse>;
