import type { OnDemand } from '@gatehouse/core';
import type { ComponentType } from 'react';
import { useLazyModule } from './lazy-module';
import { ModalUnavailable } from './modal-unavailable';

/**
 * A modal whose code is a part loaded on demand (`part`, core's `onDemand`): nothing while it
 * loads (as before it opens), then the modal `pick` takes from the part; if the part cannot be
 * loaded, the widget's failed state says so, with Retry and Cancel (`cancel` of the modal's
 * props), instead of a crash. The management widgets' modals and the profile's use it.
 */
export function onDemandModal<M, P extends object>(
  part: OnDemand<M>,
  pick: (module: M) => ComponentType<P>,
  cancel: (props: P) => () => void,
) {
  return function OnDemandModal(props: P) {
    const { module: loaded, failed, retry } = useLazyModule(part);
    if (loaded) {
      const Loaded = pick(loaded);
      return <Loaded {...props} />;
    }
    return failed ? <ModalUnavailable onRetry={retry} onCancel={cancel(props)} /> : null;
  };
}
