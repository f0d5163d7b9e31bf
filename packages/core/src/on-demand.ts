import type { GatehouseError } from './http/errors';

/** The code of every failed load of code on demand, whatever part it was. */
export const E_LOAD_FAILED = 'E_LOAD_FAILED';

/**
 * A part of Gatehouse fetched on demand did not arrive (offline, a deploy that replaced the
 * chunk). An Error, so a rejection carries a stack, and a GatehouseError, so an operation
 * that returns a Result fails with it as it is: the failure names the part, never a field or
 * a step that only happened to need it.
 *
 * Its message is what a widget shows, so it says only which part: the browser's own words name
 * the chunk's URL, which tells the person in front of the page nothing they can act on. They
 * stay in `cause` for whoever debugs.
 */
export class LoadFailed extends Error implements GatehouseError {
  readonly kind = 'network';
  readonly code = E_LOAD_FAILED;
  /** Its own field, so that a copy (`{ ...error }`, JSON) keeps it as any GatehouseError's. */
  override readonly message: string;
  /** What did not load, in words ("the phone library"). */
  readonly part: string;

  constructor(part: string, cause: unknown) {
    const message = `Could not load ${part}`;
    super(message, { cause });
    this.message = message;
    this.part = part;
  }
}

export const isLoadFailed = (error: unknown): error is LoadFailed => error instanceof LoadFailed;

/** `cause` as the failure of `part`, unless it already names the part that did not load. */
export const loadFailed = (part: string, cause: unknown): LoadFailed =>
  isLoadFailed(cause) ? cause : new LoadFailed(part, cause);

/** Code fetched when first needed: call it to load, `loaded()` to look without loading. */
export interface OnDemand<T> {
  (): Promise<T>;
  /** What it loads, in words: the part a failure names. */
  readonly part: string;
  /** The part once it arrived (a later mount shows it at once), else undefined. */
  loaded(): T | undefined;
}

/**
 * The module's URL when `cause` is the browser's own failure to fetch it: a TypeError naming it
 * in Chromium's ("Failed to fetch dynamically imported module: URL") or Firefox's words.
 */
export const unfetchedModule = (cause: unknown): string | undefined =>
  cause instanceof TypeError
    ? /dynamically imported module: (https?:\/\/\S+)$/.exec(cause.message)?.[1]
    : undefined;

/** Modules fetched again, by the URL that failed: every part that imports one takes it here. */
const fetchedAgain = new Map<string, Promise<unknown>>();
let retries = 0;

/**
 * The same module again, under a URL of its own. Chromium keeps a module it could not fetch in
 * the page's module map and answers every later `import()` of that URL with the same failure,
 * without asking the server: a part that failed once would never load in that page. A query
 * makes the URL a new entry (each try its own); the module's own imports still resolve to the
 * modules loaded. Shared, so a module fetched again is one instance for every part using it; a
 * try that failed is forgotten, and the next asks under a new URL.
 */
function importAgain(url: string): Promise<unknown> {
  let again = fetchedAgain.get(url);
  if (!again) {
    const query = `${url.includes('?') ? '&' : '?'}gatehouse-retry=${++retries}`;
    again = import(/* @vite-ignore */ /* webpackIgnore: true */ url + query);
    fetchedAgain.set(url, again);
    again.catch(() => fetchedAgain.delete(url));
  }
  return again;
}

/**
 * The one rule for code on demand: `load` (one module's `import()`) runs once and every
 * caller, at the same time or later, shares it; `pick` takes what the part is from the module
 * (the module itself without it). A failure rejects with `LoadFailed` naming `part`, and is
 * not kept: the next call asks again, since a chunk that could not be fetched may well arrive
 * later, under a URL of its own where the browser named the one that failed (`importAgain`).
 * A `load` that takes named exports as they arrive (`.then(({ a }) => ({ a }))`, so a bundler
 * builds no namespace object) gets the module itself on such a try, which has them too.
 *
 * A module-level call needs no `/* @__PURE__ *\/` mark: the package is built one file per
 * module, so the call sits in the module that uses it, which an app includes only when it
 * uses that module (`npm run size` measured every line with and without the marks).
 */
export function onDemand<M, T = M>(
  part: string,
  load: () => Promise<M>,
  pick?: (module: M) => T,
): OnDemand<T> {
  let pending: Promise<T> | undefined;
  let arrived: { value: T } | undefined;
  /** The module's URL once the browser could not fetch it: later tries fetch it again. */
  let unfetched: string | undefined;
  const attempt = (): Promise<M> =>
    unfetched
      ? (importAgain(unfetched) as Promise<M>)
      : load().catch((cause: unknown) => {
          const url = unfetchedModule(cause);
          // Another part fetched this module again already: take it from there.
          if (!url || !fetchedAgain.has(url)) throw cause;
          unfetched = url;
          return importAgain(url) as Promise<M>;
        });
  const get = () => {
    pending ??= attempt()
      .then((module) => (pick ? pick(module) : (module as unknown as T)))
      .then(
        (value) => {
          arrived = { value };
          return value;
        },
        (cause: unknown) => {
          pending = undefined;
          // The URL the part was built with: a try under a URL of its own names that one.
          unfetched ??= unfetchedModule(cause);
          throw loadFailed(part, cause);
        },
      );
    return pending;
  };
  return Object.assign(get, { part, loaded: () => arrived?.value });
}
