/**
 * The two-player win tables of rules other than the traditional ones (whose table ships with the engine): which
 * games need one, and the solving, the same in both apps. Each app solves off its main thread (a Web Worker, a
 * worker thread) and keeps the table where it keeps things (the browser's storage, the data directory).
 */
import {
  encodeWinTable,
  presetOf,
  resolveRules,
  solveWinTable,
  type FarkleState,
  type Rules,
} from '@pastime/farkle';

/**
 * The rules whose win table `state`'s game could use and that does not ship with the engine: two or more players
 * under rules other than the traditional ones; null for any other game.
 */
export function winTableRules(state: FarkleState): Rules | null {
  return state.players.length < 2 || presetOf(state.rules) === 'traditional' ? null : state.rules;
}

/** Whether an Expert computer plays at `state`'s table: the one player who needs the win table on every turn. */
export function expertSeated(state: FarkleState): boolean {
  return state.players.some(
    (player) => player.kind === 'computer' && (player.level ?? state.computerLevel) === 'expert',
  );
}

/**
 * The rules whose win table is worth solving for `state`'s game now: the game needs one (`winTableRules`) and
 * somebody plays by it, an Expert computer at the table or a person asking for advice (`adviceOn`). Nobody else
 * uses it, so nobody else pays for solving it (the work takes both cores for seconds).
 */
export function winTableWanted(state: FarkleState, adviceOn: boolean): Rules | null {
  return adviceOn || expertSeated(state) ? winTableRules(state) : null;
}

/**
 * Solves the win table of `rules` (checked by the engine, as they arrive from another thread) and gives it in the
 * engine's text encoding, ready to keep and to install; `onProgress` hears the fraction done once per whole
 * percent, which is all a progress bar needs.
 */
export function solveWinTableText(rules: unknown, onProgress: (fraction: number) => void): string {
  let last = -1;
  const report = solveWinTable(resolveRules(rules), {
    onProgress: (fraction) => {
      const percent = Math.floor(fraction * 100);
      if (percent === last) return;
      last = percent;
      onProgress(fraction);
    },
  });
  return encodeWinTable(report.table);
}

/** What a win-table worker tells its app: how far it has got, then the table (`solveWinTableText`'s). */
export type WinTableMessage =
  { readonly kind: 'progress'; readonly fraction: number } | { readonly kind: 'done'; readonly text: string };

/** A win-table worker's whole job, on either app's thread: the table of `rules`, its progress posted on the way. */
export function serveWinTable(rules: unknown, post: (message: WinTableMessage) => void): void {
  const text = solveWinTableText(rules, (fraction) => post({ kind: 'progress', fraction }));
  post({ kind: 'done', text });
}
