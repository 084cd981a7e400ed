/** The web app's words for online play: why a request was refused, and how the connection is. */
import { MAX_NAME_LENGTH } from '@pastime/farkle';
import type { Refused } from '@pastime/app-core';
import type { Unreachable } from '@pastime/app-core';
import type { Connection } from './use-room.ts';

/** What is wrong with a name, in words, by the problem's code. */
export const NAME_PROBLEMS: Readonly<Record<string, string>> = {
  blank: 'Type your name.',
  'same-name': 'Someone in this room has that name: choose another.',
  'too-long': `A name has at most ${MAX_NAME_LENGTH} characters.`,
  'too-many-units': 'That name is too long.',
  'control-characters': 'A name cannot hold control characters.',
};

/** A refusal of the server's (or no server at all), as a sentence. */
export function refusalText(answer: Refused | Unreachable): string {
  switch (answer.reason) {
    case 'unreachable':
      return 'The Pastime server cannot be reached. Online play needs the page served by it (npm start).';
    case 'bad-name':
      return NAME_PROBLEMS[answer.problem ?? ''] ?? 'That name cannot be used.';
    case 'bad-settings':
      return `These settings are not allowed (${answer.problem ?? 'a setting'}).`;
    case 'rate-limited':
      return `Too many requests: ${answer.problem ?? 'wait a moment'}. Try again shortly.`;
    case 'unknown-room':
      return 'This room does not exist (rooms nobody plays in for a week are deleted).';
    case 'bad-token':
      return 'This browser’s seat in the room is not recognised.';
    case 'room-full':
      return 'Every seat is taken.';
    case 'spectator':
      return 'You are watching this room.';
    case 'not-creator':
      return 'Only the room’s creator can do that.';
    case 'not-absent':
      return 'That player is here.';
    case 'seats-open':
      return 'Every person’s seat must be taken first.';
    case 'not-started':
      return 'The game has not started yet.';
    case 'already-started':
      return 'The game has started.';
    case 'game-over':
      return 'The game is over.';
    case 'not-your-turn':
      return 'It is not your turn.';
    case 'stale':
      return 'The table changed before your move arrived: look again.';
    case 'illegal':
      return answer.problem === undefined ? 'That move is not allowed.' : `Not allowed: ${answer.problem}.`;
    case 'unavailable':
      return 'The server could not do that just now: try again.';
    case 'malformed':
    case 'too-large':
      return 'The server could not read that request.';
  }
}

export const CONNECTION_WORDS: Readonly<Record<Connection, string>> = {
  connecting: 'Connecting…',
  connected: 'Connected',
  reconnecting: 'Reconnecting…',
  refused: 'Not connected',
};

/** The turn timer's seconds left as the clock shows them: "0:27 left". */
export function turnClockText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')} left`;
}

/** The turn timer read out: whose turn, and how long is left (`player` null: the reader's own turn). */
export function turnClockLabel(seconds: number, player: string | null): string {
  const left = `${seconds} ${seconds === 1 ? 'second' : 'seconds'} left`;
  return player === null ? `${left} to play your turn` : `${left} of ${player}’s turn`;
}
