import type { Http } from '../http/http';
import { FlowResponse } from '../schemas/flow';
import { checkNonEmpty, checkOptionalString } from '../validation/checks';

type Json = Record<string, unknown>;

/** What flow start takes besides the flow id (the provider's `options`). */
export interface FlowStartOptions {
  redirectUrl?: string;
  location?: string;
  tenant?: string;
  deviceInfo?: { webAuthnSupport?: boolean };
  lastAuth?: { authMethod?: string; oauthProvider?: string; loginId?: string; name?: string };
  abTestingKey?: number;
  /** Values the host passes to the flow (the `client` option of the flow component). */
  client?: Json;
  startOptionsVersion?: number;
  locale?: string;
  [key: string]: unknown;
}

/**
 * The provider's flow API (`sdk.flow.start/next` in its SDK), with the SDK's input checks of
 * spec 001 §5: `flowId`, `executionId`, `stepId` and `interactionId` must be non-empty strings
 * (a start's interaction may be left out, or '' when the flow starts without one). The flow
 * engine talks to the server through these; a headless app may call them directly. Every
 * answer is checked against `FlowResponse`.
 */
export function createFlowApi(http: Http) {
  const post = (path: string, body: Json, signal?: AbortSignal) =>
    http.request(path, { body, schema: FlowResponse, signal });

  return {
    start(
      flowId: string,
      options: FlowStartOptions = {},
      conditionInteractionId?: string,
      interactionId?: string,
      componentsVersion?: string,
      flowVersions?: Record<string, number>,
      input?: Json,
      signal?: AbortSignal,
    ) {
      checkNonEmpty('flowId', flowId);
      checkOptionalString('conditionInteractionId', conditionInteractionId);
      checkOptionalString('interactionId', interactionId);
      const body = {
        flowId,
        options,
        conditionInteractionId,
        interactionId,
        componentsVersion,
        flowVersions,
        input,
        isCustomScreen: false,
      };
      return post('/v1/flow/start', body, signal);
    },
    next(
      executionId: string,
      stepId: string,
      interactionId: string,
      version?: number,
      componentsVersion?: string,
      input?: Json,
      signal?: AbortSignal,
    ) {
      checkNonEmpty('executionId', executionId);
      checkNonEmpty('stepId', stepId);
      checkNonEmpty('interactionId', interactionId);
      const body = {
        executionId,
        stepId,
        interactionId,
        version,
        componentsVersion,
        input,
        isCustomScreen: false,
      };
      return post('/v1/flow/next', body, signal);
    },
  };
}

export type FlowApi = ReturnType<typeof createFlowApi>;
