// Modal dialogs of the profile remote: a labelled, focus-trapped dialog and a confirmation built on it.
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { ModalDialog, type ModalDialogProps } from './components/modal-dialog';
