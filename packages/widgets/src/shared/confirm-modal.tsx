import type { ModalLayout } from '@gatehouse/core';
import { Button, Modal } from '../kit';

export interface ConfirmModalProps {
  layout: ModalLayout;
  /** The question: 'Delete X?'. */
  text: string;
  /**
   * Its title: core's confirmationTitle for the selection ('Delete user', 'Delete 3 users'),
   * worked out where the confirmation opens (store-list-view.tsx), so that this module, loaded
   * on demand, does not import core's layout/confirmation: with that import, core's template
   * filler was reached from the page's entry through importers that different parts share,
   * and rolldown (its issues #10731 and #9963) served it as a file of its own up front.
   */
  title: string;
  onSubmit: () => void;
  onCancel: () => void;
  danger?: boolean;
}

/** A confirmation: the question, cancel and submit. */
export function ConfirmModal({
  layout,
  text,
  title,
  onSubmit,
  onCancel,
  danger,
}: ConfirmModalProps) {
  return (
    <Modal
      open
      title={title}
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onCancel}>{layout.cancelLabel}</Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onSubmit}>
            {layout.submitLabel}
          </Button>
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}
