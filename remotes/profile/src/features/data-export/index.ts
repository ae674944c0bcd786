// Downloading everything Hackmate holds about the user (one JSON file), on /settings.
export { DataExportSettings } from './components/data-export-settings';
