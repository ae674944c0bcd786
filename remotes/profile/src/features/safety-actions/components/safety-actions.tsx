import { useState } from 'react';
import { ReportDialog } from '@hackmate/shared/ui';
import { BlockDialog } from '@hackmate/shared/dialog';
import { useBlockUser, useReportUser, type Person } from '../hooks/use-safety-actions';
import './safety-actions.css';

/** "Block" and "Report" for someone else's profile, each asking in a dialog first. */
export function SafetyActions({ person }: { person: Person }) {
  const [open, setOpen] = useState<'block' | 'report' | null>(null);
  const block = useBlockUser(person);
  const report = useReportUser(person);
  const close = () => {
    setOpen(null);
    report.reset();
  };

  return (
    <div className="hm-safety-actions" role="group" aria-label={`Safety: ${person.fullName}`}>
      <button type="button" className="hm-btn" aria-haspopup="dialog" onClick={() => setOpen('block')}>
        Block
      </button>
      <button type="button" className="hm-btn" aria-haspopup="dialog" onClick={() => setOpen('report')}>
        Report
      </button>
      {open === 'block' ? <BlockDialog name={person.fullName} pending={block.isPending} onBlock={() => block.mutate()} onCancel={close} /> : null}
      {open === 'report' ? (
        <ReportDialog
          name={person.fullName}
          pending={report.isPending}
          error={report.errorText}
          onEdit={report.errorText ? report.reset : undefined}
          onSubmit={(answer) => report.mutate(answer, { onSuccess: close })}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
