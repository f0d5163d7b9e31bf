import * as z from 'zod/mini';

/** A second automatic return to the same page within this long is a loop. */
export const LOOP_WINDOW_MS = 10_000;
/** Where the returns are recorded (sessionStorage: per tab, which is where a loop happens). */
export const LOOP_KEY = 'gatehouse:gate:returns';

const Returns = z.array(z.object({ path: z.string(), at: z.number() }));
type Returns = z.infer<typeof Returns>;

export interface LoopGuardOptions {
  /** sessionStorage in the page; undefined where the browser refuses it. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  now: () => number;
  windowMs?: number;
  /** The storage key (the theme's refused-chunk reload keeps its own record). */
  key?: string;
}

function read(storage: Pick<Storage, 'getItem'>, key: string): Returns {
  const raw = storage.getItem(key);
  if (!raw) return [];
  try {
    const parsed = Returns.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * The sign-in page sends the reader back on its own when a stored refresh token still works.
 * If the docs server refuses the session anyway (a cookie the browser did not keep, clocks
 * apart), that would be an endless redirect: so each automatic return is recorded, and a
 * second one to the same path within the window is refused, and the page shows the flow.
 */
export function createLoopGuard({
  storage,
  now,
  windowMs = LOOP_WINDOW_MS,
  key = LOOP_KEY,
}: LoopGuardOptions) {
  return {
    /** Record an automatic return to `path`; false (not recorded) when it would be a loop. */
    mayReturn(path: string): boolean {
      // Without storage no loop can be seen, so never return automatically: sign in instead.
      if (!storage) return false;
      try {
        const time = now();
        const recent = read(storage, key).filter((r) => r.at <= time && time - r.at < windowMs);
        if (recent.some((r) => r.path === path)) return false;
        recent.push({ path, at: time });
        storage.setItem(key, JSON.stringify(recent));
        return true;
      } catch {
        return false;
      }
    },
  };
}
