import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';

export type NodeHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
) => void;

/**
 * A Node `(req, res, next?)` handler around a fetch handler, through @hono/node-server's
 * request and response conversion. The global Request and Response are left alone: the gate
 * may live inside someone else's server. A request Node cannot turn into a Request (a bad Host
 * header, a backslash in the path) gets 400 from the conversion.
 */
export function toNodeHandler(fetch: (request: Request) => Promise<Response>): NodeHandler {
  const listener = getRequestListener((request) => fetch(request), {
    overrideGlobalObjects: false,
  });
  return (req, res, next) => {
    listener(req, res).catch((error: unknown) => {
      if (next) next(error);
      else res.destroy(error instanceof Error ? error : undefined);
    });
  };
}
