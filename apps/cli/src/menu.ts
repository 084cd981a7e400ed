import { RULE_PRESETS } from '@pastime/farkle';
import { DEFAULT_WIN_VALUE } from '@pastime/2048';
import type { Options2048, OptionsFarkle } from './program/invocation.ts';
import type { CommonOptions } from './program/common-options.ts';
import { askKey, askUntil, type Answered } from './term/prompt.ts';
import { Painter, detectColorDepth } from './term/color.ts';

/** The options of a game chosen from the menu: what `pastime 2048` alone would have. */
export function menuOptions2048(options: CommonOptions): Options2048 {
  return {
    ...options,
    size: undefined,
    winValue: DEFAULT_WIN_VALUE,
    seed: undefined,
    autoplay: false,
    timeMs: undefined,
    depth: undefined,
  };
}

export function menuOptionsFarkle(options: CommonOptions): OptionsFarkle {
  return {
    ...options,
    players: undefined,
    computer: false,
    names: [],
    seed: undefined,
    delayMs: undefined,
    level: 'classic',
    rules: RULE_PRESETS.traditional,
    rulesGiven: false,
    seats: undefined,
    resume: undefined,
  };
}

const AGAIN = 'Please type 1 for 2048, 2 for Farkle, or q to quit.';

/** A choice typed as a line (`1`, `2048`, `farkle`, `q`…). */
function lineChoice(text: string): Answered<'2048' | 'farkle' | { exit: number }> {
  const choice = text.trim().toLowerCase();
  if (choice === '1' || choice === '2048') return '2048';
  if (choice === '2' || choice === 'farkle') return 'farkle';
  if (choice === 'q' || choice === 'quit') return { exit: 0 };
  return { again: AGAIN };
}

/**
 * `pastime` alone in a terminal: which game? Returns it, or the exit code when the player leaves instead. On the
 * full screen (`screen`) one key chooses, without Enter, and the title is in bold; otherwise a line is read.
 */
export async function chooseGame(screen: boolean): Promise<'2048' | 'farkle' | number> {
  const title = screen ? new Painter(detectColorDepth(process.env)).bold('Pastime') : 'Pastime';
  process.stdout.write(`${title}: which game?\n  1  2048\n  2  Farkle\n  q  quit\n`);
  const chosen = screen
    ? await askKey('Your choice: ', (key) =>
        key.kind === 'char' && key.char !== ' '
          ? lineChoice(key.char)
          : key.kind === 'escape'
            ? { exit: 0 }
            : { again: AGAIN },
      )
    : await askUntil('Your choice: ', lineChoice, true);
  return typeof chosen === 'string' ? chosen : chosen.exit;
}
