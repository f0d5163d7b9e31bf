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
 * The one rule for code on demand: `load` runs once and every caller, at the same time or
 * later, shares it. A failure rejects with `LoadFailed` naming `part`, and is not kept: the
 * next call asks again, since a chunk that could not be fetched may well arrive later.
 *
 * A module-level call needs no `/* @__PURE__ *\/` mark: the package is built one file per
 * module, so the call sits in the module that uses it, which an app includes only when it
 * uses that module (`npm run size` measured every line with and without the marks).
 */
export function onDemand<T>(part: string, load: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | undefined;
  let arrived: { value: T } | undefined;
  const get = () => {
    pending ??= load().then(
      (value) => {
        arrived = { value };
        return value;
      },
      (cause: unknown) => {
        pending = undefined;
        throw loadFailed(part, cause);
      },
    );
    return pending;
  };
  return Object.assign(get, { part, loaded: () => arrived?.value });
}
