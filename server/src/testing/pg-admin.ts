import pg from 'pg';

export const DEFAULT_TEST_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The same server and credentials as `adminUrl`, another database. */
export function adminUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs statements on the admin database with a short-lived connection. */
export async function adminQuery(adminUrl: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
