import { onDemand } from '@gatehouse/core';
import { type ComponentProps, useEffect } from 'react';
import { onDemandModal } from '../shared/on-demand-modal';
import { hostedFlow } from './flow-renderer';
import type * as Loaded from './profile-modal';

// The profile's modal (the kit's dialog and its styles, the flow's frame) loads when a modal
// first opens, not with the profile: the profile shows without it, and most visits open none.
// The flow's renderer is asked for at the same time, so that the two load side by side.

const profileModal = onDemand('the profile modal', () => import('./profile-modal'));

type ProfileModalProps = ComponentProps<typeof Loaded.ProfileModal>;

const LoadedModal = onDemandModal(
  profileModal,
  (module) => module.ProfileModal,
  (props: ProfileModalProps) => props.onClose,
);

/**
 * The open profile modal: nothing while its code loads (as before it opens), then the modal;
 * if its code cannot be loaded, the widget's failed state says so, with Retry and Cancel.
 */
export function ProfileModal(props: ProfileModalProps) {
  const { hosted } = props.modal;
  useEffect(() => {
    // Its failure is the modal's to show, once the modal is here (it asks again).
    if (hosted) hostedFlow().catch(() => undefined);
  }, [hosted]);
  return <LoadedModal {...props} />;
}
