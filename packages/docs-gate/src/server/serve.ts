import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { createDocsGate } from './gate';
import { type DocsGateOptions, describeIssues } from './options';

export interface ServeDocsGateOptions extends DocsGateOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Loopback unless asked. */
  host?: string;
}

export interface RunningDocsGate {
  /** Where it listens, e.g. http://127.0.0.1:5175. */
  url: string;
  close(): Promise<void>;
}

const Listen = z.object({
  port: z.number().int().min(0).max(65535, 'must be a port number (0-65535)').default(0),
  host: z.string().min(1, 'must be a host name or address').default('127.0.0.1'),
});

/** The gate on a Node HTTP server of its own, for the CLI, the demo and tests. */
export async function serveDocsGate(options: ServeDocsGateOptions): Promise<RunningDocsGate> {
  const { port: wantedPort, host: wantedHost, ...gateOptions } = options;
  const listen = Listen.safeParse({ port: wantedPort, host: wantedHost });
  if (!listen.success) {
    throw new TypeError(`@gatehouse/docs-gate: invalid options\n${describeIssues(listen.error)}`);
  }
  const { port, host } = listen.data;
  const gate = createDocsGate(gateOptions);
  const server = createServer(gate.node);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets would hold close() open.
        server.closeAllConnections();
      }),
  };
}
