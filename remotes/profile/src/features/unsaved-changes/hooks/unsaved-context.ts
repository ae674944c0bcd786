import { createContext } from 'react';

/** Tells the page's guard that the editor `key` has (or no longer has) unsaved changes. */
export type ReportUnsaved = (key: string, dirty: boolean) => void;

// Within this remote only: the editors and the guard are drawn by the same bundle.
export const UnsavedContext = createContext<ReportUnsaved>(() => {});
