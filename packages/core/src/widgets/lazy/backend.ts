import { onDemand } from '../../on-demand';

// A mock backend is code only mock mode runs (sample data, in-memory search): a page that
// shows a widget against a server should not ship it. `lazyBackend` stands in for a backend
// whose module loads on the first call; every method it lists is async on the real backend
// too, so a caller cannot tell the difference.

type Method = (...args: never[]) => Promise<unknown>;
type Groups<B> = { readonly [G in keyof B]: readonly (keyof B[G] & string)[] };

/**
 * `B` with each listed method of each group calling through to the backend `make` builds from
 * the module `load` imports, loaded on the first call (core's `onDemand`: a failed load rejects with `LoadFailed`
 * naming `part`, and the next call asks again).
 */
export function lazyBackend<B extends object, M = B>(
  load: () => Promise<M>,
  make: (module: M) => B,
  groups: Groups<B>,
  part = 'the mock backend',
): B {
  const backend = onDemand(part, load, make);
  const entries = Object.entries(groups as Record<string, readonly string[]>).map(
    ([group, methods]) => [
      group,
      Object.fromEntries(
        methods.map((method) => [
          method,
          async (...args: never[]) => {
            const owner = (await backend())[group as keyof B] as Record<string, Method>;
            return (owner[method] as Method).apply(owner, args);
          },
        ]),
      ),
    ],
  );
  return Object.fromEntries(entries) as B;
}
