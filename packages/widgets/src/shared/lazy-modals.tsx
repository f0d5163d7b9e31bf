import { type ComponentProps, type ComponentType, useEffect } from 'react';
import { Button } from '../kit';
import type { ConfirmModal as LoadedConfirmModal } from './confirm-modal';
import { Failed } from './failed';
import type { FormModal as LoadedFormModal, SecretModal as LoadedSecretModal } from './form';
import { type LazyModule, lazyModule, useLazyModule } from './lazy-module';
import { useWidgetTexts } from './texts';

// The widgets' modals load when one first opens: a list shows without them, and most visits
// open none. The create and edit forms and the one-time secret are one module (the layout's
// fields, the multi-select); a confirmation is another, asked for as soon as a row is
// selected (every confirmation acts on a selection), so it is there by the time it opens.

const forms = lazyModule(() => import('./form'));
const confirmation = lazyModule(() => import('./confirm-modal'));

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
  module: LazyModule<M>,
  pick: (module: M) => ComponentType<P>,
  cancel: (props: P) => () => void,
) {
  return function LazyModal(props: P) {
    const { module: loaded, failed, retry } = useLazyModule(module);
    const t = useWidgetTexts();
    if (loaded) {
      const Loaded = pick(loaded);
      return <Loaded {...props} />;
    }
    if (!failed) return null;
    return (
      <Failed message={t('modalFailed')}>
        <div className="gh-w-toolbar">
          <Button onClick={retry}>{t('retry')}</Button>
          <Button onClick={cancel(props)}>{t('cancel')}</Button>
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
