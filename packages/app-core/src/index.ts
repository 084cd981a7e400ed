/**
 * `@pastime/app-core`: what the Pastime apps decide the same way, as pure code (no DOM, no Node APIs).
 *
 * @packageDocumentation
 */
export * from './limits.ts';
export * from './pace.ts';
export * from './schema/error.ts';
export * from './schema/schema.ts';
export type * from './storage/document.ts';
export * from './game2048/records.ts';
export * from './game2048/unfinished.ts';
export * from './game2048/formats.ts';
export * from './farkle/high-score.ts';
export * from './farkle/records.ts';
export * from './farkle/formats.ts';
export * from './farkle/describe.ts';
export * from './farkle/win-table.ts';
export * from './farkle/seats.ts';
export * from './farkle/setup.ts';
export * from './farkle/rules-draft.ts';
export * from './farkle/table.ts';
export * from './farkle/table-words.ts';
export * from './farkle/advice.ts';
export * from './online/room.ts';
export * from './online/room-update.ts';
export * from './online/fair-dice.ts';
export * from './online/room-advice.ts';
export * from './online/daily.ts';
export * from './online/ranked-run.ts';
export * from './online/daily-record.ts';
export * from './online/ranked-client.ts';
export * from './online/unreachable.ts';
export * from './online/room-follower.ts';
export * from './manager/ports.ts';
export { memoryDocument, memoryShelf } from './manager/memory-ports.ts';
export { timerClock } from './manager/timer-clock.ts';
export { runSeed } from './manager/run-seed.ts';
export * from './game2048/save.ts';
export * from './game2048/auto-play.ts';
export * from './game2048/settings.ts';
export * from './game2048/outcome.ts';
export * from './game2048/manager.ts';
export * from './manager/shelved-game.ts';
export * from './replay/error.ts';
export { REPLAY_VERSION, replayCodeOf, replayGame } from './replay/code.ts';
export * from './replay/replay-2048.ts';
export * from './replay/replay-farkle.ts';
export { replayCodeOfSave2048 } from './game2048/replay-code.ts';
export { replayCodeOfFarkleSave } from './farkle/replay-code.ts';
export * from './replay/player.ts';
export * from './game2048/upgrade.ts';
export * from './stats/numbers.ts';
export * from './stats/stats-2048.ts';
export * from './stats/stats-farkle.ts';
export * from './farkle/save.ts';
export * from './manager/hash.ts';
export * from './farkle/manager.ts';
