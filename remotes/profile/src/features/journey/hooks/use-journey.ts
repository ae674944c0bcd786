import { useState } from 'react';
import { toast } from 'react-toastify';
import { apiErrorMessage } from '@hackmate/shared/api';
import { isTempId, newTempId } from '../../../lib/temp-id';

export type ItemsUpdater<T> = (update: (items: T[]) => T[]) => void;

export interface JourneyOptions<T extends { _id: string }, F> {
  items: T[];
  onChange: ItemsUpdater<T>;
  /** A new, empty item (it gets its temp- id here). */
  blank: (id: string) => T;
  /** Checks and normalises what the user typed; `{ error }` is shown as a toast. */
  check: (fields: F, isNew: boolean) => { data: F } | { error: string };
  create: (fields: F) => Promise<T>;
  update: (id: string, fields: F) => Promise<T>;
  remove: (id: string) => Promise<void>;
  updatedMessage: string;
}

const replace = <T extends { _id: string }>(items: T[], id: string, next: T) => items.map((i) => (i._id === id ? next : i));
const without = <T extends { _id: string }>(items: T[], id: string) => items.filter((i) => i._id !== id);

/**
 * The item list shared by Project Journey and Hackathon Journey (SPEC §4): each item toggles
 * between display and edit mode on its own; a new item starts in edit mode with a temp- id and
 * is swapped for the server's item once created; removing an unsaved item never calls the server.
 */
export function useJourney<T extends { _id: string }, F>(options: JourneyOptions<T, F>) {
  const { items, onChange } = options;
  const [editing, setEditing] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const mark = (setter: typeof setEditing, id: string, on: boolean) =>
    setter((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  function add() {
    const item = options.blank(newTempId());
    onChange((list) => [...list, item]);
    mark(setEditing, item._id, true);
  }

  async function save(id: string | undefined, fields: F) {
    // A save for nothing we know of is a bug on this screen, not something the user can fix.
    if (!id || !items.some((i) => i._id === id)) {
      toast.error('Something went wrong');
      return;
    }
    const isNew = isTempId(id);
    const checked = options.check(fields, isNew);
    if ('error' in checked) {
      toast.error(checked.error);
      return;
    }
    mark(setBusy, id, true);
    try {
      const saved = isNew ? await options.create(checked.data) : await options.update(id, checked.data);
      onChange((list) => replace(list, id, saved));
      mark(setEditing, id, false);
      if (!isNew) toast.success(options.updatedMessage);
    } catch (err) {
      console.error('Saving failed', err);
      toast.error(apiErrorMessage(err, 'Something went wrong'));
    } finally {
      mark(setBusy, id, false);
    }
  }

  async function remove(id: string) {
    if (isTempId(id)) {
      onChange((list) => without(list, id));
      mark(setEditing, id, false);
      return;
    }
    mark(setBusy, id, true);
    try {
      await options.remove(id);
      onChange((list) => without(list, id));
      mark(setEditing, id, false);
    } catch (err) {
      console.error('Removing failed', err);
      toast.error('Something went wrong');
    } finally {
      mark(setBusy, id, false);
    }
  }

  return {
    isEditing: (id: string) => editing.has(id),
    isBusy: (id: string) => busy.has(id),
    edit: (id: string) => mark(setEditing, id, true),
    add,
    save,
    remove,
  };
}
