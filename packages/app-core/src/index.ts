/**
 * `@pastime/app-core`: what the Pastime apps decide the same way, as pure code (no DOM, no Node APIs).
 *
 * @packageDocumentation
 */
export * from './limits.ts';
export * from './schema/error.ts';
export * from './schema/schema.ts';
export type * from './storage/document.ts';
export * from './g2048/records.ts';
export * from './g2048/unfinished.ts';
export * from './g2048/formats.ts';
export * from './farkle/high-score.ts';
export * from './farkle/records.ts';
export * from './farkle/formats.ts';
export * from './farkle/describe.ts';
export * from './manager/ports.ts';
export * from './manager/shelved-game.ts';
export * from './farkle/save.ts';
export * from './manager/hash.ts';
export * from './farkle/manager.ts';
