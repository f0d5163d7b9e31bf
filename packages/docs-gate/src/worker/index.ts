import type { Hono } from 'hono';
import { createGateApp } from '../server/app';
import type { GateEnv } from '../server/env';
import { empty } from '../server/headers';
import { assetsSource } from './assets-source';
import { type GateWorkerEnv, optionsFromEnv } from './env';

export type { AssetsBinding } from './assets-source';
export type { GateWorkerEnv } from './env';

/**
 * One gate per isolate and environment: its key set (with the Node gate's cooldown, deadline
 * and last good set), its verified tokens and the files it read are kept across requests.
 */
const gates = new WeakMap<GateWorkerEnv, Hono<GateEnv> | Error>();

function gateOf(env: GateWorkerEnv): Hono<GateEnv> | Error {
  let gate = gates.get(env);
  if (!gate) {
    try {
      gate = createGateApp(assetsSource(env.ASSETS), optionsFromEnv(env));
    } catch (error) {
      gate = error instanceof Error ? error : new Error(String(error));
    }
    gates.set(env, gate);
  }
  return gate;
}

/**
 * The docs gate as a Cloudflare Worker: the Node gate's rules (app.ts) over the site's build as
 * Workers static assets. Deployed with `run_worker_first: true`, every request, every asset
 * included, goes through it; it reads the files through `ASSETS` itself and never hands a
 * request on to the assets. A Worker configured wrongly answers 500 and says why in its log.
 */
export default {
  async fetch(request: Request, env: GateWorkerEnv): Promise<Response> {
    const gate = gateOf(env);
    if (gate instanceof Error) {
      console.error(gate.message);
      return empty(500);
    }
    return gate.fetch(request);
  },
};
