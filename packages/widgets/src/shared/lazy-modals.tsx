import { onDemand } from '@gatehouse/core';
import { type ComponentProps, type ComponentType, useEffect } from 'react';
import { useLazyModule } from './lazy-module';
import { ModalUnavailable } from './modal-unavailable';
import type * as Loaded from './modals';

// The widgets' modals load when one first opens: a list shows without them, and most visits
// open none. They are one module (modals.ts), asked for as soon as a row is selected (every
// confirmation acts on a selection), so a confirmation is there by the time it opens.

const modals = onDemand('the widget modals', () => import('./modals'));

/** Ask for the modals' module ahead of a confirmation's first use (a row is selected). */
export function usePreloadConfirm(when: boolean) {
  useEffect(() => {
    if (when) modals().catch(() => undefined);
  }, [when]);
}

/**
 * A modal from a module loaded on demand: nothing while it loads (as before it opens), then
 * the modal; if the module cannot be loaded, the widget's failed state says so, with Retry
 * and Cancel, instead of a crash.
 */
function lazyModal<P extends object>(
  pick: (module: typeof Loaded) => ComponentType<P>,
  cancel: (props: P) => () => void,
) {
  return function LazyModal(props: P) {
    const { module: loaded, failed, retry } = useLazyModule(modals);
    if (loaded) {
      const Loaded = pick(loaded);
      return <Loaded {...props} />;
    }
    return failed ? <ModalUnavailable onRetry={retry} onCancel={cancel(props)} /> : null;
  };
}

export const FormModal = lazyModal<ComponentProps<typeof Loaded.FormModal>>(
  (module) => module.FormModal,
  (props) => props.onCancel,
);

export const SecretModal = lazyModal<ComponentProps<typeof Loaded.SecretModal>>(
  (module) => module.SecretModal,
  (props) => props.onClose,
);

export const ConfirmModal = lazyModal<ComponentProps<typeof Loaded.ConfirmModal>>(
  (module) => module.ConfirmModal,
  (props) => props.onCancel,
);
