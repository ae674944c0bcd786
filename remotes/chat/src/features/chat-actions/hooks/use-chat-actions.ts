import { afterBlock, useMutation, useQueryClient } from '@hackmate/shared/query';
import { useNavigate } from '@hackmate/shared/router';
import { toast } from '@hackmate/shared/toast';
import { apiErrorMessage, apiStatus } from '@hackmate/shared/api';
import type { CreateReportBody } from '@hackmate/shared/contracts';
import type { PublicUser } from '@hackmate/shared/types';
import { reportBody, type ReportAnswer } from '@hackmate/shared/ui';
import { blockUser } from '../api/block-user';
import { createReport } from '../api/create-report';
import { removeConnection } from '../api/remove-connection';
import { afterUnmatch } from '../lib/after-unmatch';

export type Partner = Pick<PublicUser, '_id' | 'fullName'>;

function useLeaveBlocked(partner: Partner) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    toast.success(`${partner.fullName} is blocked`);
    // Replace: Back would open a chat that is now "not found".
    navigate('/convos', { replace: true });
    afterBlock(queryClient, partner._id);
  };
}

/** Blocks the partner, says so and leaves their chat. A failure toasts and leaves everything as it was. */
export function useBlockPartner(partner: Partner) {
  const leave = useLeaveBlocked(partner);
  return useMutation({
    mutationFn: () => blockUser(partner._id),
    meta: { errorMessage: `Could not block ${partner.fullName}. Please try again.` },
    onSuccess: leave,
  });
}

/** Ends the connection: the chat stays open as history nobody can write to. */
export function useRemovePartner(partner: Partner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeConnection(partner._id),
    meta: { errorMessage: 'Could not remove the connection. Please try again.' },
    onSuccess: () => {
      toast.success(`${partner.fullName} was removed from your connections`);
      afterUnmatch(queryClient, partner._id);
    },
    onError: (error) => {
      // Already ended elsewhere: show the chat as it now is.
      if (apiStatus(error) === 404) afterUnmatch(queryClient, partner._id);
    },
  });
}

/**
 * Reports the partner or one of their messages, optionally blocking them in the same step. A
 * refusal is for the dialog to show (`errorText`), e.g. the server's "You already reported this".
 */
export function useReport(partner: Partner, target: CreateReportBody['target']) {
  const leave = useLeaveBlocked(partner);
  const mutation = useMutation({
    mutationFn: (answer: ReportAnswer) => createReport(reportBody(target, answer)),
    onSuccess: (_report, { block }) => {
      toast.success("Thanks — we'll review your report");
      if (block) leave();
    },
  });
  const errorText = mutation.error ? apiErrorMessage(mutation.error, 'Your report could not be sent. Please try again.') : null;
  return { ...mutation, errorText };
}
