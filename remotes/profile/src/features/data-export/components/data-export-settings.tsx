import { useDataExport } from '../hooks/use-data-export';
import { DataExport } from './data-export';

/** The "Your data" section of /settings. */
export function DataExportSettings() {
  const exporter = useDataExport();
  return <DataExport pending={exporter.isPending} onExport={() => exporter.mutate()} />;
}
