import { apiErrorMessage } from '@hackmate/shared/api';
import type { TeamDetail } from '@hackmate/shared/contracts';
import { ReportDialog, reportBody, type ReportAnswer } from '@hackmate/shared/ui';
import { useMutation, useQueryClient } from '@hackmate/shared/query';
import { useState } from 'react';
import { useNavigate } from '@hackmate/shared/router';
import { toast } from '@hackmate/shared/toast';
import { createReport } from '../api/create-report';

/**
 * "Report team" for anyone but its owner: a name or idea that breaks the rules goes to the
 * moderators, about the owner who chose it. "Also block" blocks the owner, after which the team
 * is out of sight, so the page goes back to the event.
 */
export function ReportTeam({ team }: { team: TeamDetail }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const owner = team.members.find((m) => m.owner)?.user;
  const report = useMutation({
    mutationFn: (answer: ReportAnswer) => createReport(reportBody({ kind: 'team', id: team._id }, answer)),
    onSuccess: (_report, { block }) => {
      toast.success("Thanks — we'll review your report");
      setOpen(false);
      if (block) {
        void queryClient.invalidateQueries();
        navigate(`/events/${team.eventId}`);
      }
    },
  });
  if (!owner) return null;
  return (
    <>
      <button type="button" className="hm-btn" onClick={() => setOpen(true)}>
        Report team
      </button>
      {open ? (
        <ReportDialog
          name={team.name}
          blockLabel={`Also block ${owner.fullName}, its owner`}
          pending={report.isPending}
          error={report.error ? apiErrorMessage(report.error, 'Your report could not be sent. Please try again.') : null}
          onEdit={report.error ? report.reset : undefined}
          onSubmit={(answer) => report.mutate(answer)}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
