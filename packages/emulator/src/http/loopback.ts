// Which names mean "this machine". The emulator trusts loopback callers (browser apps on other
// local ports, tests, curl) and nobody else, because its development API takes no credentials.

const LOOPBACK_ORIGIN =
  /^https?:\/\/(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(:\d{1,5})?$/;

/** A browser origin served from this machine, on any port. */
export const isLoopbackOrigin = (origin: string): boolean => LOOPBACK_ORIGIN.test(origin);

/** A host name or address to listen on that only this machine can reach. */
export const isLoopbackHost = (host: string): boolean =>
  /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|\[::1\]|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i.test(
    host,
  );

/** The names a local client may give the emulator in `Host`, besides the one it listens on. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

// `Host` is a name and an optional port, nothing else (no user info, no path).
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/**
 * Whether a request's `Host` names the emulator itself: its own listening host, or a loopback
 * name, on its own port. A page that rebinds its DNS name to 127.0.0.1 still sends its name.
 */
export function isOwnHost(host: string, ownOrigin: string): boolean {
  if (!HOST_HEADER.test(host)) return false;
  let own: URL;
  let given: URL;
  try {
    own = new URL(ownOrigin);
    given = new URL(`${own.protocol}//${host}`);
  } catch {
    return false;
  }
  return (
    given.port === own.port &&
    (given.hostname === own.hostname || LOOPBACK_NAMES.has(given.hostname))
  );
}

/**
 * Whether a request's `Host` (any port) names the emulator's own listening host or a loopback
 * name: what a DNS-rebound page cannot send, since its requests carry its own name.
 */
export function isAddressedHere(host: string, ownHostname: string): boolean {
  if (!HOST_HEADER.test(host)) return false;
  let given: URL;
  try {
    given = new URL(`http://${host}`);
  } catch {
    return false;
  }
  return given.hostname === ownHostname || LOOPBACK_NAMES.has(given.hostname);
}
