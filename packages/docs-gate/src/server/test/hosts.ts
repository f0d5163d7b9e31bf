import { copyEdgeSignInPage } from '../../theme/edge-sign-in';
import { createDocsGate, type GateWiring } from '../gate';
import { startWorkerHost } from './worker-host';

/** The two hosts of the one gate: the Node server and the Worker in workerd (Miniflare). */
export type HostName = 'node' | 'worker';
export const HOSTS: readonly HostName[] = ['node', 'worker'];

/** A running gate, whichever host: requests in, answers out, as a web-standard handler. */
export interface GateHost {
  name: HostName;
  fetch(request: Request): Promise<Response>;
  stop(): Promise<void>;
}

export interface HostOptions {
  /** The built site. */
  root: string;
  /**
   * The built sign-in page. The Node gate reads it from here; for the Worker it is copied into
   * the build's `.gatehouse/sign-in/` as the theme copies it when a site builds.
   */
  signInDir?: string;
  projectId: string;
  baseUrl: string;
  /** The Node gate's internal wiring (a Worker always derives with the package's own). */
  wiring?: GateWiring;
}

/** The gate on `name` over the build at `root`, against the provider at `baseUrl`. */
export async function startHost(name: HostName, options: HostOptions): Promise<GateHost> {
  const { root, signInDir, projectId, baseUrl, wiring } = options;
  if (name === 'node') {
    const gate = createDocsGate({ root, signInDir, projectId, baseUrl }, wiring);
    return { name, fetch: gate.fetch, stop: async () => undefined };
  }
  if (signInDir) copyEdgeSignInPage(signInDir, root);
  const worker = await startWorkerHost({ assets: root, projectId, baseUrl });
  return { name, ...worker };
}
