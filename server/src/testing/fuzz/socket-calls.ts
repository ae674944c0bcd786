import { socketAck, socketEvents, type SocketEventName } from '@hackmate/shared/contracts';
import fc from 'fast-check';
import { z } from 'zod';
import { RawJson } from './json';
import { hostileObject, plausible, type JsonSchema, type SchemaContext } from './schema-values';
import { hostileString, oddNumber } from './strings';
import { visible } from './requests';

/**
 * How the event is emitted: with an acknowledgement (as clients must), without one, with the
 * callback as the only argument, or with extra arguments before the callback.
 */
export type CallShape = 'ack' | 'no-ack' | 'ack-only' | 'extra-args';

export interface SocketCall {
  event: SocketEventName;
  payload: unknown;
  shape: CallShape;
}

/** The events of the contract, and the JSON Schemas of their payloads and acknowledgements. */
export const socketContract = (Object.keys(socketEvents) as SocketEventName[]).map((event) => ({
  event,
  payload: z.toJSONSchema(socketEvents[event].payload, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
  // Output schemas of zod objects forbid other properties: the acknowledgement has nothing more.
  ack: z.toJSONSchema(socketAck(event), { io: 'output', unrepresentable: 'any' }),
}));

// Packets over the server's size limit close the connection by design; these stay well under it.
const MAX_STRING = 4_000;
const MAX_PACKET = 24_000;

/** A generated value as a socket can carry it: JSON text made real, long strings shortened. */
function carried(value: unknown): unknown {
  if (value instanceof RawJson) return value.text.length <= MAX_STRING ? (JSON.parse(value.text) as unknown) : value.text.slice(0, MAX_STRING);
  if (typeof value === 'string') return value.slice(0, MAX_STRING);
  if (Array.isArray(value)) return value.map(carried);
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, carried(v)]));
  return value;
}

const nested = fc.constantFrom(16, 64, 400).map((depth) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});

/** Calls of `event` with hostile payloads (of its schema, or no object at all) in every call shape. */
export function callFor(event: SocketEventName, schema: JsonSchema, ctx: SchemaContext): fc.Arbitrary<SocketCall> {
  const payload = fc.oneof(
    { weight: 6, arbitrary: hostileObject(schema, ctx) },
    { weight: 2, arbitrary: plausible(schema, ctx) },
    { weight: 1, arbitrary: fc.oneof(hostileString(100), oddNumber, fc.constantFrom(null, undefined, true, [], [1, 'x'])) },
    { weight: 1, arbitrary: fc.oneof(nested, fc.uint8Array({ maxLength: 64 }).map((b) => ({ receiverId: Buffer.from(b) }))) },
  );
  const shape = fc.oneof(
    { weight: 6, arbitrary: fc.constant<CallShape>('ack') },
    { weight: 1, arbitrary: fc.constantFrom<CallShape>('no-ack', 'ack-only', 'extra-args') },
  );
  return fc
    .record({ payload: payload.map(carried), shape })
    .filter(({ payload: p }) => Buffer.byteLength(JSON.stringify(p) ?? '') < MAX_PACKET)
    .map(({ payload: p, shape: s }) => ({ event, payload: p, shape: s }));
}

export function renderCall(call: SocketCall): string {
  const payload = call.payload === undefined ? 'undefined' : Buffer.isBuffer(call.payload) ? '<bytes>' : JSON.stringify(call.payload);
  return `emit ${call.event} (${call.shape})\n${visible(payload)}`;
}
