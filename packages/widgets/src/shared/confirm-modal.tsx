import { confirmationTitle, type ModalLayout } from '@gatehouse/core';
import { Button, Modal } from '../kit';

export interface ConfirmModalProps {
  layout: ModalLayout;
  /** The question: 'Delete X?'. */
  text: string;
  /** How many items it acts on: the title names one ('Delete user') or counts several. */
  count: number;
  onSubmit: () => void;
  onCancel: () => void;
  danger?: boolean;
}

/** A confirmation: the question, cancel and submit. */
export function ConfirmModal({
  layout,
  text,
  count,
  onSubmit,
  onCancel,
  danger,
}: ConfirmModalProps) {
  return (
    <Modal
      open
      title={confirmationTitle(layout, count)}
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
