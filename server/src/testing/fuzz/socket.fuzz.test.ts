import { randomUUID } from 'node:crypto';
import { createTestApp } from '../harness';
import { connectSocket, emitAck, type ClientSocket } from '../sockets';
import { firstError, validators } from './ajv';
import { bodyFields, setPath } from './fields';
import { findLeak, MAX_ANSWER_MS } from './checks';
import { visible } from './requests';
import { fuzzSettings, propertyTimeout, runFuzz } from './settings';
import { callFor, renderCall, socketContract, type SocketCall } from './socket-calls';
import { createFuzzWorld } from './world';

// Every event of the socket contract (@hackmate/shared/contracts), attacked with hostile payloads
// in every call shape: the acknowledgement comes within 2 s, has the documented shape, is never
// INTERNAL and shows nothing of the victim's; and the socket still delivers a message afterwards.
const settings = fuzzSettings({ ciRuns: 1_000, ciSeconds: 12 });
// Rate limits are tested on their own; here they would only stop the search early.
const unlimited = { max: 1_000_000, windowMs: 1_000 };
const t = await createTestApp({ deps: { realtime: { messageLimit: unlimited, eventLimit: { perSecond: 1_000_000, burst: 1_000_000 } } } });
const baseUrl = await t.listen();
const world = await createFuzzWorld(t);
const socket: ClientSocket = await connectSocket(baseUrl, world.attacker.cookie);
afterAll(async () => {
  socket.close();
  await t.close();
});
const ctx = { resolve: () => ({}), known: world.known };
const { compileSchema } = validators({});
if (settings.long) console.info(`Socket fuzz: seed ${settings.seed}, ${settings.runs} cases per event (FUZZ_SEED=${settings.seed} to repeat)`);

/** Emits as `call` says; resolves with the acknowledgement, or undefined when none was asked for. */
function emit(call: SocketCall): Promise<unknown> {
  const timed = socket.timeout(MAX_ANSWER_MS);
  const answered = (resolve: (a: unknown) => void, reject: (e: Error) => void) => (err: Error | null, answer: unknown) =>
    err ? reject(new Error(`no acknowledgement within ${MAX_ANSWER_MS} ms`)) : resolve(answer);
  return new Promise((resolve, reject) => {
    if (call.shape === 'no-ack') {
      socket.emit(call.event, call.payload);
      resolve(undefined);
    } else if (call.shape === 'ack-only') timed.emit(call.event, answered(resolve, reject));
    else if (call.shape === 'extra-args') timed.emit(call.event, call.payload, 'extra', 42, answered(resolve, reject));
    else timed.emit(call.event, call.payload, answered(resolve, reject));
  });
}

/** The socket still works: a valid message to a connection is stored and acknowledged. */
async function stillDelivers(): Promise<void> {
  const answer = await emitAck(socket, 'sendMessage', { receiverId: world.victim.id, message: 'still here', clientId: randomUUID() }, MAX_ANSWER_MS);
  if (!socket.connected || !answer.ok) throw new Error(`the socket no longer delivers a valid message: ${JSON.stringify(answer)}`);
}

describe('every socket event in the contract, fuzzed', () => {
  // The text rule, proved field by field: refused as VALIDATION, never stored, never INTERNAL.
  it('refuses NUL and broken Unicode in every text field of every event', async () => {
    const problems: string[] = [];
    for (const { event, payload } of socketContract) {
      for (const field of bodyFields(payload, ctx)) {
        for (const text of ['a\u0000b', 'a\ud800b']) {
          const sent = { receiverId: world.victim.id, message: 'hello', clientId: randomUUID() };
          setPath(sent, field, text);
          const answer = await emitAck(socket, event, sent, MAX_ANSWER_MS);
          if (answer.ok || answer.error !== 'VALIDATION') problems.push(`${event} ${field} ${JSON.stringify(text)}: ${JSON.stringify(answer)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  for (const { event, payload, ack } of socketContract) {
    const validAck = compileSchema(ack);
    it(
      `socket ${event}`,
      () =>
        runFuzz(settings, socketContract.length, {
          name: `socket ${event}`,
          arbitrary: callFor(event, payload, ctx),
          render: renderCall,
          async check(call) {
            const answer = await emit(call);
            if (call.shape !== 'no-ack') {
              const said = visible(JSON.stringify(answer) ?? 'undefined');
              if (!validAck(answer)) throw new Error(`acknowledgement not as documented: ${firstError(validAck)}: ${said}`);
              if ((answer as { error?: string }).error === 'INTERNAL') throw new Error(`acknowledged as an internal error: ${said}`);
              const leak = findLeak(said, JSON.stringify(call.payload) ?? '', world.secrets);
              if (leak) throw new Error(`the acknowledgement shows ${leak}: ${said}`);
            }
            await stillDelivers();
          },
        }),
      propertyTimeout(settings, socketContract.length),
    );
  }
});
