/**
 * The one dialog a list page has open at a time (edit, delete, ...): open it with a row, cancel it,
 * or close it after its form succeeded, which tells the user what happened and reloads the list.
 */
import { useState } from 'react';
import type { UiResponse } from '../context';
import { useNotification } from './Notifications';

export interface DialogState<D> {
  readonly dialog: D | null;
  open(dialog: D): void;
  cancel(): void;
  /** A form's `onClose`: the server's message (else `fallback`) as a notification, then `reload`. */
  done(fallback: string): (response?: UiResponse) => void;
}

export function useDialog<D>(reload: () => void): DialogState<D> {
  const notify = useNotification();
  const [dialog, setDialog] = useState<D | null>(null);
  return {
    dialog,
    open: setDialog,
    cancel: () => setDialog(null),
    done: (fallback) => (response) => {
      setDialog(null);
      notify.show(response?.message ?? fallback);
      reload();
    },
  };
}
