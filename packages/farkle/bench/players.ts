/**
 * The players the benchmark pits against each other, all playing through the engine's own `computerAction`,
 * and the games they play.
 */
import { apply, computerAction, newGame } from '../src/index.ts';
import type { Action, FarkleState, Rules } from '../src/index.ts';
import { adviseExpectedScore } from '../src/advisor/advise.ts';

export type Player = (state: FarkleState) => Action;

/** The state with the current seat playing at `level` (a custom game's seats carry their own level). */
function atLevel(s: FarkleState, level: 'classic' | 'expert'): FarkleState {
  const players = s.players.map((p, i) => (i === s.current && p.level !== undefined ? { ...p, level } : p));
  return { ...s, computerLevel: level, players };
}

export type PlayerName = 'expert' | 'classic' | 'expected-score';

export const PLAYERS: Readonly<Record<PlayerName, Player>> = {
  /** The seed's computer (002 §5), with its goals drawn by the game. */
  classic: (s) => computerAction(atLevel(s, 'classic')),
  /** The Expert: `advise`, maximizing the probability of winning in two-player games. */
  expert: (s) => computerAction(atLevel(s, 'expert')),
  /**
   * The one-player optimum played in two-player games: the most expected points every turn, whatever the
   * scores; only a last-chance turn is played to exceed the marked total (as the Classic does, and as anyone
   * would: banking less loses for certain).
   */
  'expected-score': (s) => {
    if (s.phase === 'awaiting-roll') return { type: 'roll' };
    const advice = adviseExpectedScore(s);
    const selected = s.dice.flatMap((d, i) => (d.selected ? [i] : []));
    const same =
      selected.length === advice.indices.length && selected.every((i, k) => i === advice.indices[k]);
    return same ? { type: advice.then } : { type: 'select', indices: [...advice.indices] };
  },
};

/** Play a two-player game between computer seats; the Classic level makes the game draw goals after each roll. */
export function playTwoPlayer(
  seed: string,
  first: Player,
  second: Player,
  rules: Rules | 'traditional' = 'traditional',
): number {
  let s = newGame({ mode: 'computer-vs-computer', seed, computerLevel: 'classic', rules });
  while (s.phase !== 'game-over') s = apply(s, (s.current === 0 ? first : second)(s));
  return s.winner ?? -1;
}

/**
 * Play a game of `seats` computers under `rules`: seat `hero` plays `player`, every other seat the Classic.
 * Returns the winner's seat.
 */
export function playTable(seed: string, seats: number, hero: number, player: Player, rules: Rules): number {
  let s = newGame({
    mode: 'custom',
    seed,
    rules,
    players: Array.from({ length: seats }, () => ({ kind: 'computer' as const, level: 'classic' as const })),
  });
  while (s.phase !== 'game-over') s = apply(s, s.current === hero ? player(s) : PLAYERS.classic(s));
  return s.winner ?? -1;
}

/**
 * Play a ten-turn one-player game. The seat is made a computer one so that the game draws the Classic's goals
 * (a one-player game seats a human, for whom no goal is drawn).
 */
export function playOnePlayer(
  seed: string,
  player: Player,
  rules: Rules | 'traditional' = 'traditional',
): number {
  const start = newGame({ mode: 'one-player', seed, rules });
  let s: FarkleState = { ...start, players: start.players.map((p) => ({ ...p, kind: 'computer' })) };
  while (s.phase !== 'game-over') s = apply(s, player(s));
  return s.players[0]?.total ?? 0;
}
