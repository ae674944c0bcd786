import { ROLE_LABELS, type Role } from '@hackmate/shared/catalogues';
import { JOIN_MESSAGE_MAX, joinRequestBody, type OpenRole } from '@hackmate/shared/contracts';
import { ModalDialog } from '@hackmate/shared/dialog';
import { useState, type FormEvent } from 'react';
import { FormField } from '@hackmate/shared/ui';
import { issueErrors, type FormErrors } from '../../forms';
import '../../forms/forms.css';
import type { RequestBody } from '../api/team-requests';

export interface RequestDialogProps {
  title: string;
  /** The roles one may ask for (the team's open roles). */
  roles: readonly OpenRole[];
  /** The role chosen at first (one the person brings, when the team wants it). */
  initialRole?: Role;
  sendLabel: string;
  pending: boolean;
  onSend: (body: RequestBody) => void;
  onClose: () => void;
}

/** The role and a short message that go with an invite or a join request. */
export function RequestDialog({ title, roles, initialRole, sendLabel, pending, onSend, onClose }: RequestDialogProps) {
  const [role, setRole] = useState<Role | ''>(initialRole ?? roles[0]?.role ?? '');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FormErrors<'role' | 'message'>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const parsed = joinRequestBody.safeParse({ role: role || undefined, message: message.trim() || undefined });
    if (!parsed.success) {
      setErrors(issueErrors(parsed.error, ['role', 'message'] as const));
      return;
    }
    onSend(parsed.data);
  }

  return (
    <ModalDialog title={title} onClose={() => !pending && onClose()}>
      <form className="hm-teams-form" onSubmit={submit} noValidate aria-label={title}>
        {roles.length > 0 ? (
          <FormField label="Role" error={errors.role}>
            {(p) => (
              <select {...p} className="hm-input" value={role} onChange={(e) => setRole(e.target.value as Role | '')}>
                {roles.map(({ role: r }) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
                <option value="">Any role</option>
              </select>
            )}
          </FormField>
        ) : null}
        <FormField label="Message (optional)" error={errors.message} hint={`Up to ${JOIN_MESSAGE_MAX} characters.`}>
          {(p) => <textarea {...p} className="hm-input" rows={3} value={message} onChange={(e) => setMessage(e.target.value)} />}
        </FormField>
        <div className="hm-dialog-actions">
          <button type="button" className="hm-btn" onClick={onClose} disabled={pending}>
            Cancel
          </button>
          <button type="submit" className="hm-btn hm-btn-primary" disabled={pending}>
            {pending ? 'Sending…' : sendLabel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
