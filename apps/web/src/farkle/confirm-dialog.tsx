import { Dialog } from '../shell/dialog.tsx';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly description: string;
  /** The button that does it. */
  readonly confirm: string;
  readonly onConfirm: () => void;
  /** Cancel or Escape: nothing happens. */
  readonly onCancel: () => void;
}

/** A question before something that cannot be taken back. Cancel has the focus, so a stray Enter does nothing. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirm,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} title={title} description={description} onCancel={onCancel} class="farkle-dialog">
      <div class="dialog-actions">
        <button type="button" class="button" onClick={onConfirm}>
          {confirm}
        </button>
        <button type="button" class="button button-quiet" data-autofocus onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
