import { afterBlock, useMutation, useQueryClient } from '@hackmate/shared/query';
import { useLocation, useNavigate } from '@hackmate/shared/router';
import { toast } from '@hackmate/shared/toast';
import { apiErrorMessage } from '@hackmate/shared/api';
import { reportBody, type ReportAnswer } from '@hackmate/shared/ui';
import { blockUser } from '../api/block-user';
import { createReport } from '../api/create-report';

export interface Person {
  _id: string;
  fullName: string;
}

/** Where the user lands once someone is blocked and there is no page of the app to go back to. */
const AFTER_BLOCK_PATH = '/feed';

/** The profile is no longer theirs to see: back to where they came from (the feed, a list…), now without that person. */
function useLeaveBlocked(person: Person) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // 'default': the profile is the first page of this visit (a link from outside, a reload).
  const cameFromApp = useLocation().key !== 'default';
  return () => {
    toast.success(`${person.fullName} is blocked`);
    if (cameFromApp) navigate(-1);
    // Replace: Back would open a profile that is now "not found".
    else navigate(AFTER_BLOCK_PATH, { replace: true });
    afterBlock(queryClient, person._id);
  };
}

/** Blocks `person`, says so and leaves their profile. A failure toasts and leaves everything as it was. */
export function useBlockUser(person: Person) {
  const leave = useLeaveBlocked(person);
  return useMutation({
    mutationFn: () => blockUser(person._id),
    meta: { errorMessage: `Could not block ${person.fullName}. Please try again.` },
    onSuccess: leave,
  });
}

/**
 * Reports `person` (optionally blocking them in the same step). A refusal is for the dialog to show
 * (`errorText`), e.g. the server's "You already reported this".
 */
export function useReportUser(person: Person) {
  const leave = useLeaveBlocked(person);
  const mutation = useMutation({
    mutationFn: (answer: ReportAnswer) => createReport(reportBody({ kind: 'user', id: person._id }, answer)),
    onSuccess: (_report, { block }) => {
      toast.success("Thanks — we'll review your report");
      if (block) leave();
    },
  });
  const errorText = mutation.error ? apiErrorMessage(mutation.error, 'Your report could not be sent. Please try again.') : null;
  return { ...mutation, errorText };
}
