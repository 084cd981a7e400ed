/**
 * The players the benchmark pits against each other, all playing through the engine's own `computerAction`,
 * and the games they play.
 */
import { apply, computerAction, newGame } from '../src/index.ts';
import type { Action, FarkleState } from '../src/index.ts';

export type Player = (state: FarkleState) => Action;

export type PlayerName = 'expert' | 'classic' | 'expected-score';

export const PLAYERS: Readonly<Record<PlayerName, Player>> = {
  /** The seed's computer (002 §5), with its goals drawn by the game. */
  classic: (s) => computerAction({ ...s, computerLevel: 'classic' }),
  /** The Expert: `advise`, maximizing the probability of winning in two-player games. */
  expert: (s) => computerAction({ ...s, computerLevel: 'expert' }),
  /**
   * The one-player optimum played in two-player games: the most expected points every turn, whatever the
   * scores; only a last-chance turn is played to exceed the marked total (as the Classic does, and as anyone
   * would: banking less loses for certain).
   */
  'expected-score': (s) =>
    computerAction({ ...s, mode: s.finalRound === null ? 'one-player' : s.mode, computerLevel: 'expert' }),
};

/** Play a two-player game between computer seats; the Classic level makes the game draw goals after each roll. */
export function playTwoPlayer(seed: string, first: Player, second: Player): number {
  let s = newGame({ mode: 'computer-vs-computer', seed, computerLevel: 'classic' });
  while (s.phase !== 'game-over') s = apply(s, (s.current === 0 ? first : second)(s));
  return s.winner ?? -1;
}

/**
 * Play a ten-turn one-player game. The seat is made a computer one so that the game draws the Classic's goals
 * (a one-player game seats a human, for whom no goal is drawn).
 */
export function playOnePlayer(seed: string, player: Player): number {
  const start = newGame({ mode: 'one-player', seed });
  let s: FarkleState = { ...start, players: start.players.map((p) => ({ ...p, kind: 'computer' })) };
  while (s.phase !== 'game-over') s = apply(s, player(s));
  return s.players[0]?.total ?? 0;
}
