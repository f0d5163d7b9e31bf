import type { GatehouseError } from '../http/errors';
import { fail, ok, type Result } from '../http/result';

/** What the mock backends answer when the server would refuse: a 400 with a description. */
export const mockFailure = <T = never>(description: string): Result<T> =>
  fail<T>({
    kind: 'http',
    code: 'E_MOCK',
    message: description,
    description,
    status: 400,
  } satisfies GatehouseError);

/** Mock answers are copies, so a store can never change the mock's data by accident. */
export const mockOk = <T>(data: T): Promise<Result<T>> =>
  Promise.resolve(ok(structuredClone(data)));
