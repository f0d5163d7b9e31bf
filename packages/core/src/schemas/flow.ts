import * as z from 'zod/mini';
import { anyRecord, str } from './common';
import { JwtResponse } from './session';

// `/* @__PURE__ */` marks each schema call as free of side effects, so bundlers drop the
// schemas an app does not use (scripts/size.mjs measures createClient alone).

export const FlowAction = /* @__PURE__ */ z.enum([
  'screen',
  'poll',
  'redirect',
  'webauthnCreate',
  'webauthnGet',
  'loadForm',
  'none',
]);
export type FlowAction = z.infer<typeof FlowAction>;

export const FlowStatus = /* @__PURE__ */ z.enum(['running', 'completed', 'failed', 'waiting']);

export const FlowResponse = /* @__PURE__ */ z.looseObject({
  executionId: /* @__PURE__ */ z.string(),
  stepId: str,
  stepName: str,
  status: /* @__PURE__ */ z.string(),
  action: /* @__PURE__ */ z.optional(FlowAction),
  screen: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.looseObject({
      id: /* @__PURE__ */ z.string(),
      state: /* @__PURE__ */ z.optional(anyRecord),
    }),
  ),
  redirect: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.looseObject({ url: str })),
  openInNewTabUrl: str,
  webauthn: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.looseObject({
      transactionId: str,
      options: str,
      create: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
    }),
  ),
  samlIdpResponse: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.looseObject({ url: str, samlResponse: str, relayState: str }),
  ),
  authInfo: /* @__PURE__ */ z.optional(JwtResponse),
  lastAuth: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.looseObject({ authMethod: str, loginId: str, name: str, oauthProvider: str }),
  ),
  error: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.looseObject({ code: str, description: str, message: str }),
  ),
});
export type FlowResponse = z.infer<typeof FlowResponse>;
