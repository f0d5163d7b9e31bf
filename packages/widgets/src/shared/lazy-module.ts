import { loadOnce } from '@gatehouse/core';
import { useEffect, useState } from 'react';

/** A code module imported when first wanted, and kept once it arrived. */
export interface LazyModule<T> {
  load(): Promise<T>;
  /** The module, once loaded: a later mount shows it at once, with no loading frame. */
  loaded(): T | undefined;
}

/**
 * `import()` once, as core's `loadOnce` (a failed import is forgotten, so the next `load()`
 * asks again), keeping the module for a synchronous look.
 */
export function lazyModule<T>(importModule: () => Promise<T>): LazyModule<T> {
  let module: T | undefined;
  const load = loadOnce(() =>
    importModule().then((arrived) => {
      module = arrived;
      return arrived;
    }),
  );
  return { load, loaded: () => module };
}

export interface ModuleState<T> {
  module?: T;
  /** The import failed: the component says so instead of waiting, and a new mount asks again. */
  failed?: boolean;
  /** Ask again after a failure (a Retry button). */
  retry(): void;
}

/**
 * The module while `wanted`, imported on first need. Unlike React.lazy, a failed import is a
 * state to render (an error in place), not an exception that would take down the widget.
 */
export function useLazyModule<T>(lazy: LazyModule<T>, wanted = true): ModuleState<T> {
  const [state, setState] = useState<{ module?: T; failed?: boolean }>(() => ({
    module: lazy.loaded(),
  }));
  useEffect(() => {
    if (!wanted || state.module || state.failed) return;
    let live = true;
    lazy.load().then(
      (module) => live && setState({ module }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [lazy, wanted, state.module, state.failed]);
  return { ...state, retry: () => setState({}) };
}
