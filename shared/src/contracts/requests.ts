import { z } from '../zod';
import { idParam } from './common';
import { REQUEST_STATUSES, REVIEW_STATUSES, SEND_STATUSES } from './constants';
import { publicUser } from './users';

export const sendRequestParams = z.object({
  status: z.enum(SEND_STATUSES, 'Status must be interested or ignore.'),
  userId: idParam('Who the swipe is about'),
});

export const reviewRequestParams = z.object({
  status: z.enum(REVIEW_STATUSES, 'Status must be accepted, rejected or withdraw.'),
  requestId: idParam('The request id'),
});

export const requestSummary = z
  .object({ _id: z.string(), senderId: z.string(), receiverId: z.string(), status: z.enum(REQUEST_STATUSES) })
  .meta({ id: 'RequestSummary' });
export type RequestSummary = z.infer<typeof requestSummary>;

export const connectionRequest = z
  .object({ _id: z.string(), senderId: publicUser, receiverId: publicUser, status: z.enum(REQUEST_STATUSES) })
  .meta({ id: 'ConnectionRequest' });
export type ConnectionRequest = z.infer<typeof connectionRequest>;

export const requestAnswer = z.object({ message: z.string(), request: requestSummary });
export const requestList = z.object({ reqs: z.array(connectionRequest) });
export const connectionList = z.object({ connections: z.array(publicUser) });
