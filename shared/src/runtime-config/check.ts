// Checked by hand, not with zod: every page reads this config first (the landing page too), and
// zod/mini's core cost every page ~7 KB gzipped, a second copy of the zod core the forms bring.

export type NavBadgeKind = 'unread' | 'pending';

export interface NavEntry {
  label: string;
  path: string;
  /** Position among the entries of the same audience, lowest first. */
  order: number;
  audience: 'signed-in' | 'signed-out';
  /** Route patterns (e.g. '/profile/update/*') on which the entry is the current page; default: its path and below. */
  activeOn?: string[];
  /**
   * A live count beside the label: unread messages, or connection requests waiting for an answer.
   * A kind this shell does not know yet (a newer server) shows no badge rather than breaking the page.
   */
  badge?: NavBadgeKind;
}

export interface RemoteConfig {
  /** URL of the remote's mf-manifest.json. */
  entry: string;
  /** Path prefixes the remote serves, each with everything below it. */
  mounts: string[];
  nav: NavEntry[];
}

export interface FirebaseConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  emulatorHost?: string;
}

export interface RuntimeConfig {
  apiBase: string;
  /** Every remote of this deployment, by its Module Federation name. */
  remotes: Record<string, RemoteConfig>;
  firebase?: FirebaseConfig | null;
}

type Fields = Record<string, unknown>;

const REMOTE_NAME = /^[A-Za-z_][\w-]*$/;
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isFilled = (value: unknown): value is string => isText(value) && value.length > 0;
const isPath = (value: unknown): value is string => isText(value) && value.startsWith('/');
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Collects where the config is wrong, as dotted paths ("remotes.feed.mounts.0"). */
class Problems {
  readonly at: string[] = [];

  /** `value` if `ok`, else records `where`. */
  expect<T>(where: string, value: unknown, ok: (value: unknown) => value is T): T | undefined {
    if (ok(value)) return value;
    this.at.push(where);
    return undefined;
  }

  /** A list of absolute paths; a wrong item is named by its index. */
  paths(where: string, value: unknown): string[] | undefined {
    if (!Array.isArray(value)) return void this.at.push(where);
    const wrong = value.flatMap((item: unknown, i) => (isPath(item) ? [] : [`${where}.${i}`]));
    this.at.push(...wrong);
    return wrong.length === 0 ? (value as string[]) : undefined;
  }
}

function navEntry(raw: unknown, where: string, problems: Problems): NavEntry | undefined {
  if (!isFields(raw)) return void problems.at.push(where);
  const entry = {
    label: problems.expect(`${where}.label`, raw.label, isFilled),
    path: problems.expect(`${where}.path`, raw.path, isPath),
    order: problems.expect(`${where}.order`, raw.order, isNumber),
    audience: problems.expect(`${where}.audience`, raw.audience, (v): v is NavEntry['audience'] => v === 'signed-in' || v === 'signed-out'),
  };
  const activeOn = raw.activeOn === undefined ? undefined : problems.paths(`${where}.activeOn`, raw.activeOn);
  const badge = raw.badge === 'unread' || raw.badge === 'pending' ? raw.badge : undefined;
  return { ...(entry as NavEntry), ...(activeOn && { activeOn }), ...(badge && { badge }) };
}

function remote(raw: unknown, where: string, problems: Problems): RemoteConfig | undefined {
  if (!isFields(raw)) return void problems.at.push(where);
  const entry = problems.expect(`${where}.entry`, raw.entry, isFilled);
  const mounts = problems.paths(`${where}.mounts`, raw.mounts);
  const rawNav = raw.nav ?? [];
  const nav = Array.isArray(rawNav) ? rawNav.map((item, i) => navEntry(item, `${where}.nav.${i}`, problems)) : void problems.at.push(`${where}.nav`);
  return { entry: entry!, mounts: mounts!, nav: (nav ?? []) as NavEntry[] };
}

function firebase(raw: unknown, problems: Problems): FirebaseConfig | null | undefined {
  if (raw === undefined || raw === null) return raw;
  if (!isFields(raw)) return void problems.at.push('firebase');
  const config = {
    apiKey: problems.expect('firebase.apiKey', raw.apiKey, isText),
    authDomain: problems.expect('firebase.authDomain', raw.authDomain, isText),
    projectId: problems.expect('firebase.projectId', raw.projectId, isText),
  } as FirebaseConfig;
  if (raw.emulatorHost !== undefined) config.emulatorHost = problems.expect('firebase.emulatorHost', raw.emulatorHost, isText);
  return config;
}

/** The config with its defaults, or the dotted paths where it is wrong (unknown keys are dropped). */
export function checkRuntimeConfig(raw: unknown): { config: RuntimeConfig } | { problems: string[] } {
  if (!isFields(raw)) return { problems: ['(root)'] };
  const problems = new Problems();
  const apiBase = raw.apiBase === undefined ? '/api' : problems.expect('apiBase', raw.apiBase, isFilled);
  const remotes: Record<string, RemoteConfig> = {};
  if (raw.remotes !== undefined && !isFields(raw.remotes)) problems.at.push('remotes');
  for (const [name, value] of Object.entries(isFields(raw.remotes) ? raw.remotes : {})) {
    if (!REMOTE_NAME.test(name)) problems.at.push(`remotes.${name}`);
    const checked = remote(value, `remotes.${name}`, problems);
    if (checked) remotes[name] = checked;
  }
  const fb = firebase(raw.firebase, problems);
  if (problems.at.length > 0) return { problems: problems.at };
  return { config: { apiBase: apiBase!, remotes, ...(fb !== undefined && { firebase: fb }) } };
}
