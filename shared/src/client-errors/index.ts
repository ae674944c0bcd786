/** What went wrong in a visitor's page that the operators of Hackmate (or of one remote) should know. */
export interface ClientErrorReport {
  kind: 'remote-version';
  /** The remote concerned, by its Module Federation name. */
  remote?: string;
  /** Technical, and free of personal data: versions, names of shared modules. */
  message: string;
}

/**
 * The one place client errors are reported. For now the browser console; this is where sending
 * them to the server (`POST /api/client-errors`) plugs in.
 */
export function reportClientError(report: ClientErrorReport): void {
  console.error(`Hackmate client error (${report.kind}${report.remote ? `, remote ${report.remote}` : ''}): ${report.message}`);
}
