import type { ReactNode } from 'react';
import type { OwnProfile } from '@hackmate/shared/types';
import { ITEM_TEXT_MAX } from '@hackmate/shared/validation';

export type JourneyList = 'projects' | 'hackathons';
export type JourneyItem<L extends JourneyList> = OwnProfile[L][number];
/** What the editor edits of an item: text fields only. */
export type JourneyFields = Record<string, string>;

export interface FieldSpec<K extends string> {
  key: K;
  label: string;
  max: number;
  multiline?: boolean;
  placeholder?: string;
  url?: boolean;
}

/** Projects and hackathons describe themselves alike. */
export const DESCRIPTION_FIELD = { key: 'description', label: 'Description', max: ITEM_TEXT_MAX, multiline: true } as const;

/**
 * Everything that tells Project Journey and Hackathon Journey apart. What they do (SPEC §4: add,
 * edit, save and remove per item, temp- ids until created) is one piece: `EditableJourney`.
 */
export interface JourneySpec<L extends JourneyList, F extends JourneyFields> {
  /** Which list of the own profile it edits. */
  list: L;
  /**
   * The words on screen; `editor` is the accessible name of the edit form, e.g. 'Edit project';
   * `noun` names one item in the question before removing it ('project').
   */
  text: { title: string; empty: string; add: string; editor: string; noun: string };
  fields: readonly FieldSpec<keyof F & string>[];
  /** A new, empty item (it gets its temp- id here). */
  blank: (id: string) => JourneyItem<L>;
  /** Checks and normalises what the user typed; `{ error }` is shown as a toast. */
  check: (fields: F, isNew: boolean) => Promise<{ data: F } | { error: string }>;
  create: (fields: F) => Promise<JourneyItem<L>>;
  update: (id: string, fields: F) => Promise<JourneyItem<L>>;
  remove: (id: string) => Promise<void>;
  /** The success toast after an update (creating shows none, SPEC §8). */
  updatedMessage: string;
  /** Called when a field that had text is emptied (projects warn at once, SPEC §5). */
  onFieldEmptied?: () => void;
  /** Display mode; `actions` holds the item's 'Edit' button. */
  card: (item: JourneyItem<L>, actions: ReactNode) => ReactNode;
}

/** What an item is called in a question about it: its first field (a title or a name). */
export function itemName(item: object, fields: readonly FieldSpec<string>[]): string {
  const first = fields[0];
  return first ? String((item as Record<string, unknown>)[first.key] ?? '').trim() : '';
}

/** The editor's starting values: the item's text in each field the spec edits. */
export function fieldValues<F extends JourneyFields>(item: object, fields: readonly FieldSpec<keyof F & string>[]): F {
  const values = item as Record<string, unknown>;
  return Object.fromEntries(fields.map((f) => [f.key, String(values[f.key] ?? '')])) as F;
}
