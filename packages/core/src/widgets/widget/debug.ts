import type { Http, RequestCaller } from '../../http/http';

// A widget's `debug` attribute (the provider's widgets have one): the widget's requests and
// its state's transitions on the console, for whoever integrates it. Loaded on demand, only
// by a widget that is asked to debug. It logs shapes, never values: a status, a count, a
// request's path and outcome. No token, header, body, secret or user field is ever written,
// so a debug log can be pasted into an issue as it is.

/** What the log is written to: `console.debug` unless given. */
export type DebugLog = (message: string, detail?: unknown) => void;

/** An atom as the log reads it (nanostores' `listen`). */
interface Listenable {
  get(): unknown;
  listen(listener: (value: unknown) => void): () => void;
}

const isAtom = (value: unknown): value is Listenable =>
  typeof (value as Listenable | null)?.listen === 'function' &&
  typeof (value as Listenable).get === 'function';

/** The atoms whose text is a state's name ('loading', 'ready', a range): logged as it is. */
const NAMED_STATES = new Set(['$status', '$range']);

/**
 * A state's shape without its values: a list's length, an object's `status` (and an error's
 * code) or its keys, a number or a boolean as it is, a string's length only (unless the atom
 * `name`d holds a state's name).
 */
export function stateShape(value: unknown, name = ''): unknown {
  if (Array.isArray(value)) return `${value.length} items`;
  if (typeof value === 'string') {
    return NAMED_STATES.has(name) ? value : `text (${value.length} characters)`;
  }
  if (value === null || typeof value !== 'object') return value;
  const { status, error, loading } = value as Record<string, unknown>;
  if (typeof status === 'string') {
    const code = (error as { code?: unknown } | undefined)?.code;
    return typeof code === 'string' ? `${status} (${code})` : status;
  }
  if (typeof loading === 'boolean') return loading ? 'loading' : 'idle';
  return `{${Object.keys(value).join(', ')}}`;
}

/**
 * The atoms followed: each store's own state, never a computed view of its layouts. Following
 * one of those (a user store's `$createLayout`) would compute it before the layouts are in,
 * which throws inside the store's own update: debugging must not change what it watches.
 */
const FOLLOWED = [
  '$layouts',
  '$status',
  '$error',
  '$search',
  '$rows',
  '$selection',
  '$truncated',
  '$ops',
  '$range',
  '$modal',
  '$notices',
  '$user',
] as const;

export interface DebugTarget {
  /** What names the widget in each line: its kind and widget id, say. */
  name: string;
  /** The widget's store: those of its atoms `FOLLOWED` names. */
  store: object;
  /** The client's HTTP layer, whose requests are logged; none in mock mode. */
  http?: Pick<Http, 'onResult'>;
  /**
   * The widget whose requests are logged (its store's calls name it, `RequestOptions.caller`):
   * a client shared by several widgets carries theirs too. Every request of the client when
   * not given.
   */
  caller?: RequestCaller;
}

/** Whether a request made for `made` is one of `caller`'s (any request, without a caller). */
const madeFor = (caller: RequestCaller | undefined, made: RequestCaller | undefined) =>
  !caller || (made?.type === caller.type && made.id === caller.id);

/**
 * Log the store's state transitions (its `FOLLOWED` atoms) and its widget's requests until the
 * returned function is called. Each line reads `[gatehouse <name>] <what>` with its shape as
 * detail.
 */
export function debugWidget(
  { name, store, http, caller }: DebugTarget,
  log: DebugLog = console.debug,
) {
  const say = (what: string, detail?: unknown) => log(`[gatehouse ${name}] ${what}`, detail);
  const stops: (() => void)[] = [];
  for (const name of FOLLOWED) {
    const atom = (store as Record<string, unknown>)[name];
    if (!isAtom(atom)) continue;
    say(name, stateShape(atom.get(), name));
    stops.push(atom.listen((value) => say(name, stateShape(value, name))));
  }
  if (http) {
    stops.push(
      http.onResult((path, result, request) => {
        if (!madeFor(caller, request.caller)) return;
        say(
          // The path only: a query could carry a code or a token.
          `request ${path.split('?')[0]}`,
          result.ok
            ? 'ok'
            : `${result.error.code}${result.error.status ? ` ${result.error.status}` : ''}`,
        );
      }),
    );
  }
  return () => {
    for (const stop of stops) stop();
  };
}
