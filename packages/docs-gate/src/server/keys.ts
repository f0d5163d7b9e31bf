import { createLocalJWKSet, errors, type JWTVerifyGetKey } from 'jose';

/**
 * The least time between two fetches of the key set. A token naming a key the set lacks (the
 * provider rotated, or published a key after the gate loaded the set) fetches it again once
 * this is over, so such tokens are refused for at most this long; a flood of tokens with made-up
 * key ids costs the provider one request per this.
 */
export const KEYS_COOLDOWN_MS = 5_000;
/** How long a fetch of the key set may take, body included; past it the fetch has failed. */
export const KEYS_FETCH_DEADLINE_MS = 2_000;
/**
 * After this the set is fetched again (in the background: requests go on with it meanwhile),
 * so that a key the provider removed stops verifying.
 */
export const KEYS_MAX_AGE_MS = 10 * 60_000;

export interface KeySetOptions {
  /** `{baseUrl}/v2/keys/{projectId}`. */
  url: URL;
  /** The gate's clock, in ms: the cooldown and the age are counted on it. */
  now: () => number;
  fetch?: typeof fetch;
}

type LocalKeySet = ReturnType<typeof createLocalJWKSet>;

/** `work`, failed once `ms` have passed (its signal aborted), whether or not it listens. */
function withDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error('The key set did not arrive in time'));
    }, ms);
  });
  return Promise.race([work(controller.signal), expired]).finally(() => clearTimeout(timer));
}

/** The provider's key set, checked: jose refuses anything that is not a JWK set. */
async function fetchKeySet(url: URL, fetchImpl: typeof fetch): Promise<LocalKeySet> {
  return withDeadline(KEYS_FETCH_DEADLINE_MS, async (signal) => {
    const response = await fetchImpl(url, {
      signal,
      redirect: 'manual',
      headers: { accept: 'application/json' },
    });
    if (response.status !== 200) throw new Error(`The key set answered ${response.status}`);
    return createLocalJWKSet(await response.json());
  });
}

/**
 * The project's keys for jose's `jwtVerify`, cached per gate. A token is verified with the set
 * in hand when it holds its key. Otherwise the set is fetched again, unless a fetch started
 * less than KEYS_COOLDOWN_MS ago; requests meanwhile share the fetch under way, which fails
 * after KEYS_FETCH_DEADLINE_MS. A failed fetch (unreachable, stalled, an error, not a key
 * set) keeps the last good set. A set older than KEYS_MAX_AGE_MS is refreshed beside the
 * request that finds it so.
 */
export function createKeySet({ url, now, fetch: fetchImpl = fetch }: KeySetOptions) {
  let current: { keys: LocalKeySet; loadedAt: number } | undefined;
  /** Counts the sets loaded: what was verified with one set is not taken on trust by the next. */
  let generation = 0;
  let lastFetch = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | undefined;

  function load(): Promise<void> {
    if (loading) return loading;
    if (now() < lastFetch + KEYS_COOLDOWN_MS) return Promise.resolve();
    lastFetch = now();
    loading = fetchKeySet(url, fetchImpl)
      .then(
        (keys) => {
          current = { keys, loadedAt: now() };
          generation += 1;
        },
        // The reason goes nowhere: the last good set stays, and so does the cooldown.
        () => undefined,
      )
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  const getKey: JWTVerifyGetKey = async (header, token) => {
    if (current && now() >= current.loadedAt + KEYS_MAX_AGE_MS) void load();
    if (current) {
      try {
        return await current.keys(header, token);
      } catch (error) {
        if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
      }
    }
    await load();
    if (!current) throw new errors.JWKSNoMatchingKey();
    return current.keys(header, token);
  };
  /** Which set is in hand (it changes with every set loaded), for the verified tokens' cache. */
  return Object.assign(getKey, { generation: () => generation });
}
