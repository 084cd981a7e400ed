/** A request that reached no Pastime server, or had no answer in time: a refusal no server gave. */
export interface Unreachable {
  readonly ok: false;
  readonly reason: 'unreachable';
}

export const UNREACHABLE: Unreachable = { ok: false, reason: 'unreachable' };
