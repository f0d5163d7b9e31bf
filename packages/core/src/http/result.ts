import type { GatehouseError } from './errors';

/** Every client call resolves to a value; nothing is thrown across the API. */
export type Result<T> = { ok: true; data: T } | { ok: false; error: GatehouseError };

export const ok = <T>(data: T): Result<T> => ({ ok: true, data });
export const fail = <T = never>(error: GatehouseError): Result<T> => ({ ok: false, error });
