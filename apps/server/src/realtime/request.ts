/**
 * A request over the realtime channel, checked before anything runs it: measured (at most `MAX_MESSAGE_BYTES` of
 * JSON), rate-limited per connection, and read by its schema. It is answered through its acknowledgement; a
 * failure of the server's own (the database out of reach) is answered `unavailable`, and nothing was done.
 */
import { MAX_MESSAGE_BYTES, messageOf, type Schema } from '@pastime/app-core';
import type { RateLimiterMemory } from 'rate-limiter-flexible';

/** The refusals of the checks themselves, which the rooms and the daily challenges both word. */
export type GateRefusal = 'too-large' | 'malformed' | 'rate-limited' | 'unavailable';

export interface RequestGate {
  readonly limiter: RateLimiterMemory;
  /** The limiter's requests a second, for the refusal's words. */
  readonly perSecond: number;
  /** The refusal as the channel answers it. */
  readonly refuse: (reason: GateRefusal, problem?: string) => unknown;
}

type Ack = (answer: unknown) => void;

/** The size of a message as JSON, in bytes; anything that is not JSON counts as too large. */
export function jsonBytes(message: unknown): number {
  try {
    return Buffer.byteLength(JSON.stringify(message) ?? '', 'utf8');
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** The acknowledgement of a message, when the client asked for one (the last argument, a function). */
export function ackOf(args: readonly unknown[]): Ack {
  const last = args.at(-1);
  return typeof last === 'function' ? (answer) => (last as Ack)(answer) : () => undefined;
}

/** Runs the request in `args` (its message, then its acknowledgement) from connection `key` once it passed. */
export function gatedRequest<T>(
  gate: RequestGate,
  key: string,
  args: readonly unknown[],
  schema: Schema<T>,
  run: (message: T) => Promise<unknown>,
): void {
  const ack = ackOf(args);
  const raw = typeof args[0] === 'function' ? undefined : args[0];
  if (jsonBytes(raw) > MAX_MESSAGE_BYTES) {
    return ack(gate.refuse('too-large', `a message may hold at most ${MAX_MESSAGE_BYTES} bytes`));
  }
  gate.limiter.consume(key).then(
    () => {
      let message: T;
      try {
        message = schema(raw, 'message');
      } catch (error) {
        return ack(gate.refuse('malformed', messageOf(error)));
      }
      run(message).then(ack, () => ack(gate.refuse('unavailable')));
    },
    () => ack(gate.refuse('rate-limited', `at most ${gate.perSecond} requests a second`)),
  );
}
