// Reporting a person or one of their messages: the form and the request it becomes.
export { reportBody, type ReportAnswer } from './report-body';
export { ReportDialog, type ReportDialogProps } from './report-dialog';
