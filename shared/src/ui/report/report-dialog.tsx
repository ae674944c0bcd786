import { useId, useState, type FormEvent } from 'react';
import { REPORT_DETAILS_MAX, REPORT_REASONS, REPORT_REASON_LABELS, type ReportReason } from '@hackmate/shared/contracts';
import { ModalDialog } from '@hackmate/shared/dialog';
import { visibleLength } from '@hackmate/shared/validation';
import type { ReportAnswer } from './report-body';
import './report-dialog.css';

export interface ReportDialogProps {
  /** Who the report is about, as the dialog names them. */
  name: string;
  /** What is reported when it is not the person: "Report this message". Default "Report <name>". */
  title?: string;
  /** The "Also block" choice, when who would be blocked is not `name` (a team: its owner). */
  blockLabel?: string;
  /** The report is being sent: the form waits. */
  pending: boolean;
  /** The server's refusal of the last attempt (e.g. "You already reported this"), until a field changes. */
  error?: string | null;
  onSubmit: (answer: ReportAnswer) => void;
  /** Called on any change of the form, so the caller can forget the last refusal. */
  onEdit?: () => void;
  onClose: () => void;
}

/** A reason from the fixed list, optional details (counted as the server counts them) and "Also block". */
export function ReportDialog({ name, title = `Report ${name}`, blockLabel = `Also block ${name}`, pending, error, onSubmit, onEdit, onClose }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [block, setBlock] = useState(false);
  const id = useId();
  const length = visibleLength(details);
  const tooLong = length > REPORT_DETAILS_MAX;
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      onEdit?.();
    };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason && !tooLong && !pending) onSubmit({ reason, details: details.trim(), block });
  }

  return (
    <ModalDialog title={title} description={<p>Our moderators will look at your report. {name} is not told who sent it.</p>} onClose={() => !pending && onClose()}>
      <form className="hm-report-form" onSubmit={submit} noValidate>
        <fieldset className="hm-report-reasons">
          <legend>What is wrong?</legend>
          {REPORT_REASONS.map((option, index) => (
            <label key={option} className="hm-report-choice">
              <input
                type="radio"
                name={`${id}-reason`}
                value={option}
                checked={reason === option}
                onChange={() => edit(setReason)(option)}
                data-autofocus={index === 0 || undefined}
              />
              {REPORT_REASON_LABELS[option]}
            </label>
          ))}
        </fieldset>
        <div className="hm-report-details">
          <label htmlFor={`${id}-details`}>Details (optional)</label>
          <textarea
            id={`${id}-details`}
            className="hm-input"
            rows={3}
            value={details}
            aria-invalid={tooLong || undefined}
            aria-describedby={`${id}-count`}
            onChange={(e) => edit(setDetails)(e.target.value)}
          />
          <span id={`${id}-count`} className="hm-report-count hm-muted" data-over={tooLong || undefined}>
            {length} / {REPORT_DETAILS_MAX}
          </span>
        </div>
        <label className="hm-report-choice">
          <input type="checkbox" checked={block} onChange={(e) => edit(setBlock)(e.target.checked)} />
          {blockLabel}
        </label>
        {error ? (
          <p className="hm-report-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="hm-dialog-actions">
          <button type="button" className="hm-btn" onClick={onClose} disabled={pending}>
            Cancel
          </button>
          <button type="submit" className="hm-btn hm-btn-primary" disabled={!reason || tooLong || pending}>
            {pending ? 'Sending…' : 'Submit'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
