import { randomUUID } from 'node:crypto';
import type { ChatMessage } from '@hackmate/shared/types';
import { io, type Socket } from 'socket.io-client';
import type { AckAnswer } from './sockets';

interface Page {
  messages: ChatMessage[];
  nextCursor: string | null;
}

const CATCH_UP_OVERLAP_MS = 5_000;

/**
 * A chat client speaking the same delivery protocol as the chat remote (which tests import
 * nothing from): every message gets a clientId and stays in an outbox until acknowledged; on every
 * (re)connect the outbox is sent again with the same clientIds; after a reconnect the history
 * since the last message seen is fetched. `seen` merges live deliveries and fetches by _id.
 */
export class ProtocolClient {
  readonly socket: Socket;
  readonly outbox = new Map<string, { receiverId: string; message: string; clientId: string }>();
  /** clientId → the stored message the server acknowledged. */
  readonly acked = new Map<string, ChatMessage>();
  /** Every `messageReceived` event, duplicates included (the server should send none). */
  readonly deliveries: ChatMessage[] = [];
  /** What this client would show: live and fetched messages by _id. */
  readonly seen = new Map<string, ChatMessage>();
  connects = 0;
  private catchUps: Promise<void>[] = [];

  constructor(
    readonly baseUrl: string,
    private readonly cookie: string,
    private readonly partnerId: string,
  ) {
    this.socket = io(baseUrl, {
      path: '/api/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnection: true,
      reconnectionDelay: 200,
      reconnectionDelayMax: 1_000,
      timeout: 5_000,
      forceNew: true,
    });
    this.socket.on('connect', () => {
      this.connects += 1;
      for (const payload of this.outbox.values()) this.emit(payload);
      if (this.connects > 1) this.catchUps.push(this.catchUp());
    });
    this.socket.on('messageReceived', ({ messageData }: { messageData: ChatMessage }) => {
      this.deliveries.push(messageData);
      this.seen.set(messageData._id, messageData);
    });
  }

  connected(): Promise<void> {
    if (this.socket.connected) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', (err) => {
        if (!this.socket.active) reject(err);
      });
    });
  }

  /** Queues a message and sends it now if connected; resolves when (if ever) it is acknowledged. */
  send(message: string): string {
    const payload = { receiverId: this.partnerId, message, clientId: randomUUID() };
    this.outbox.set(payload.clientId, payload);
    if (this.socket.connected) this.emit(payload);
    return payload.clientId;
  }

  private emit(payload: { receiverId: string; message: string; clientId: string }): void {
    this.socket.emit('sendMessage', payload, (ack: AckAnswer<{ messageData: ChatMessage }>) => {
      if (!ack.ok) throw new Error(`message refused: ${ack.error}`);
      this.outbox.delete(payload.clientId);
      this.acked.set(payload.clientId, ack.data.messageData);
      this.seen.set(ack.data.messageData._id, ack.data.messageData);
    });
  }

  private async catchUp(): Promise<void> {
    const times = [...this.seen.values()].map((m) => Date.parse(m.timestamp));
    const after = times.length ? new Date(Math.max(...times) - CATCH_UP_OVERLAP_MS).toISOString() : undefined;
    const page = await this.get(after ? { after, limit: '200' } : {});
    for (const m of page.messages) this.seen.set(m._id, m);
  }

  /** Waits for the catch-up fetches started by reconnects so far. */
  async settled(): Promise<void> {
    await Promise.all(this.catchUps);
  }

  async get(query: Record<string, string>): Promise<Page> {
    const qs = new URLSearchParams(query).toString();
    const res = await fetch(`${this.baseUrl}/api/convos/${this.partnerId}${qs ? `?${qs}` : ''}`, { headers: { cookie: this.cookie } });
    if (!res.ok) throw new Error(`history failed: ${res.status} ${await res.text()}`);
    return (await res.json()) as Page;
  }

  /** The whole stored conversation, oldest first, walking the pages back. */
  async fullHistory(): Promise<ChatMessage[]> {
    const pages: ChatMessage[][] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await this.get(cursor ? { before: cursor, limit: '50' } : { limit: '50' });
      pages.unshift(page.messages);
      cursor = page.nextCursor;
    } while (cursor);
    return pages.flat();
  }

  close(): void {
    this.socket.close();
  }
}
