import { map, type ReadableAtom } from 'nanostores';
import { type GatehouseError, localError } from '../http/errors';
import { fail, type Result } from '../http/result';
import { isLoadFailed } from '../on-demand';

export interface OperationState {
  loading: boolean;
  /** The last run's error; cleared when the operation runs again. */
  error?: GatehouseError;
}

/** Loading and error per operation; an operation that never ran has no entry. */
export type OperationsState<Op extends string> = Partial<Record<Op, OperationState>>;

export interface Operations<Op extends string> {
  readonly $ops: ReadableAtom<OperationsState<Op>>;
  /** Run `fn` as `op`: loading while it runs, its error kept when it fails. Never throws. */
  run<T>(op: Op, fn: () => Promise<Result<T>>): Promise<Result<T>>;
}

// Code that did not load fails the operation with its own error, naming the part.
const thrown = (error: unknown): GatehouseError =>
  isLoadFailed(error)
    ? error
    : localError('input', 'E_INPUT', error instanceof Error ? error.message : String(error));

export function createOperations<Op extends string>(): Operations<Op> {
  const $ops = map<OperationsState<Op>>({});
  const set = (op: Op, state: OperationState) =>
    $ops.set({ ...$ops.get(), [op]: state } as OperationsState<Op>);

  async function run<T>(op: Op, fn: () => Promise<Result<T>>): Promise<Result<T>> {
    set(op, { loading: true });
    let result: Result<T>;
    try {
      result = await fn();
    } catch (error) {
      // The client's input checks throw on caller bugs; a store reports them as outcomes.
      result = fail(thrown(error));
    }
    set(op, result.ok ? { loading: false } : { loading: false, error: result.error });
    return result;
  }

  return { $ops, run };
}
