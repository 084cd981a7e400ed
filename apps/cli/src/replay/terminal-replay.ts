/**
 * A replay in the full screen: the 2048 board or the Farkle table as it was at each position, played at a steady
 * pace from the start; space pauses and plays, the arrows step, Home and End jump, `q` quits.
 */
import type { ReadStream, WriteStream } from 'node:tty';
import { Painter, detectColorDepth } from '../term/color.ts';
import type { Key } from '../term/keys.ts';
import { TerminalSession } from '../term/terminal.ts';
import { render2048 } from '../game2048/screen-view.ts';
import { renderTable } from '../farkle/table-view.ts';
import { REPLAY_KEYS, replayCommand } from './keymap.ts';
import { verifiedText, type PlayedReplay } from './played.ts';

const INTERRUPTED = 130;
/** The pause between positions while playing: a 2048 move is read at a glance, a Farkle step needs longer. */
const STEP_MS = { '2048': 250, farkle: 600 } as const;

function frame(
  played: PlayedReplay,
  index: number,
  playing: boolean,
  size: { columns: number; rows: number },
  painter: Painter,
): string[] {
  const count = played.positions.length - 1;
  const where = played.game === '2048' ? `Move ${index} of ${count}` : `Step ${index} of ${count}`;
  const status = index === count ? verifiedText(played) : playing ? 'Playing.' : 'Paused.';
  if (played.game === '2048') {
    const state = played.positions[index] ?? played.final;
    return render2048(
      {
        state,
        best: played.final.score,
        bestLabel: 'FINAL',
        message: { text: `${where}. ${status}`, tone: index === count ? 'win' : 'info' },
        keys: REPLAY_KEYS,
      },
      size,
      painter,
    );
  }
  const state = played.positions[index] ?? played.final;
  return renderTable(
    {
      state,
      messages: [`Replay: ${where}.`, status],
      warning: undefined,
      hint: undefined,
      advice: undefined,
      banner: index === count ? 'game-over' : undefined,
      computerPlaying: true,
      confirm: undefined,
      keys: REPLAY_KEYS,
    },
    size,
    painter,
  );
}

export function runTerminalReplay(played: PlayedReplay): Promise<number> {
  const terminal = new TerminalSession(process.stdin as ReadStream, process.stdout as WriteStream);
  const painter = new Painter(detectColorDepth(process.env));
  const last = played.positions.length - 1;
  let index = 0;
  let timer: NodeJS.Timeout | undefined;

  const draw = (): void => terminal.draw(frame(played, index, timer !== undefined, terminal.size(), painter));
  const pause = (): void => {
    clearInterval(timer);
    timer = undefined;
  };
  const play = (): void => {
    if (index === last) index = 0;
    timer = setInterval(() => {
      index = Math.min(last, index + 1);
      if (index === last) pause();
      draw();
    }, STEP_MS[played.game]);
  };

  return new Promise((resolve) => {
    const finish = (code: number): void => {
      pause();
      terminal.leave();
      process.stdout.write(`${verifiedText(played)}\n`);
      resolve(code);
    };
    const onKey = (key: Key): void => {
      const command = replayCommand(key);
      switch (command) {
        case 'interrupt':
          return finish(INTERRUPTED);
        case 'quit':
          return finish(0);
        case 'play-pause':
          if (timer === undefined) play();
          else pause();
          break;
        case 'back':
          pause();
          index = Math.max(0, index - 1);
          break;
        case 'forward':
          pause();
          index = Math.min(last, index + 1);
          break;
        case 'start':
          pause();
          index = 0;
          break;
        case 'end':
          pause();
          index = last;
          break;
        case 'invalid':
          return;
      }
      draw();
    };
    terminal.enter({ onKey, onResize: draw });
    if (last > 0) play();
    draw();
  });
}
