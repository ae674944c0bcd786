// Unsaved changes: editors report theirs; the page's guard asks before the tab closes or the app
// navigates away while any are left.
export { UnsavedChangesGuard } from './components/unsaved-changes-guard';
export { useReportUnsaved } from './hooks/use-report-unsaved';
