import { useState } from 'react';
import { useMutation, useMutationState } from '@hackmate/shared/query';
import { toast } from '@hackmate/shared/toast';
import type { OwnProfile } from '@hackmate/shared/types';
import { useUpdateOwnProfile } from '../../own-profile';
import type { JourneyFields, JourneyItem, JourneyList, JourneySpec } from '../lib/journey-spec';
import { isTempId, newTempId } from '../lib/temp-id';

const SOMETHING_WRONG = 'Something went wrong';

const replace = <T extends { _id: string }>(items: T[], id: string, next: T) => items.map((i) => (i._id === id ? next : i));
const without = <T extends { _id: string }>(items: readonly T[], id: string) => items.filter((i) => i._id !== id);
const toggled = (set: ReadonlySet<string>, id: string, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

/**
 * One journey list of the own profile (SPEC §4). `saved` comes from the own profile; items the user
 * has added but not saved yet (temp- ids) live only here, after them. Each item toggles between
 * display and edit mode on its own; creating swaps the temp- item for the server's; removing an
 * unsaved item never calls the server. Saves and removals are mutations whose answers go into the
 * own profile everywhere; a failure toasts the server's message or 'Something went wrong'.
 */
export function useJourney<L extends JourneyList, F extends JourneyFields>(spec: JourneySpec<L, F>, saved: JourneyItem<L>[]) {
  type Item = JourneyItem<L>;
  const [drafts, setDrafts] = useState<Item[]>([]);
  const [editing, setEditing] = useState<ReadonlySet<string>>(new Set());
  const updateOwnProfile = useUpdateOwnProfile();
  const mutationKey = ['journey', spec.list];
  const busy = useMutationState({ filters: { mutationKey, status: 'pending' }, select: (m) => (m.state.variables as { id: string }).id });

  const changeList = (change: (items: Item[]) => Item[]) =>
    updateOwnProfile((profile) => ({ [spec.list]: change(profile[spec.list] as Item[]) }) as Partial<OwnProfile>);
  const settle = (id: string) => {
    setDrafts((list) => without(list, id));
    setEditing((set) => toggled(set, id, false));
  };

  const saving = useMutation({
    mutationKey,
    mutationFn: ({ id, fields }: { id: string; fields: F }) => (isTempId(id) ? spec.create(fields) : spec.update(id, fields)),
    meta: { errorMessage: SOMETHING_WRONG },
    onSuccess: async (item, { id }) => {
      await changeList((items) => (isTempId(id) ? [...items, item] : replace(items, id, item)));
      settle(id);
      if (!isTempId(id)) toast.success(spec.updatedMessage);
    },
  });
  const removing = useMutation({
    mutationKey,
    mutationFn: ({ id }: { id: string }) => spec.remove(id),
    meta: { errorMessage: SOMETHING_WRONG },
    onSuccess: async (_: void, { id }) => {
      await changeList((items) => without(items, id));
      settle(id);
    },
  });

  const items = [...saved, ...drafts];
  return {
    items,
    isEditing: (id: string) => editing.has(id),
    isBusy: (id: string) => busy.includes(id),
    edit: (id: string) => setEditing((set) => toggled(set, id, true)),
    add() {
      const item = spec.blank(newTempId());
      setDrafts((list) => [...list, item]);
      setEditing((set) => toggled(set, item._id, true));
    },
    async save(id: string, fields: F) {
      // A save for nothing we know of is a bug on this screen, not something the user can fix.
      if (!items.some((i) => i._id === id)) {
        toast.error(SOMETHING_WRONG);
        return;
      }
      // The rules arrive with the first save when the page had no interaction before (check-with.ts).
      const checked = await spec.check(fields, isTempId(id)).catch(() => ({ error: SOMETHING_WRONG }));
      if ('error' in checked) toast.error(checked.error);
      else saving.mutate({ id, fields: checked.data });
    },
    /** Leaves edit mode without saving; an item never saved is dropped. */
    cancel: settle,
    remove(id: string) {
      if (isTempId(id)) settle(id);
      else removing.mutate({ id });
    },
  };
}
