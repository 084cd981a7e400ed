/**
 * What the mode dialog offers beside the requirements' choices: more players (two to six seats, each a person or
 * a computer at Classic or Expert, with a name) and the rules (a preset or every setting). Left at their defaults
 * (no seats, Traditional) they change nothing: the game is the one the requirements' form describes.
 */
import { seatConfig, type SeatKind } from '@pastime/app-core';
import {
  FarkleError,
  MAX_PLAYERS,
  newGame,
  RULE_PRESETS,
  type GameConfig,
  type PlayerConfig,
  type Rules,
} from '@pastime/farkle';
import type { SeedParam } from '../app/route.ts';
import { gameConfig, type ModeForm } from './mode-form.ts';
import { draftOf, readDraft, type RulesChoice, type RulesDraft, type RulesErrors } from './rules-form.ts';

export interface Seat {
  readonly kind: SeatKind;
  /** As typed; blank for the engine's default name for the seat. */
  readonly name: string;
}

export const SEAT_KIND_LABELS: Readonly<Record<SeatKind, string>> = {
  human: 'Person',
  classic: 'Computer (Classic)',
  expert: 'Computer (Expert)',
};

export const MIN_SEATS = 2;
export { MAX_PLAYERS as MAX_SEATS };

export interface SetupForm {
  /** The seats of a game of more players, or null for the requirements' 1 or 2 Player Mode. */
  readonly seats: readonly Seat[] | null;
  readonly rules: RulesChoice;
  /** The Customize panel's fields (kept when another choice is made, so they come back as they were). */
  readonly draft: RulesDraft;
}

export const INITIAL_SETUP: SetupForm = {
  seats: null,
  rules: 'traditional',
  draft: draftOf(RULE_PRESETS.traditional),
};

/** The seats "More players…" opens with: two people and a Classic computer. */
export const FIRST_SEATS: readonly Seat[] = [
  { kind: 'human', name: '' },
  { kind: 'human', name: '' },
  { kind: 'classic', name: '' },
];

/** `seats` made `count` long: later seats dropped, new ones people with blank names. */
export function withSeatCount(seats: readonly Seat[], count: number): readonly Seat[] {
  const n = Math.min(MAX_PLAYERS, Math.max(MIN_SEATS, count));
  return Array.from({ length: n }, (_, i) => seats[i] ?? { kind: 'human', name: '' });
}

export interface SetupErrors {
  readonly rules: RulesErrors;
  /** By seat index. */
  readonly seats: Readonly<Record<number, string>>;
}

/** The rules chosen, or null while the Customize panel holds a value the engine refuses. */
function chosenRules(setup: SetupForm): Rules | null {
  return setup.rules === 'custom' ? readDraft(setup.draft).rules : RULE_PRESETS[setup.rules];
}

const playerConfigs = (seats: readonly Seat[]): PlayerConfig[] =>
  seats.map((seat) => seatConfig(seat.kind, seat.name));

/** Every objection to the seats' names (the engine's, worded for the seat) and to the custom rules. */
export function setupErrors(setup: SetupForm): SetupErrors {
  const rules = setup.rules === 'custom' ? (readDraft(setup.draft).errors ?? {}) : {};
  const seats: Record<number, string> = {};
  if (setup.seats !== null) {
    const configs = playerConfigs(setup.seats);
    // Each name on its own first, so every bad one is shown; then all together, for names two seats share.
    configs.forEach((config, i) => {
      const message = seatError({ mode: 'custom', seed: 0, players: [config] });
      if (message !== undefined) seats[i] = message.replace(/^Seat 1/, `Seat ${i + 1}`);
    });
    if (Object.keys(seats).length === 0) {
      const message = seatError({ mode: 'custom', seed: 0, players: configs });
      const seat = /^Seat (\d+)/.exec(message ?? '')?.[1];
      if (message !== undefined && seat !== undefined) seats[Number(seat) - 1] = message;
    }
  }
  return { rules, seats };
}

/** The engine's objection to a custom game's seats, naming the seat ("Seat 3 name must differ from seat 1…"). */
function seatError(config: GameConfig): string | undefined {
  try {
    newGame(config);
    return undefined;
  } catch (error) {
    if (!(error instanceof FarkleError)) throw error;
    const seatName = (_: string, i: string, name: string | undefined): string =>
      `seat ${Number(i) + 1}${name === undefined ? '' : '’s name'}`;
    const text = error.message.replace(/players\[(\d+)\](\.name)?/g, seatName);
    return text.charAt(0).toUpperCase() + text.slice(1) + (text.endsWith('.') ? '' : '.');
  }
}

export function hasSetupErrors(errors: SetupErrors): boolean {
  return Object.keys(errors.rules).length > 0 || Object.keys(errors.seats).length > 0;
}

/**
 * The game Start asks for: the requirements' form alone when neither more players nor other rules were chosen
 * (exactly as before), else the same with the rules, or a custom game of the seats. Null while the setup has
 * errors.
 */
export function setupConfig(
  form: ModeForm,
  setup: SetupForm,
  seed: SeedParam | undefined,
  highScore: number,
): GameConfig | null {
  const rules = chosenRules(setup);
  if (rules === null) return null;
  const withRules = setup.rules === 'traditional' ? {} : { rules };
  if (setup.seats === null) return { ...gameConfig(form, seed, highScore), ...withRules };
  return {
    mode: 'custom',
    players: playerConfigs(setup.seats),
    highScore,
    ...withRules,
    ...(seed === undefined ? {} : { seed }),
  };
}
