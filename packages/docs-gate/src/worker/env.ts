import { type GateOptions, GateOptionsSchema, parseOptions } from '../server/gate-options';
import type { AssetsBinding } from './assets-source';

/**
 * What the Worker is given (wrangler.jsonc): the built site as its `ASSETS` binding and the
 * gate's public options as variables. They are public (the gate hands them to its pages), so
 * they belong in `vars`, not in secrets.
 */
export interface GateWorkerEnv {
  ASSETS: AssetsBinding;
  /** The provider's project id. */
  GATEHOUSE_PROJECT_ID: string;
  /** Where the provider answers, e.g. https://api.descope.com. */
  GATEHOUSE_BASE_URL: string;
  /** The flow the sign-in page runs (default 'docs-sign-in'). */
  GATEHOUSE_FLOW_ID?: string;
  /** Where signed-out readers are sent (default '/_gate/sign-in'). */
  GATEHOUSE_SIGN_IN_PATH?: string;
}

/** The gate's options from the Worker's environment; a TypeError naming every bad one. */
export function optionsFromEnv(env: GateWorkerEnv): GateOptions {
  if (!env.ASSETS) {
    throw new TypeError(
      '@gatehouse/docs-gate: the Worker has no ASSETS binding (set assets.binding in wrangler.jsonc)',
    );
  }
  return parseOptions(GateOptionsSchema, {
    projectId: env.GATEHOUSE_PROJECT_ID,
    baseUrl: env.GATEHOUSE_BASE_URL,
    flowId: env.GATEHOUSE_FLOW_ID || undefined,
    signInPath: env.GATEHOUSE_SIGN_IN_PATH || undefined,
  });
}
