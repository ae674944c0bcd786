import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@hackmate/shared/types';
import { catalogueNav } from '../../../testing/runtime-config';
import { messageNotice, noticeTargets, requestNotice } from './live-notice';

const targets = noticeTargets(catalogueNav());
const ana = { _id: 'u-ana', fullName: 'Ana Lima' };

const from = (senderId: string, senderName = 'Ana Lima'): ChatMessage => ({
  _id: 'm1', senderId, receiverId: 'u-me', message: 'hi', text: 'hi', timestamp: '2026-01-01T00:00:00Z', senderName,
});

describe('noticeTargets', () => {
  it('leads where the navbar entries with the same counts lead', () => {
    expect(targets).toEqual({ conversations: '/convos', requests: '/reqs/review' });
    expect(noticeTargets([])).toEqual({ conversations: undefined, requests: undefined });
  });
});

describe('messageNotice', () => {
  const context = { me: 'u-me', openConversation: null, targets };

  it('names the sender and opens the conversation with them', () => {
    expect(messageNotice(from('u-ana'), context)).toEqual({ key: 'conversation:u-ana', text: 'New message from Ana Lima', to: '/convos/u-ana' });
  });

  it('says nothing when that conversation is on screen, for the user\'s own messages, or when the user is unknown', () => {
    expect(messageNotice(from('u-ana'), { ...context, openConversation: 'u-ana' })).toBeNull();
    expect(messageNotice(from('u-me'), context)).toBeNull();
    expect(messageNotice(from('u-ana'), { ...context, me: undefined })).toBeNull();
    expect(messageNotice(undefined, context)).toBeNull();
  });

  it('still tells of a message from someone else while another conversation is open', () => {
    expect(messageNotice(from('u-ana'), { ...context, openConversation: 'u-ben' })?.text).toBe('New message from Ana Lima');
  });

  it('shows the text without a link when no entry leads to the conversations', () => {
    expect(messageNotice(from('u-ana'), { ...context, targets: {} })?.to).toBeUndefined();
  });
});

describe('requestNotice', () => {
  it('tells of a request received, leading to the received requests', () => {
    expect(requestNotice({ kind: 'received', person: ana }, targets)).toEqual({ key: 'person:u-ana', text: 'Ana Lima wants to team up', to: '/reqs/review' });
  });

  it('tells of a request accepted, leading to the conversation with them', () => {
    expect(requestNotice({ kind: 'accepted', person: ana }, targets)).toEqual({ key: 'person:u-ana', text: 'Ana Lima accepted your request', to: '/convos/u-ana' });
  });

  it('says nothing of a request answered or withdrawn (only the badge changes)', () => {
    expect(requestNotice({ kind: 'answered', person: ana }, targets)).toBeNull();
    expect(requestNotice({ kind: 'withdrawn', person: ana }, targets)).toBeNull();
    expect(requestNotice(undefined, targets)).toBeNull();
  });
});
