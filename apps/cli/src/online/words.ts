/** The terminal's words for online play: why the server refused a request, or that there is no server. */
import { MAX_NAME_LENGTH } from '@pastime/farkle';
import type { PresenceChange, Refused, Unreachable } from '@pastime/app-core';

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

const REQUEST_REFUSALS: Readonly<Record<RequestRefusal, (problem: string | undefined) => string>> = {
  unreachable: () => 'the Pastime server cannot be reached.',
  'bad-name': (problem) => `${nameProblemText(problem)}.`,
  'rate-limited': () => 'too many requests: try again shortly.',
  illegal: (problem) => (problem === undefined ? 'that move is not allowed.' : `not allowed: ${problem}.`),
  unavailable: () => 'the server could not do that just now: try again.',
  malformed: () => 'the server could not read that request.',
  'too-large': () => 'the server could not read that request.',
};

/** Whether a refusal is one any request may meet, a room's and a daily run's alike. */
export function isRequestRefusal(reason: string): reason is RequestRefusal {
  return Object.hasOwn(REQUEST_REFUSALS, reason);
}

/** A refusal any request may meet, as a sentence; `problem`: the server's words for it, where it gives some. */
export function requestRefusalText(reason: RequestRefusal, problem: string | undefined): string {
  return REQUEST_REFUSALS[reason](problem);
}

/** A refusal of the server's (or no server at all), as a sentence. */
export function refusalText(answer: Refused | Unreachable): string {
  if (isRequestRefusal(answer.reason))
    return requestRefusalText(answer.reason, 'problem' in answer ? answer.problem : undefined);
  switch (answer.reason) {
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

/** A person gone away, back, or played for by the computer, as a sentence (the name as given: escape it to show). */
export function presenceSentence(change: PresenceChange): string {
  if (change.presence === 'here') return `${change.name} is back.`;
  if (change.presence === 'away') return `${change.name} is away.`;
  return `The computer plays for ${change.name} while they are away.`;
}
