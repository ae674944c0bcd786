// What the expiry sweep reports: its own file, so whoever announces expiries (live, e-mail) can
// name these without importing the sweep.

/** A connection request that has just expired, with what its two sides may hear of each other. */
export interface ExpiredConnectionRequest {
  id: string;
  senderId: string;
  receiverId: string;
  senderName: string;
  receiverName: string;
  /** Neither blocked the other and the receiver is listed: the sender may be told. */
  senderSees: boolean;
  receiverSees: boolean;
}

/** An invite or join request that has just expired. `userId` is the looking person. */
export interface ExpiredTeamRequest {
  id: string;
  kind: 'invite' | 'join';
  teamId: string;
  teamName: string;
  userId: string;
  userName: string;
  ownerId: string;
  ownerName: string;
  ownerSees: boolean;
  userSees: boolean;
}

export interface ExpiredRequests {
  connections: ExpiredConnectionRequest[];
  teams: ExpiredTeamRequest[];
}
