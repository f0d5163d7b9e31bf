import type { FingerprintData } from '../http/http';
import { MESSAGES } from './constants';
import { type FlowStorage, readJson } from './storage';

/**
 * What goes to the provider as `fpData` (its names): `vsid`, the visitor session id (27
 * sortable characters, linked to the FingerprintJS event), and `vrid`, FingerprintJS' request
 * id.
 */
export type { FingerprintData };

/** A fingerprint and when it stops being used (24 hours after it was taken). */
export interface FingerprintRecord {
  value: FingerprintData;
  /** Epoch milliseconds. */
  expiry: number;
}

/** Loads FingerprintJS Pro and identifies the visitor; injectable for tests. */
export type FingerprintLoader = (
  apiKey: string,
  linkedId: string,
) => Promise<{ requestId: string }>;

/** The real loader: a dynamic import, so the agent is only fetched by flows that use it. */
export const fingerprintProLoader: FingerprintLoader = async (apiKey, linkedId) => {
  const { load } = await import('@fingerprintjs/fingerprintjs-pro');
  const agent = await load({ apiKey });
  const { requestId } = await agent.get({ linkedId });
  return { requestId };
};

/** Where the visitor's fingerprint is kept between runs (only this chunk reads it). */
export const FINGERPRINT_KEY = 'gatehouse_fingerprint';
/** 24 hours, written as a literal: bundlers keep top-level arithmetic even when unused. */
export const FINGERPRINT_TTL_MS = 86_400_000;
export const FINGERPRINT_MAX_ATTEMPTS = 5;
export const FINGERPRINT_BASE_DELAY_MS = 100;
export const FINGERPRINT_MAX_DELAY_MS = 3000;

/** Full jitter: a random wait between 0 and min(3000, 100 * 2^attempt) ms. */
export const fingerprintDelay = (attempt: number, random: () => number = Math.random) =>
  Math.floor(
    random() * Math.min(FINGERPRINT_MAX_DELAY_MS, FINGERPRINT_BASE_DELAY_MS * 2 ** attempt),
  );

/**
 * FingerprintJS' errors that mean the endpoint is blocked or the key invalid: retrying cannot
 * help, so fingerprinting is left out. Anything else ('Client timeout', 'Too many requests',
 * network trouble) is worth another attempt.
 */
const EXCLUDED =
  /blocked by csp|api key (required|not found|expired|invalid)|failed to load the js script|invalid endpoint|forbidden|subscription not active|wrong region/i;
export const isExcludedFingerprintError = (error: unknown) =>
  EXCLUDED.test(error instanceof Error ? error.message : String(error));

const sortableId = () =>
  (
    Date.now().toString(36) +
    Math.random().toString(36).slice(2) +
    Math.random().toString(36).slice(2) +
    '0'.repeat(27)
  ).slice(0, 27);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface FingerprintOptions {
  apiKey: string;
  storage: FlowStorage;
  loader?: FingerprintLoader;
  warn: (message: string, detail?: unknown) => void;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
}

/**
 * The visitor's fingerprint ids and their expiry: from storage when younger than 24 h, else
 * loaded with up to 5 attempts and jittered exponential backoff. Resolves undefined (after a
 * warning) when fingerprinting is unavailable; never rejects.
 */
export async function ensureFingerprint(
  options: FingerprintOptions,
): Promise<FingerprintRecord | undefined> {
  const { storage, loader = fingerprintProLoader, random = Math.random, sleep = wait } = options;
  const cached = readJson<FingerprintRecord>(storage, FINGERPRINT_KEY);
  if (cached?.value?.vsid && cached.value.vrid && cached.expiry > Date.now()) return cached;

  const vsid = sortableId();
  for (let attempt = 0; attempt < FINGERPRINT_MAX_ATTEMPTS; attempt++) {
    if (options.signal?.aborted) return undefined;
    try {
      const { requestId } = await loader(options.apiKey, vsid);
      const value = { vsid, vrid: requestId };
      const stored: FingerprintRecord = { value, expiry: Date.now() + FINGERPRINT_TTL_MS };
      storage.setItem(FINGERPRINT_KEY, JSON.stringify(stored));
      return stored;
    } catch (error) {
      const last = attempt === FINGERPRINT_MAX_ATTEMPTS - 1;
      if (isExcludedFingerprintError(error) || last) {
        options.warn(MESSAGES.fingerprintFailed, error);
        return undefined;
      }
      await sleep(fingerprintDelay(attempt, random));
    }
  }
  return undefined;
}
