// Modal dialogs: a labelled, focus-trapped dialog, a confirmation built on it, and the keyboard
// rules they follow (also used by the shell's menu drawer, hence an entry without the router).
export { BlockDialog, type BlockDialogProps } from './block-dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { ModalDialog, type ModalDialogProps } from './modal-dialog';
export { useDialogFocus } from './use-dialog-focus';
