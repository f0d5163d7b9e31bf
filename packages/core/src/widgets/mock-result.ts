import type { GatehouseError } from '../http/errors';
import { fail, ok, type Result } from '../http/result';

/**
 * What the mock backends answer when the server would refuse: a 400 with a description, or
 * the status the server gives (409 for a name or login id that is taken).
 */
export const mockFailure = <T = never>(description: string, status = 400): Result<T> =>
  fail<T>({
    kind: 'http',
    code: 'E_MOCK',
    message: description,
    description,
    status,
  } satisfies GatehouseError);

/** The server's 409: something of that name (a login id, a role name) exists. */
export const mockConflict = <T = never>(description: string): Result<T> =>
  mockFailure<T>(description, 409);

/** Mock answers are copies, so a store can never change the mock's data by accident. */
export const mockOk = <T>(data: T): Promise<Result<T>> =>
  Promise.resolve(ok(structuredClone(data)));
