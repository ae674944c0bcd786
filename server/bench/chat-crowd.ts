// bench:chat's users: each types, sends, reads and gets receipts at a person's pace.
import { performance } from 'node:perf_hooks';
import type { BenchUser } from './chat-setup';

const random = (min: number, max: number) => min + Math.random() * (max - min);
const TYPING_EVERY_MS = 2_000; // what the chat client sends while someone writes

export interface CrowdMetrics {
  delivery: number[];
  ack: number[];
  typing: number[];
  receipt: number[];
  sent: number;
  acked: number;
  refused: number;
  duplicates: number;
  typingSent: number;
  reads: number;
  readErrors: number;
}

/**
 * Everyone at once, each on their own clock: a turn is "start typing (the partner sees it), write
 * for 1–4 s (typing again every 2 s), send", then a pause of about `paceSeconds` (±50 %). Whoever
 * receives a message reads it 0.3–2 s later (`markRead`, once for what arrived meanwhile) and
 * the sender gets the receipt. Only what starts while `measuring` counts, so the warm-up's tail
 * never pollutes the numbers.
 */
export class ChatCrowd {
  measuring = false;
  readonly metrics: CrowdMetrics = { delivery: [], ack: [], typing: [], receipt: [], sent: 0, acked: 0, refused: 0, duplicates: 0, typingSent: 0, reads: 0, readErrors: 0 };
  private running = false;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly byId = new Map<string, BenchUser>();
  private readonly sentAt = new Map<string, number>();
  private readonly delivered = new Set<string>();
  private readonly stored = new Set<string>();
  private readonly typingAt = new Map<string, number>();
  private readonly readAt = new Map<string, number>();
  private readonly readPending = new Set<string>();
  private counter = 0;

  constructor(
    private readonly users: BenchUser[],
    private readonly paceSeconds: number,
  ) {
    for (const u of users) this.byId.set(u.id, u);
    for (const u of users) this.listen(u);
  }

  start(): void {
    this.running = true;
    // Spread first turns over one pace, as people do not all start at the same second.
    for (const u of this.users) this.later(random(0, this.paceSeconds * 1_000), () => void this.turn(u));
  }

  stop(): void {
    this.running = false;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  /** Measured messages the server acknowledged as stored that have not reached the partner. */
  undelivered(): number {
    let n = 0;
    for (const id of this.stored) if (!this.delivered.has(id)) n += 1;
    return n;
  }

  private later(delay: number, fn: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      fn();
    }, delay);
    this.timers.add(timer);
  }

  private listen(u: BenchUser): void {
    const socket = u.socket!;
    socket.on('messageReceived', ({ messageData }: { messageData: { receiverId: string; senderId: string; clientId: string } }) => {
      if (messageData.receiverId !== u.id) return; // the sender's own copy, for their other tabs
      const start = this.sentAt.get(messageData.clientId);
      if (start === undefined) return;
      if (this.delivered.has(messageData.clientId)) this.metrics.duplicates += 1;
      else {
        this.delivered.add(messageData.clientId);
        if (messageData.clientId.startsWith('m')) this.metrics.delivery.push(performance.now() - start);
      }
      this.scheduleRead(u);
    });
    socket.on('typing', ({ userId }: { userId: string }) => {
      const at = this.typingAt.get(userId);
      if (at !== undefined && this.measuring) this.metrics.typing.push(performance.now() - at);
    });
    socket.on('messagesRead', ({ by }: { by: string }) => {
      const at = this.readAt.get(by);
      if (at !== undefined && this.measuring) this.metrics.receipt.push(performance.now() - at);
    });
  }

  private typing(u: BenchUser): void {
    this.typingAt.set(u.id, performance.now());
    if (this.measuring) this.metrics.typingSent += 1;
    u.socket!.emit('typing', { receiverId: u.partner }, () => {});
  }

  private async turn(u: BenchUser): Promise<void> {
    if (!this.running) return;
    this.typing(u);
    const writing = random(1_000, 4_000);
    for (let t = TYPING_EVERY_MS; t < writing; t += TYPING_EVERY_MS) this.later(t, () => this.running && this.typing(u));
    this.later(writing, () => {
      if (!this.running) return;
      this.send(u);
      this.later(random(0.5, 1.5) * this.paceSeconds * 1_000, () => void this.turn(u));
    });
  }

  private send(u: BenchUser): void {
    const clientId = `${this.measuring ? 'm' : 'w'}${(this.counter += 1)}`;
    const at = performance.now();
    const measured = this.measuring;
    this.sentAt.set(clientId, at);
    if (measured) this.metrics.sent += 1;
    u.socket!.emit('sendMessage', { receiverId: u.partner, message: `bench message ${clientId}`, clientId }, (ack: { ok: boolean }) => {
      if (!measured) return;
      if (!ack.ok) {
        this.metrics.refused += 1;
        return;
      }
      this.stored.add(clientId);
      this.metrics.acked += 1;
      this.metrics.ack.push(performance.now() - at);
    });
  }

  private scheduleRead(u: BenchUser): void {
    if (this.readPending.has(u.id) || !this.running) return;
    this.readPending.add(u.id);
    this.later(random(300, 2_000), () => this.read(u));
  }

  // As the chat client does: `markRead` on the live connection (HTTP only when it is down).
  private read(u: BenchUser): void {
    this.readPending.delete(u.id);
    this.readAt.set(u.id, performance.now());
    const measured = this.measuring;
    u.socket!.emit('markRead', { partnerId: u.partner }, (ack: { ok: boolean }) => {
      if (!measured) return;
      this.metrics.reads += 1;
      if (!ack.ok) this.metrics.readErrors += 1;
    });
  }
}
