import { useEffect, useMemo, useState } from 'react';
import { toast } from '@hackmate/shared/toast';
import { ACTION_TOAST_MS } from '@hackmate/shared/ui';
import { useStore } from '@nanostores/react';
import { $liveSocket, $openConversation, $openTeamChat } from '@hackmate/shared/live';
import { $user } from '@hackmate/shared/stores';
import type { ChatMessage, ProposalUpdate, RequestUpdate, TeamMessageReceived, TeamRequestUpdate } from '@hackmate/shared/types';
import { readRemoteCatalogue } from '../../remote-catalogue';
import { LiveToast } from '../components/live-toast';
import { messageNotice, noticeTargets, proposalNotice, requestNotice, teamMessageNotice, teamRequestNotice, type LiveNotice } from '../lib/live-notice';
import { createThrottle } from '../lib/throttle';

/**
 * Toasts what happens to the user while they are elsewhere in the app: a new message (from a
 * person or in a team chat), someone wanting to team up, a request accepted, a team invite or
 * join request waiting for them or answered, a team proposed by Match me, a request (or team
 * invite or join request) of theirs that expired unanswered. Listens to the tab's live connection; mount once,
 * inside the router (the toasts link to pages).
 */
export function useLiveToasts(allow?: (key: string) => boolean): void {
  const socket = useStore($liveSocket);
  const targets = useMemo(() => {
    const { nav, mounts } = readRemoteCatalogue();
    return noticeTargets(nav, mounts);
  }, []);
  const [mayShow] = useState(() => allow ?? createThrottle());

  useEffect(() => {
    if (!socket) return;
    const show = (notice: LiveNotice | null) => {
      if (!notice || !mayShow(notice.key)) return;
      // A notice that offers something to do (a match's Say hi) stays longer: three seconds are
      // gone before it has been read, or it is under the next toast.
      toast(<LiveToast notice={notice} />, notice.action ? { autoClose: ACTION_TOAST_MS } : undefined);
    };
    const onMessage = (payload: { messageData?: ChatMessage } | undefined) =>
      show(messageNotice(payload?.messageData, { me: $user.get()._id, openConversation: $openConversation.get(), targets }));
    const onTeamMessage = (event: Partial<TeamMessageReceived> | undefined) =>
      show(teamMessageNotice(event, { me: $user.get()._id, openTeamChat: $openTeamChat.get(), targets }));
    const onRequest = (update: RequestUpdate | undefined) => show(requestNotice(update, targets));
    const onTeamRequest = (update: TeamRequestUpdate | undefined) => show(teamRequestNotice(update, targets));
    const onProposal = (update: ProposalUpdate | undefined) => show(proposalNotice(update, targets));
    socket.on('messageReceived', onMessage);
    socket.on('teamMessageReceived', onTeamMessage);
    socket.on('requestUpdate', onRequest);
    socket.on('teamRequestUpdate', onTeamRequest);
    socket.on('proposalUpdate', onProposal);
    return () => {
      socket.off('messageReceived', onMessage);
      socket.off('teamMessageReceived', onTeamMessage);
      socket.off('requestUpdate', onRequest);
      socket.off('teamRequestUpdate', onTeamRequest);
      socket.off('proposalUpdate', onProposal);
    };
  }, [socket, targets, mayShow]);
}
