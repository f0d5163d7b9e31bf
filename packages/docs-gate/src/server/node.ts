import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { bufferedBody } from './buffered-body';

export type NodeHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
) => void;

/**
 * A Node `(req, res, next?)` handler around a fetch handler, through @hono/node-server's
 * request and response conversion (an answer whose body the gate holds in memory is written
 * to the socket directly). The global Request and Response are left alone: the gate
 * may live inside someone else's server. A request Node cannot turn into a Request (a bad Host
 * header, a backslash in the path) gets 400 from the conversion.
 */
export function toNodeHandler(fetch: (request: Request) => Promise<Response>): NodeHandler {
  const listener = getRequestListener(
    async (request, env) => {
      const response = await fetch(request);
      // The listener is only ever given the ServerResponse of the handler below.
      const outgoing = env.outgoing as ServerResponse;
      const bytes = bufferedBody(response);
      if (!bytes) return response;
      // A file the gate holds in memory goes out as it is: reading a web Response's body back
      // as a stream would cost more than everything else the request did.
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(bytes);
      return RESPONSE_ALREADY_SENT;
    },
    { overrideGlobalObjects: false },
  );
  return (req, res, next) => {
    listener(req, res).catch((error: unknown) => {
      if (next) next(error);
      else res.destroy(error instanceof Error ? error : undefined);
    });
  };
}
