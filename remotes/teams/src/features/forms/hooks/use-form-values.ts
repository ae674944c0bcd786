import { useState } from 'react';
import type { FormErrors } from '../lib/form-errors';

/**
 * A form's values and the refusals found when it was last checked. Changing a field clears its own
 * refusal and the form-wide one (what the person is fixing is no longer wrong), and tells the
 * caller (`onEdit`: e.g. to drop the server's answer to the last attempt).
 */
export function useFormValues<Values extends object, Field extends string>(initial: Values, onEdit?: () => void) {
  const [values, setValues] = useState<Values>(initial);
  const [checked, setChecked] = useState<FormErrors<Field>>({});

  function set<K extends keyof Values>(key: K, value: Values[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    setChecked((c) => ({ ...c, [key]: undefined, form: undefined }));
    onEdit?.();
  }

  return { values, set, checked, setChecked };
}
