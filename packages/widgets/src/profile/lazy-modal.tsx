import { onDemand } from '@gatehouse/core';
import { type ComponentProps, useEffect } from 'react';
import { Button } from '../kit';
import { Failed } from '../shared/failed';
import { useLazyModule } from '../shared/lazy-module';
import { useWidgetTexts } from '../shared/texts';
import { hostedFlow } from './flow-renderer';
import type * as Loaded from './profile-modal';

// The profile's modal (the kit's dialog and its styles, the flow's frame) loads when a modal
// first opens, not with the profile: the profile shows without it, and most visits open none.
// The flow's renderer is asked for at the same time, so that the two load side by side.

const profileModal = onDemand('the profile modal', () => import('./profile-modal'));

type ProfileModalProps = ComponentProps<typeof Loaded.ProfileModal>;

/**
 * The open profile modal: nothing while its code loads (as before it opens), then the modal;
 * if its code cannot be loaded, the widget's failed state says so, with Retry and Cancel.
 */
export function ProfileModal(props: ProfileModalProps) {
  const { module: loaded, failed, retry } = useLazyModule(profileModal);
  const { hosted } = props.modal;
  useEffect(() => {
    // Its failure is the modal's to show, once the modal is here (it asks again).
    if (hosted) hostedFlow().catch(() => undefined);
  }, [hosted]);
  const t = useWidgetTexts();
  if (loaded) return <loaded.ProfileModal {...props} />;
  if (!failed) return null;
  return (
    <Failed message={t('modalFailed')}>
      <div className="gh-w-toolbar">
        <Button onClick={retry}>{t('retry')}</Button>
        <Button onClick={props.onClose}>{t('cancel')}</Button>
      </div>
    </Failed>
  );
}
