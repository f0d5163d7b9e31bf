import type { Target } from './paths';

/** What the gate's middleware hands its routes. */
export interface GateEnv {
  Variables: {
    /** The normalised request path (set by the target middleware, before anything else). */
    target: Target;
  };
}
