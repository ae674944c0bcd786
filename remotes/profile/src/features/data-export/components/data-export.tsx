export interface DataExportProps {
  pending: boolean;
  onExport: () => void;
}

/** What the export holds, and the button that downloads it. */
export function DataExport({ pending, onExport }: DataExportProps) {
  return (
    <>
      <p className="hm-settings-text">
        Download a copy of everything Hackmate holds about you: your profile, requests, connections, messages, sessions, reports and blocks, as one
        JSON file. Other people appear in it by name only.
      </p>
      <button type="button" className="hm-btn" onClick={onExport} disabled={pending}>
        {pending ? 'Preparing your file…' : 'Download my data'}
      </button>
    </>
  );
}
