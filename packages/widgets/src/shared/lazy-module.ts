import type { LoadFailed, OnDemand } from '@gatehouse/core';
import { useEffect, useState } from 'react';

// A component's code loaded by core's one rule (`onDemand`: once, and again after a failure),
// as React state.

export interface ModuleState<T> {
  module?: T;
  /** The import failed: the component says so instead of waiting, and a new mount asks again. */
  failed?: boolean;
  /** Why: the load's error, naming the part that did not load. */
  error?: LoadFailed;
  /** Ask again after a failure (a Retry button). */
  retry(): void;
}

/**
 * The module while `wanted`, imported on first need. Unlike React.lazy, a failed import is a
 * state to render (an error in place), not an exception that would take down the widget, and
 * it is not kept: Retry, or a new mount, loads again.
 */
export function useLazyModule<T>(lazy: OnDemand<T>, wanted = true): ModuleState<T> {
  const [state, setState] = useState<{ module?: T; error?: LoadFailed }>(() => ({
    module: lazy.loaded(),
  }));
  useEffect(() => {
    if (!wanted || state.module || state.error) return;
    let live = true;
    lazy().then(
      (module) => live && setState({ module }),
      (error: LoadFailed) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [lazy, wanted, state.module, state.error]);
  return { ...state, failed: !!state.error, retry: () => setState({}) };
}
