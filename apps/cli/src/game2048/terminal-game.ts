import { DEFAULT_SIZE } from '@pastime/2048';
import {
  BOARD_SIZE_MAX,
  BOARD_SIZE_MIN,
  isResumable,
  outcomeMessage,
  standingMessage,
  type Game2048,
  type Message2048,
  type ShelvedGame,
} from '@pastime/app-core';
import { checkBoardSize } from '../program/command-2048.ts';
import type { Options2048 } from '../program/invocation.ts';
import type { Notices } from '../term/notices.ts';
import { timeAgo } from '../program/time.ts';
import { Painter, detectColorDepth } from '../term/color.ts';
import { describeKey, type Key } from '../term/keys.ts';
import { onEnd } from '../term/lifecycle.ts';
import { wrappedLine } from '../term/layout.ts';
import { askUntil, type Answered } from '../term/prompt.ts';
import { FullScreen, INTERRUPTED } from '../term/full-screen.ts';
import { keyCommand2048 } from './input.ts';
import { KEY_WORDS, gameEnding, gameStart, invalidKey, keyInstructions, wrongSizeInput } from './messages.ts';
import { render2048 } from './screen-view.ts';
import { open2048, Storage2048, type Run2048 } from './storage.ts';
import type { DataStore } from '../storage/store.ts';
import { Analyst } from './ai/analyst.ts';
import { Assistant } from './ai/assistant.ts';
import { analyzeOptions } from './ai/search.ts';

/** How the game begins: a saved game resumed, a new game of this size, or no game (the player left). */
type Start =
  { readonly resume: ShelvedGame<Game2048> } | { readonly size: number } | { readonly exit: number };

/** The resume offer, when a saved game exists: yes resumes it, no ends it (it is recorded) and starts anew. */
async function offerResume(storage: Storage2048): Promise<Start | undefined> {
  const saved = storage.resumable();
  if (saved === undefined) return undefined;
  const output = process.stdout;
  const state = saved.save.state;
  const moves = `${state.moves} move${state.moves === 1 ? '' : 's'}`;
  const what = `${state.size}×${state.size} game (score ${state.score}, ${moves}, saved ${timeAgo(saved.updatedAt)})`;
  // The question on a line of its own, so that it is never split from its answers.
  output.write(wrappedLine(`You have an unfinished ${what}.`, output.columns));
  return askUntil('Resume it? [Y/n] ', (typed): Answered<Start | undefined> => {
    const text = typed.trim().toLowerCase();
    if (text === '' || text === 'y' || text === 'yes') {
      if (storage.shelf.claim(saved.id)) return { resume: saved };
      output.write(wrappedLine('That game has just been resumed in another terminal.', output.columns));
      return undefined;
    }
    if (text !== 'n' && text !== 'no')
      return { again: 'Please answer y (resume it) or n (start a new game).' };
    // Not resuming ends it: the player chose to start over (000 §3.2).
    storage.decline(saved);
    return undefined;
  });
}

/** The size given with `--size`, else the design's board-size question, asked again after an invalid answer. */
function chooseSize(given: number | undefined): Promise<Start> | Start {
  if (given !== undefined) return { size: given };
  const question = `Board size (${BOARD_SIZE_MIN} to ${BOARD_SIZE_MAX}, Enter for ${DEFAULT_SIZE}, q to leave): `;
  return askUntil(question, (text): Answered<Start> => {
    if (text.trim() === '') return { size: DEFAULT_SIZE };
    if (['q', 'quit'].includes(text.trim().toLowerCase())) return { exit: 0 };
    const checked = checkBoardSize(text);
    // print_wrong_size_input
    return 'size' in checked
      ? checked
      : { again: wrongSizeInput(checked.problem, BOARD_SIZE_MIN, BOARD_SIZE_MAX) };
  });
}

/**
 * 2048 in a terminal: the module design's GameControl. It greets the player, offers a saved game or asks for
 * the board size, then runs the full-screen loop: a key in, an action on the game manager, the screen redrawn.
 */
export async function runTerminal2048(
  options: Options2048,
  store: DataStore | undefined,
  notices: Notices,
): Promise<number> {
  const storage = store === undefined ? undefined : new Storage2048(store, notices.report);
  const output = process.stdout;
  const painter = new Painter(detectColorDepth(process.env));
  // The search thread starts on the first hint or auto-play.
  const analyst = new Analyst(analyzeOptions(options));

  output.write(`${painter.bold(gameStart)}\n`);
  // Until the full screen, data-file problems (a saved-games file set aside, say) are told on the normal screen
  // as they are found, above the questions they concern.
  for (const message of notices.messages) output.write(wrappedLine(message, output.columns));
  notices.listen((message) => output.write(wrappedLine(message, output.columns)));
  // A size or a seed on the command line asks for a new game: a saved one is kept for another time.
  const explicit = options.size !== undefined || options.seed !== undefined;
  const offered = storage === undefined || explicit ? undefined : await offerResume(storage);
  const start: Start = offered ?? (await chooseSize(options.size));
  notices.listen(undefined);
  const seen = notices.messages.length;
  if ('exit' in start) {
    analyst.close();
    return start.exit;
  }
  const resume = 'resume' in start ? start.resume.id : false;
  const { size, winValue } =
    'resume' in start ? start.resume.save.state : { size: start.size, winValue: options.winValue };
  const run = open2048(storage, {
    settings: { size, winValue },
    seed: options.seed,
    resume,
    keep: true,
    search: (state) => analyst.analyze(state),
  });
  return play(run, analyst, notices, seen);
}

function play(run: Run2048, analyst: Analyst, notices: Notices, seen: number): Promise<number> {
  const screen = new FullScreen(notices, seen);
  const manager = run.manager;
  let message: Message2048 | undefined = standingMessage(manager.state, KEY_WORDS) ?? {
    text: manager.resumed
      ? `Welcome back! ${keyInstructions(manager.state.winValue)}`
      : keyInstructions(manager.state.winValue),
    tone: 'info',
  };
  const assistant = new Assistant(manager, (shown) => {
    message = shown;
    screen.draw();
  });
  // Whatever ends the program from here (a signal, a crash) keeps the game for next time.
  const saveOnEnd = onEnd(() => run.leave());
  const newGame = (): void => {
    message = outcomeMessage(manager.act({ type: 'new' }), manager.state, KEY_WORDS);
  };

  const onKey = (key: Key): void => {
    const command = keyCommand2048(key);
    // Auto-play's own keys; any other key stops it (and drops a hint on its way), then does what it does.
    if (command.type === 'speed') return assistant.changeSpeed(command.faster);
    if (command.type === 'auto-play') return assistant.toggleAutoPlay();
    const stopped = assistant.interrupt();
    switch (command.type) {
      case 'interrupt':
        return screen.finish(INTERRUPTED);
      case 'quit':
        return screen.finish(0);
      case 'hint':
        return assistant.hint();
      case 'invalid':
        message = { text: invalidKey(describeKey(key)), tone: 'warning' };
        break;
      case 'new':
        if (isResumable(manager.state)) {
          const text = `New game? This one ends with ${manager.state.score} points. Press y to confirm.`;
          message = { text, tone: 'warning' };
          screen.confirm(text, newGame, () => {
            message = { text: 'Carrying on with this game.', tone: 'info' };
          });
        } else {
          newGame();
        }
        break;
      case 'action':
        message = outcomeMessage(manager.act(command.action), manager.state, KEY_WORDS);
        break;
    }
    if (stopped && message === undefined) message = { text: 'Auto-play stopped.', tone: 'info' };
  };

  return screen.run({
    render: (size) => render2048({ state: manager.state, best: manager.best, message }, size, screen.painter),
    onKey,
    // The notice waits for a key, and any key stops auto-play: it stops now, not under the notice.
    onNotice: () => {
      if (assistant.interrupt()) message = { text: 'Auto-play stopped.', tone: 'info' };
    },
    close: () => {
      assistant.close();
      analyst.close();
      saveOnEnd();
      const state = manager.state;
      const lines = [gameEnding(state, manager.best)];
      if (isResumable(state) && run.kept) {
        lines.push('Your game is saved: run pastime 2048 to resume it.');
      }
      return lines;
    },
  });
}
