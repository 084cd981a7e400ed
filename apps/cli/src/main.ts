import { DEFAULT_SIZE } from '@pastime/2048';
import { playReplay, ReplayError, type PlayedReplay } from '@pastime/app-core';
import { isMainThread, workerData } from 'node:worker_threads';
import { parseCommandLine } from './program/command-line.ts';
import { takeDataDir } from './program/data-dir.ts';
import type { CommonOptions } from './program/common-options.ts';
import type { Invocation } from './program/invocation.ts';
import { Notices } from './term/notices.ts';
import { USAGE_EXIT_CODE, UsageError } from './program/options.ts';
import { DataStore } from './storage/store.ts';
import { dataDirectory } from './storage/paths.ts';
import { runLine2048 } from './game2048/line-game.ts';
import { failProgram } from './term/lifecycle.ts';
import { canAddressCursor } from './term/terminal.ts';
import { handleOutputErrors } from './program/output-errors.ts';
import { escapeControls } from './term/quote.ts';
import { SEARCH_THREAD, serveSearches } from './game2048/ai/search-thread.ts';
import { serveWinTables, WIN_TABLE_THREAD } from './farkle/win-table-thread.ts';

function terminal(): boolean {
  return process.stdin.isTTY === true && process.stdout.isTTY === true;
}

/** The full screen: a terminal on both ends that can move its cursor, and no line protocol asked for. */
function interactive(options: CommonOptions): boolean {
  return terminal() && canAddressCursor(process.env) && !options.plain && !options.json;
}

/** Data-file problems: through a pipe they go to stderr at once; a full-screen game shows them itself. */
function noticesFor(tty: boolean): Notices {
  return new Notices(tty ? undefined : (message) => process.stderr.write(`pastime: ${message}\n`));
}

async function run(invocation: Invocation): Promise<number> {
  switch (invocation.kind) {
    case 'help':
      process.stdout.write(`${invocation.text}\n`);
      return 0;
    case '2048':
    case 'farkle': {
      if (invocation.kind === '2048' && invocation.options.autoplay) {
        // Lines in a terminal too, and no data file: the game is the search's, not the player's.
        const { runAutoplay2048 } = await import('./game2048/ai/autoplay.ts');
        const { size, winValue, seed, json } = invocation.options;
        return runAutoplay2048(
          { size: size ?? DEFAULT_SIZE, winValue, seed, search: invocation.options },
          json,
        );
      }
      // Every painter reads NO_COLOR: the option sets it for this run.
      if (!invocation.options.color) process.env['NO_COLOR'] = '1';
      const tty = interactive(invocation.options);
      const notices = noticesFor(tty);
      const store = invocation.options.save ? new DataStore(dataDirectory(), notices.report) : undefined;
      const io = { input: process.stdin, output: process.stdout, errors: process.stderr };
      if (invocation.kind === '2048') {
        if (!tty) return runLine2048(invocation.options, io, store, notices);
        const { runTerminal2048 } = await import('./game2048/terminal-game.ts');
        return runTerminal2048(invocation.options, store, notices);
      }
      if (!tty) {
        const { runLineFarkle } = await import('./farkle/line-game.ts');
        return runLineFarkle(invocation.options, io, store, notices);
      }
      const { runTerminalFarkle } = await import('./farkle/terminal-game.ts');
      return runTerminalFarkle(invocation.options, store, notices);
    }
    case 'farkle-list': {
      const { savedFarkleGames } = await import('./farkle/saved-list.ts');
      const report = noticesFor(false).report;
      process.stdout.write(savedFarkleGames(new DataStore(dataDirectory(), report), report, invocation.json));
      return 0;
    }
    case 'replay': {
      let played: PlayedReplay;
      try {
        played = playReplay(invocation.options.code);
      } catch (error) {
        if (!(error instanceof ReplayError)) throw error;
        // The decoder quotes the code, which may hold escape sequences or characters that reorder the line.
        process.stderr.write(`pastime: ${escapeControls(error.message)}.\n`);
        return USAGE_EXIT_CODE;
      }
      const { json, plain } = invocation.options;
      if (terminal() && canAddressCursor(process.env) && !json && !plain) {
        const { runTerminalReplay } = await import('./replay/terminal-replay.ts');
        return runTerminalReplay(played);
      }
      const { runLineReplay } = await import('./replay/line-replay.ts');
      return runLineReplay(played, json, process.stdout);
    }
    case 'history':
    case 'stats': {
      const { game, json, limit } = invocation.options;
      const { readFinishedGames } = await import('./storage/files.ts');
      const store = new DataStore(dataDirectory(), noticesFor(false).report);
      const games = readFinishedGames(store, game);
      if (invocation.kind === 'history') {
        const { historyJson, historyText } = await import('./records/history-view.ts');
        process.stdout.write(json ? historyJson(games, limit) : historyText(games, game, limit));
      } else {
        const { statsJson, statsText } = await import('./records/stats-view.ts');
        process.stdout.write(
          json ? statsJson(games, game) : statsText(games, game, process.stdout.isTTY === true),
        );
      }
      return 0;
    }
    case 'online': {
      const { json, plain } = invocation.options;
      if (terminal() && canAddressCursor(process.env) && !json && !plain) {
        const { runTerminalOnline } = await import('./online/terminal-online.ts');
        return runTerminalOnline(invocation.options, dataDirectory(), noticesFor(true));
      }
      const { runLineOnline } = await import('./online/line-online.ts');
      const io = { input: process.stdin, output: process.stdout, errors: process.stderr };
      return runLineOnline(invocation.options, io, dataDirectory());
    }
    case 'daily': {
      const options = invocation.options;
      if (!options.color) process.env['NO_COLOR'] = '1';
      const tty = terminal() && canAddressCursor(process.env) && !options.plain && !options.json;
      const notices = noticesFor(tty);
      const store = new DataStore(dataDirectory(), notices.report);
      if (tty) {
        const { runTerminalDaily } = await import('./online/terminal-daily.ts');
        return runTerminalDaily(options, dataDirectory(), store, notices);
      }
      const { runLineDaily } = await import('./online/line-daily.ts');
      const io = { input: process.stdin, output: process.stdout, errors: process.stderr };
      return runLineDaily(options, io, dataDirectory(), store, notices.report);
    }
    case 'leaderboard': {
      const { runLeaderboard } = await import('./online/leaderboard.ts');
      const store = new DataStore(dataDirectory(), noticesFor(false).report);
      return runLeaderboard(invocation.options, process.stdout, process.stderr, dataDirectory(), store);
    }
    case 'menu': {
      if (!invocation.options.color) process.env['NO_COLOR'] = '1';
      // A terminal that cannot move its cursor is asked plainly and gets the game through the line protocol.
      const screen = interactive(invocation.options);
      if (!screen && !(terminal() && !invocation.options.json)) {
        throw new UsageError('choose a game: pastime 2048 or pastime farkle');
      }
      const { chooseGame, menuOptions2048, menuOptionsFarkle } = await import('./menu.ts');
      const choice = await chooseGame(screen);
      if (typeof choice === 'number') return choice;
      const game: Invocation =
        choice === '2048'
          ? { kind: '2048', options: menuOptions2048(invocation.options) }
          : { kind: 'farkle', options: menuOptionsFarkle(invocation.options) };
      return run(game);
    }
  }
}

async function main(): Promise<void> {
  // A reader that stops reading (`| head`) ends the program quietly; a full disk is told in one sentence.
  handleOutputErrors(process.stdout, process.stderr);
  let code: number;
  try {
    const { args, dataDir } = takeDataDir(process.argv.slice(2));
    // Every command, and the threads it starts, read the data directory from here.
    if (dataDir !== undefined) process.env['PASTIME_DATA_DIR'] = dataDir;
    code = await run(parseCommandLine(args));
  } catch (error) {
    // Through a pipe too, an unexpected error is told in one place, and a full screen is given back first.
    if (!(error instanceof UsageError)) failProgram(error);
    const help =
      error.command === undefined || error.command === ''
        ? 'pastime --help'
        : `pastime ${error.command} --help`;
    process.stderr.write(`pastime: ${error.message}\nRun '${help}' to see the options.\n`);
    code = USAGE_EXIT_CODE;
  }
  process.exitCode = code;
}

// The program's file also runs the 2048 search's worker thread (see g2048/ai/analyst.ts).
if (isMainThread) {
  await main();
} else if (workerData === SEARCH_THREAD) {
  await serveSearches();
} else if (workerData === WIN_TABLE_THREAD) {
  serveWinTables();
}
