import { type ComponentProps, type ComponentType, useEffect, useState } from 'react';
import { Button } from '../kit';
import type { ConfirmModal as LoadedConfirmModal } from './confirm-modal';
import { Failed } from './failed';
import type { FormModal as LoadedFormModal, SecretModal as LoadedSecretModal } from './form';
import { HOST_TEXTS } from './texts';

// The widgets' modals load when one first opens: a list shows without them, and most visits
// open none. The create and edit forms and the one-time secret are one module (the layout's
// fields, the multi-select); a confirmation is another, asked for as soon as a row is
// selected (every confirmation acts on a selection), so it is there by the time it opens.

/** A module loaded once, on demand; one that failed to load is asked for again next time. */
function onDemand<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    loaded: () => loaded,
    load: () => {
      pending ??= load().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

type OnDemand<M> = ReturnType<typeof onDemand<M>>;

const forms = onDemand(() => import('./form'));
const confirmation = onDemand(() => import('./confirm-modal'));

/** Ask for the confirmation's module ahead of its first use (a row is selected). */
export function usePreloadConfirm(when: boolean) {
  useEffect(() => {
    if (when) confirmation.load().catch(() => undefined);
  }, [when]);
}

/**
 * A modal from a module loaded on demand: nothing while it loads (as before it opens), then
 * the modal; if the module cannot be loaded, the widget's failed state says so, with Retry
 * and Cancel, instead of a crash.
 */
function lazyModal<M, P extends object>(
  module: OnDemand<M>,
  pick: (module: M) => ComponentType<P>,
  cancel: (props: P) => () => void,
) {
  return function LazyModal(props: P) {
    const [state, setState] = useState<{ module?: M; failed?: boolean }>(() => ({
      module: module.loaded(),
    }));
    const [attempt, setAttempt] = useState(0);
    // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt loads again
    useEffect(() => {
      if (state.module) return;
      let live = true;
      module.load().then(
        (loaded) => live && setState({ module: loaded }),
        () => live && setState({ failed: true }),
      );
      return () => {
        live = false;
      };
    }, [attempt]);
    if (state.module) {
      const Loaded = pick(state.module);
      return <Loaded {...props} />;
    }
    if (!state.failed) return null;
    return (
      <Failed message={HOST_TEXTS.modalFailed}>
        <div className="gh-w-toolbar">
          <Button
            onClick={() => {
              setState({});
              setAttempt((n) => n + 1);
            }}
          >
            {HOST_TEXTS.retry}
          </Button>
          <Button onClick={cancel(props)}>{HOST_TEXTS.cancel}</Button>
        </div>
      </Failed>
    );
  };
}

export const FormModal = lazyModal<typeof import('./form'), ComponentProps<typeof LoadedFormModal>>(
  forms,
  (module) => module.FormModal,
  (props) => props.onCancel,
);

export const SecretModal = lazyModal<
  typeof import('./form'),
  ComponentProps<typeof LoadedSecretModal>
>(
  forms,
  (module) => module.SecretModal,
  (props) => props.onClose,
);

export const ConfirmModal = lazyModal<
  typeof import('./confirm-modal'),
  ComponentProps<typeof LoadedConfirmModal>
>(
  confirmation,
  (module) => module.ConfirmModal,
  (props) => props.onCancel,
);
