/**
 * The Farkle engine: scoring, the turn, the game modes, the computer player and the hint, as pure functions over
 * an immutable, serializable state.
 *
 * @packageDocumentation
 */
export type { Face, Die } from './dice.ts';
export { FACES, DICE_COUNT, isFace } from './dice.ts';
export type { ScoringRule } from './scoring.ts';
export {
  scoreRoll,
  scoreSelection,
  bestSelection,
  isFarkle,
  SCORING_RULES,
  scoringRules,
} from './scoring.ts';
export type { Rules, RulesPreset, RulesInput, OfAKindRule } from './rules.ts';
export { RULE_PRESETS, RULE_FIELDS, resolveRules, presetOf, sameRules } from './rules.ts';
export type { FarkleErrorCode } from './errors.ts';
export { FarkleError, isFarkleError } from './errors.ts';
export type {
  FarkleEvent,
  RolledEvent,
  FarkledEvent,
  HotDiceEvent,
  BankedEvent,
  TurnPassedEvent,
  FinalRoundStartedEvent,
  GameOverEvent,
} from './events.ts';
export type {
  Mode,
  PlayerKind,
  TurnPhase,
  ComputerLevel,
  Player,
  FinalRound,
  FarkleState,
  GameConfig,
  PlayerConfig,
} from './state.ts';
export {
  MODES,
  ALL_MODES,
  BANK_THRESHOLD,
  WINNING_TOTAL,
  ONE_PLAYER_TURNS,
  MAX_NAME_LENGTH,
  MAX_PLAYERS,
} from './state.ts';
export { MAX_NAME_UNITS } from './state.ts';
export { COMPUTER_LEVELS } from './state.ts';
export {
  newGame,
  restartGame,
  defaultNames,
  defaultPlayerNames,
  playerKinds,
  nameLength,
  nameProblem,
  sameName,
} from './game.ts';
export type { NameProblem } from './game.ts';
export { roll, toggleDie, setSelection, selectAll, bank, isHotDice, runningTotal } from './turn.ts';
export type { Goal } from './goals.ts';
export { drawGoal } from './goals.ts';
export type { Action, ActionType } from './actions.ts';
export { apply } from './actions.ts';
export {
  canRoll,
  canBank,
  canSelectAll,
  canHint,
  canToggle,
  hint,
  legalActions,
  currentPlayer,
  isComputerTurn,
  highScoreAfter,
  bankMinimum,
  farklesInARow,
} from './queries.ts';
export type { ComputerTurn } from './computer.ts';
export { computerAction, playComputerTurn } from './computer.ts';
export { serialize, deserialize, SAVE_VERSION } from './serialize.ts';
export type { Advice, AdviceOption, AdvisedMove, AdvicePolicy } from './advisor/advise.ts';
export { advise, installWinTable, hasWinTable, winTableKey } from './advisor/advise.ts';
export type { WinTableReport, WinTableOptions } from './advisor/win-table-solver.ts';
export { solveWinTable } from './advisor/win-table-solver.ts';
export type { WinTable } from './advisor/win-table.ts';
export { encodeWinTable } from './advisor/win-table.ts';
