/**
 * The bytes of answers whose body is a Buffer the gate holds in memory, so that the Node
 * handler can write them to the socket as they are: a web Response's body can only be read
 * back as a stream, which costs more CPU than the rest of serving a small file.
 */
const bodies = new WeakMap<Response, Uint8Array>();

/** `response`, remembered as carrying `bytes` (its body, unread). */
export function withBufferedBody(response: Response, bytes: Uint8Array): Response {
  bodies.set(response, bytes);
  return response;
}

/** The bytes a response was made with, when it was made by `withBufferedBody`. */
export const bufferedBody = (response: Response): Uint8Array | undefined => bodies.get(response);
