/**
 * A replay in the full screen: the 2048 board or the Farkle table as it was at each position, played at a steady
 * pace from the start (`-` and `+` make it slower and faster); space pauses and plays, the arrows step, Home and
 * End jump, `q` quits.
 */
import {
  DEFAULT_REPLAY_SPEED,
  replayIntervalMs,
  replaySpeedText,
  stepReplaySpeed,
  type ReplaySpeed,
  advanceReplay,
  replayCursor,
  seekReplay,
  toggleReplay,
  type PlayedReplay,
  type ReplayCursor,
} from '@pastime/app-core';
import { Notices } from '../term/notices.ts';
import type { Painter } from '../term/color.ts';
import { FullScreen } from '../term/full-screen.ts';
import type { Key } from '../term/keys.ts';
import { render2048 } from '../game2048/screen-view.ts';
import { renderTable } from '../farkle/table-view.ts';
import { REPLAY_KEYS, replayCommand } from './keymap.ts';
import { verifiedText } from './played.ts';

/** The pause between positions while playing: a 2048 move is read at a glance, a Farkle step needs longer. */
const STEP_MS = { '2048': 250, farkle: 600 } as const;

function frame(
  played: PlayedReplay,
  { index, last: count, playing }: ReplayCursor,
  speed: ReplaySpeed,
  size: { columns: number; rows: number },
  painter: Painter,
): string[] {
  const where = played.game === '2048' ? `Move ${index} of ${count}` : `Step ${index} of ${count}`;
  const at = speed === DEFAULT_REPLAY_SPEED ? '' : ` at ${replaySpeedText(speed)}`;
  const status = index === count ? verifiedText(played) : playing ? `Playing${at}.` : `Paused${at}.`;
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
  const screen = new FullScreen(new Notices(undefined));
  let cursor = replayCursor(played);
  let timer: NodeJS.Timeout | undefined;
  let speed: ReplaySpeed = DEFAULT_REPLAY_SPEED;

  /** Shows `next`, and keeps the timer running exactly while it plays. */
  const show = (next: ReplayCursor): void => {
    cursor = next;
    if (!cursor.playing) {
      clearInterval(timer);
      timer = undefined;
    } else {
      timer ??= setInterval(
        () => {
          show(advanceReplay(cursor));
          screen.draw();
        },
        replayIntervalMs(STEP_MS[played.game], speed),
      );
    }
  };
  const onKey = (key: Key): void => {
    const command = replayCommand(key);
    switch (command) {
      case 'quit':
        return screen.finish(0);
      case 'play-pause':
        return show(toggleReplay(cursor));
      case 'back':
        return show(seekReplay(cursor, cursor.index - 1));
      case 'forward':
        return show(seekReplay(cursor, cursor.index + 1));
      case 'start':
        return show(seekReplay(cursor, 0));
      case 'end':
        return show(seekReplay(cursor, cursor.last));
      case 'slower':
      case 'faster': {
        speed = stepReplaySpeed(speed, command === 'slower' ? -1 : 1);
        // The timer restarts at the new pace.
        clearInterval(timer);
        timer = undefined;
        return show(cursor);
      }
      case 'interrupt':
      case 'invalid':
        return;
    }
  };
  show(toggleReplay(cursor));
  return screen.run({
    render: (size) => frame(played, cursor, speed, size, screen.painter),
    onKey,
    close: () => {
      clearInterval(timer);
      return [verifiedText(played)];
    },
  });
}
