/** The terminal's words for online play: why the server refused a request, or that there is no server. */
import { MAX_NAME_LENGTH } from '@pastime/farkle';
import type { Refused } from '@pastime/app-core';

/** A request that reached no Pastime server. */
export interface Unreachable {
  readonly ok: false;
  readonly reason: 'unreachable';
}

const NAME_PROBLEMS: Readonly<Record<string, string>> = {
  blank: 'a name is needed (--name)',
  'same-name': 'someone in this room has that name: choose another with --name',
  'too-long': `a name has at most ${MAX_NAME_LENGTH} characters`,
  'too-many-units': 'that name is too long',
  'control-characters': 'a name cannot hold control characters',
};

/** Why the server refused a name, as a phrase. */
export function nameProblemText(problem: string | undefined): string {
  return NAME_PROBLEMS[problem ?? ''] ?? 'that name cannot be used';
}

/** The refusals any request to the server may meet, a room's and a daily run's alike (or no server at all). */
export type RequestRefusal =
  'unreachable' | 'bad-name' | 'rate-limited' | 'illegal' | 'unavailable' | 'malformed' | 'too-large';

/** A refusal any request may meet, as a sentence; `problem`: the server's words for it, where it gives some. */
export function requestRefusalText(reason: RequestRefusal, problem: string | undefined): string {
  switch (reason) {
    case 'unreachable':
      return 'the Pastime server cannot be reached.';
    case 'bad-name':
      return `${nameProblemText(problem)}.`;
    case 'rate-limited':
      return 'too many requests: try again shortly.';
    case 'illegal':
      return problem === undefined ? 'that move is not allowed.' : `not allowed: ${problem}.`;
    case 'unavailable':
      return 'the server could not do that just now: try again.';
    case 'malformed':
    case 'too-large':
      return 'the server could not read that request.';
  }
}

/** A refusal of the server's (or no server at all), as a sentence. */
export function refusalText(answer: Refused | Unreachable): string {
  switch (answer.reason) {
    case 'unreachable':
    case 'bad-name':
    case 'rate-limited':
    case 'illegal':
    case 'unavailable':
    case 'malformed':
    case 'too-large':
      return requestRefusalText(answer.reason, 'problem' in answer ? answer.problem : undefined);
    case 'bad-settings':
      return `these settings are not allowed (${answer.problem ?? 'a setting'}).`;
    case 'unknown-room':
      return 'this room does not exist (rooms nobody plays in for a week are deleted).';
    case 'bad-token':
      return "this terminal's seat in the room is not recognised.";
    case 'room-full':
      return 'every seat is taken.';
    case 'spectator':
      return 'you are watching this room.';
    case 'not-creator':
      return "only the room's creator can do that.";
    case 'not-absent':
      return 'that player is here.';
    case 'seats-open':
      return "every person's seat must be taken first.";
    case 'not-started':
      return 'the game has not started yet.';
    case 'already-started':
      return 'the game has started.';
    case 'game-over':
      return 'the game is over.';
    case 'not-your-turn':
      return 'it is not your turn.';
    case 'stale':
      return 'the table changed before your move arrived.';
  }
}
