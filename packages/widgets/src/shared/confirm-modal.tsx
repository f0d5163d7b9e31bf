import type { ModalLayout } from '@gatehouse/core';
import { Button, Modal } from '../kit';

export interface ConfirmModalProps {
  layout: ModalLayout;
  /** The question: 'Delete X?'. */
  text: string;
  onSubmit: () => void;
  onCancel: () => void;
  danger?: boolean;
}

/** A confirmation: the question, cancel and submit. */
export function ConfirmModal({ layout, text, onSubmit, onCancel, danger }: ConfirmModalProps) {
  return (
    <Modal
      open
      title={layout.title}
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
