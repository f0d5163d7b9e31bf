import { describe, expect, it } from 'vitest';
import { fail, ok, type Result } from '../http/result';
import { createOperations } from './operations';

const error = { kind: 'http' as const, code: 'E1', message: 'Bad: nope' };

describe('operations', () => {
  it('is loading while the call runs and not after', async () => {
    const { $ops, run } = createOperations<'search'>();
    expect($ops.get()).toEqual({});
    let finish: (value: Result<number>) => void = () => {};
    const pending = run('search', () => new Promise<Result<number>>((r) => (finish = r)));
    expect($ops.get()).toEqual({ search: { loading: true } });
    finish(ok(1));
    expect(await pending).toEqual(ok(1));
    expect($ops.get()).toEqual({ search: { loading: false } });
  });

  it('keeps the error per operation and clears it on the next run', async () => {
    const { $ops, run } = createOperations<'search' | 'create'>();
    await run('create', async () => fail(error));
    await run('search', async () => ok([]));
    expect($ops.get()).toEqual({
      create: { loading: false, error },
      search: { loading: false },
    });
    await run('create', async () => ok(undefined));
    expect($ops.get().create).toEqual({ loading: false });
  });

  it('turns a thrown input check into an input error instead of throwing', async () => {
    const { $ops, run } = createOperations<'delete'>();
    const result = await run('delete', () => {
      throw new TypeError('"ids" must be a non-empty list');
    });
    const expected = { kind: 'input', code: 'E_INPUT', message: '"ids" must be a non-empty list' };
    expect(result).toEqual({ ok: false, error: expected });
    expect($ops.get().delete).toEqual({ loading: false, error: expected });
  });
});
