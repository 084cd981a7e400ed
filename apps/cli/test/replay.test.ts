import { describe, expect, it } from 'vitest';
import { encodeReplay2048, playReplay2048, ReplayError } from '@pastime/app-core';
import { jsonLines, runCli } from './support/cli.ts';
import { code2048, codeFarkle } from './support/replay-codes.ts';

/** The code with one character changed, to another of the code's alphabet. */
function tampered(code: string, at: number): string {
  const char = code[at] === 'A' ? 'B' : 'A';
  return code.slice(0, at) + char + code.slice(at + 1);
}

/** What the decoder says of a code, as the program must tell it. */
function refusal(code: string): string {
  try {
    playReplay2048(code);
  } catch (error) {
    if (error instanceof ReplayError) return error.message;
    throw error;
  }
  throw new Error('the code was played');
}

describe('pastime replay through a pipe', () => {
  const game = code2048('replay-pipe', 400);

  it('prints each position as JSON and ends with the score the engine gives for the moves', async () => {
    expect(game.moves.length).toBeGreaterThan(50);
    const result = await runCli(['replay', game.code, '--json']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const lines = jsonLines(result.stdout);
    expect(lines.at(-1)).toEqual({ verified: true, score: game.score, highestTile: game.bestTile });
    const positions = lines.slice(0, -1);
    expect(positions).toHaveLength(game.moves.length + 1);
    expect(positions[0]).toMatchObject({
      game: '2048',
      position: 0,
      of: game.moves.length,
      move: null,
      moves: 0,
    });
    positions.slice(1).forEach((position, i) => {
      expect(position).toMatchObject({ position: i + 1, move: game.moves[i], moves: i + 1 });
    });
    expect(positions.at(-1)?.['board']).toEqual(game.board);
    expect(positions.at(-1)?.['score']).toBe(game.score);
  });

  it('prints each position as a line of text and ends with the verified result', async () => {
    const result = await runCli(['replay', game.code]);
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(game.moves.length + 2);
    expect(lines[0]).toMatch(/^Start: score 0, playing \|/);
    expect(lines[1]).toMatch(new RegExp(`^Move 1 of ${game.moves.length} \\(${game.moves[0]}[,)]`));
    const score = game.score.toLocaleString('en-US');
    expect(lines.at(-1)).toBe(
      `Verified: score ${score}, highest tile ${game.bestTile.toLocaleString('en-US')} (${game.moves.length} moves).`,
    );
    // The last position's row of tiles, as the engine's board has them.
    const lastRow = (game.board.at(-1) ?? []).map((v) => (v === 0 ? '.' : String(v))).join(' ');
    expect(lines.at(-2)).toContain(`| ${lastRow} |`);
  });

  it('takes the replay link the web app shows, as well as its code', async () => {
    const byCode = await runCli(['replay', game.code]);
    const byLink = await runCli(['replay', `http://127.0.0.1:4173/#/replay/${game.code}`]);
    expect(byLink.code).toBe(0);
    expect(byLink.stdout).toBe(byCode.stdout);
  });

  it('replays a Farkle game against the Expert to the totals and winner the engine gives', async () => {
    const farkle = codeFarkle('replay-farkle', 'vs-computer', ['Ann', 'Computer'], 'expert');
    const result = await runCli(['replay', farkle.code, '--json']);
    expect(result.code).toBe(0);
    const lines = jsonLines(result.stdout);
    expect(lines.at(-1)).toEqual({
      verified: true,
      totals: farkle.final.players.map((player) => player.total),
      winner: farkle.final.winner,
    });
    expect(lines[0]).toMatchObject({ game: 'farkle', position: 0, phase: 'awaiting-roll', totals: [0, 0] });
    expect(lines.at(-2)).toMatchObject({ phase: 'game-over', winner: farkle.final.winner });

    const text = await runCli(['replay', farkle.code]);
    const [first, second] = farkle.final.players;
    const winner = farkle.final.players[farkle.final.winner ?? -1]?.name;
    expect(text.stdout.trimEnd().split('\n').at(-1)).toBe(
      `Verified: Ann ${first?.total.toLocaleString('en-US')}, Computer ${second?.total.toLocaleString('en-US')}; ${winner} won.`,
    );
  });

  it('replays a one-player Farkle game', async () => {
    const farkle = codeFarkle('replay-one', 'one-player', ['Zoé']);
    const result = await runCli(['replay', farkle.code, '--json']);
    expect(jsonLines(result.stdout).at(-1)).toEqual({
      verified: true,
      totals: [farkle.final.players[0]?.total],
      winner: null,
    });
  });

  it('refuses a changed character with exit code 2 and one sentence, printing no position', async () => {
    const bad = tampered(game.code, 12);
    const result = await runCli(['replay', bad, '--json']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`pastime: ${refusal(bad)}.\n`);
    expect(result.stderr).toContain('check value');
  });

  it('refuses moves that cannot be played, and a score the moves do not reach', async () => {
    const { moves, score } = game;
    const illegal = encodeReplay2048({
      size: 4,
      winValue: 2048,
      seed: 'replay-pipe',
      moves: [...moves, ...moves],
      score,
    });
    const tooHigh = encodeReplay2048({
      size: 4,
      winValue: 2048,
      seed: 'replay-pipe',
      moves,
      score: score + 4,
    });
    for (const [code, words] of [
      [illegal, 'cannot be played'],
      [tooHigh, `claims a score of ${score + 4}`],
    ] as const) {
      const result = await runCli(['replay', code]);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe(`pastime: ${refusal(code)}.\n`);
      expect(result.stderr).toContain(words);
    }
  });

  it('refuses text that is no code, and asks for a code when none is given', async () => {
    const junk = await runCli(['replay', 'not a code!']);
    expect(junk.code).toBe(2);
    expect(junk.stderr.trimEnd().split('\n')).toHaveLength(1);
    const none = await runCli(['replay']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('give the replay code to play');
    const help = await runCli(['replay', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: pastime replay <code> [--json] [--plain]');
    expect(help.stdout).toContain('space  play or pause');
  });
});
