import { type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

/**
 * A confirmation for a destructive action (cancel an order, delete a picture): a modal <dialog> with the action's
 * own words on its buttons; Esc or "keep" closes it and nothing happens.
 */
export function ConfirmDialog({
  title,
  text,
  confirm,
  keep,
  onConfirm,
  onClose,
  children,
  canConfirm = true,
}: {
  title: string;
  text: string;
  confirm: string;
  keep: string;
  onConfirm: () => void;
  onClose: () => void;
  /** More to ask before confirming (a reason). */
  children?: ReactNode;
  canConfirm?: boolean;
}) {
  const ref = useModalDialog();
  return (
    <dialog ref={ref} className="admin-dialog" aria-labelledby="admin-dialog-title" onCancel={onClose}>
      <h2 id="admin-dialog-title">{title}</h2>
      <p>{text}</p>
      {children}
      <p className="admin-actions">
        <button type="button" className="admin-secondary" autoFocus onClick={onClose}>
          {keep}
        </button>
        <button
          type="button"
          className="admin-button admin-danger"
          disabled={!canConfirm}
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {confirm}
        </button>
      </p>
    </dialog>
  );
}
