// Modal dialogs of the chat remote: a labelled, focus-trapped dialog and a confirmation built on it.
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { Modal, type ModalProps } from './components/modal';
