import { onDemand } from '@gatehouse/core';
import { type ComponentProps, useEffect } from 'react';
import type * as Loaded from './modals';
import { onDemandModal } from './on-demand-modal';

// The widgets' modals load when one first opens: a list shows without them, and most visits
// open none. They are one module (modals.ts), asked for as soon as a row is selected (every
// confirmation acts on a selection), so a confirmation is there by the time it opens.

const modals = onDemand('the widget modals', () => import('./modals'));

/** Ask for the modals' module ahead of its first use (a row is selected, a form opening). */
export function usePreloadModals(when: boolean) {
  useEffect(() => {
    if (when) modals().catch(() => undefined);
  }, [when]);
}

export const FormModal = onDemandModal(
  modals,
  (module) => module.FormModal,
  (props: ComponentProps<typeof Loaded.FormModal>) => props.onCancel,
);

export const SecretModal = onDemandModal(
  modals,
  (module) => module.SecretModal,
  (props: ComponentProps<typeof Loaded.SecretModal>) => props.onClose,
);

export const ConfirmModal = onDemandModal(
  modals,
  (module) => module.ConfirmModal,
  (props: ComponentProps<typeof Loaded.ConfirmModal>) => props.onCancel,
);
