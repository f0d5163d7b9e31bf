import type { Channel } from '../auth/address';
import type { PasskeyCeremony } from '../auth/webauthn';
import { newId } from '../state/ids';
import type { Store } from '../state/store';
import type { PendingRecord } from '../state/types';

/** Flow executions live with the other secrets in flight, under this pending kind. */
export const EXECUTION_KIND = 'flow-execution';
/** An execution with no accepted step for this long is forgotten. */
export const EXECUTION_TTL_MS = 30 * 60_000;
/**
 * However busy, an execution ends this long after its start: each accepted step keeps it
 * `EXECUTION_TTL_MS` longer, never past this cap, so no one keeps an execution id alive for
 * good by stepping it (a sign-in takes minutes; two hours leave room for a slow inbox).
 */
export const EXECUTION_MAX_AGE_MS = 2 * 60 * 60_000;

/** The session a profile flow acts for (see `session.ts`). */
export interface BoundSession {
  /** The refresh family of the token the flow was started with. */
  family: string;
  /** That session's selected tenant ('' for none), which the flow's tokens keep. */
  tenant: string;
}

/** What one run of a flow remembers between calls (plain JSON: it is exported with the state). */
export interface Execution {
  executionId: string;
  flowId: string;
  /**
   * When it started (emulator clock, ms), the origin of its cap. Absent in executions exported
   * before the cap existed: their first accepted step sets it.
   */
  startedAt?: number;
  /** The step the execution waits at: a screen, or an action waiting for the client. */
  stepId: string;
  /** Values typed so far, secrets (passwords, codes, tokens) left out. */
  form: Record<string, unknown>;
  /** The login id identified (typed) in this flow. */
  loginId: string;
  /** Whether that login id belonged to a user when it was identified. */
  userExists: boolean;
  /** The user this flow signed in (or, for a profile flow, the signed-in user). */
  userId: string;
  /** A profile flow's session: every step and the completion need it live. */
  session?: BoundSession;
  authenticated: boolean;
  /** The user whose right but expired password this flow took; only replacing it signs in. */
  expiredPasswordUser?: string;
  /** True when this execution created the user. */
  newUser: boolean;
  authMethod: string;
  amr: string[];
  oauthProvider: string;
  oauthState: string;
  /** Started from the identity provider (the start input's `idpInitiated`). */
  idpInitiated?: boolean;
  /** The SAML sign-in in progress (`saml.start`), whose code `saml.exchange` takes. */
  samlState?: string;
  redirectUrl: string;
  /** The app page's origin: the relying party of passkeys. */
  origin: string;
  /** The locale its error texts are said in (the start options' `locale`); English when absent. */
  locale?: string;
  /** The last signed-in user the client remembered (start options). */
  lastAuth?: { loginId?: string; name?: string };
  /** Where the code that was sent waits (pending key parts). */
  code?: { channel: Channel; loginId: string };
  /** TOTP enrolment in progress: what the screen shows, and the secret until it is verified. */
  totp?: { provisionUrl: string; image: string; key: string };
  pendingTotpSecret?: string;
  /**
   * The flow ended the session it acts for (the account was deleted): it completes with no
   * tokens, as there is nobody left to sign in.
   */
  sessionEnded?: true;
  /** A passkey ceremony between its start step and its finish step. */
  webauthn?: PasskeyCeremony;
  /** The pending-session record an enchanted link approves. */
  enchantedKey?: string;
}

const keyOf = (executionId: string) => `flow_${executionId}`;

const recordOf = (store: Store, executionId: string): PendingRecord | undefined => {
  const key = keyOf(executionId);
  const record = Object.hasOwn(store.data.pending, key) ? store.data.pending[key] : undefined;
  return record?.kind === EXECUTION_KIND ? record : undefined;
};

/**
 * An execution id as the provider writes one, `{flowId}|#|{id}`: its web component keys the
 * flow nonce by the part after `|#|` and matches the part before it against its `flow-id`.
 * The id part never contains '_' (links carry `{executionId}_{stepId}`).
 */
export const executionIdOf = (flowId: string) => `${flowId}|#|${newId('E2')}`;

/** A new execution, stored. */
export function createExecution(
  store: Store,
  fields: Pick<Execution, 'flowId' | 'redirectUrl' | 'origin'> & Partial<Execution>,
): Execution {
  const execution: Execution = {
    executionId: executionIdOf(fields.flowId),
    startedAt: store.now(),
    stepId: '',
    form: {},
    loginId: '',
    userExists: false,
    userId: '',
    authenticated: false,
    newUser: false,
    authMethod: '',
    amr: [],
    oauthProvider: '',
    oauthState: '',
    ...fields,
  };
  const record: PendingRecord = {
    id: execution.executionId,
    kind: EXECUTION_KIND,
    loginId: '',
    secret: '',
    expiresAt: store.now() + EXECUTION_TTL_MS,
    data: execution as unknown as Record<string, unknown>,
  };
  store.data.pending[keyOf(execution.executionId)] = record;
  return execution;
}

export type Lookup =
  | { ok: true; execution: Execution }
  | { ok: false; reason: 'unknown' | 'expired' };

/**
 * The live execution. Finding it does not keep it alive: a refused call (a stale step id, an
 * unknown interaction, a dead session) must not, so only `extendExecution` does.
 */
export function findExecution(store: Store, executionId: string): Lookup {
  const record = recordOf(store, executionId);
  if (!record) return { ok: false, reason: 'unknown' };
  if (record.expiresAt <= store.now()) {
    dropExecution(store, executionId);
    return { ok: false, reason: 'expired' };
  }
  return { ok: true, execution: record.data as unknown as Execution };
}

/** A step ran: the execution lives `EXECUTION_TTL_MS` more, never past its cap. */
export function extendExecution(store: Store, executionId: string): void {
  const record = recordOf(store, executionId);
  // A completed execution is gone already.
  if (!record) return;
  const execution = record.data as unknown as Execution;
  execution.startedAt ??= store.now();
  record.expiresAt = Math.min(
    store.now() + EXECUTION_TTL_MS,
    execution.startedAt + EXECUTION_MAX_AGE_MS,
  );
}

export function dropExecution(store: Store, executionId: string): void {
  delete store.data.pending[keyOf(executionId)];
}
