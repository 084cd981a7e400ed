import { legalMoves, type GameState } from '@pastime/2048';
import { computerAction, isComputerTurn, RULE_PRESETS, type FarkleState } from '@pastime/farkle';
import { describe, expect, it } from 'vitest';
import {
  BROWSER_FARKLE_GAMES,
  BROWSER_FARKLE_HIGH_SCORE,
  BROWSER_RECORDS_2048,
  decodeSave2048,
  EMPTY_FARKLE_SCORES,
  encodeSave2048,
  FarkleManager,
  farkleScoresOfParts,
  farkleStats,
  Game2048Manager,
  playReplay2048,
  playReplayFarkle,
  TERMINAL_FARKLE_SCORES,
  TERMINAL_SCORES_2048,
  type FarkleSave,
  type FarkleScores,
  type Game2048,
  type StoredDocument,
} from '../src/index.ts';
import { plan } from './support/farkle-play.ts';
import { manualClock, memoryDocument, memoryShelves } from './support/memory-shelf.ts';
import {
  ManualClock,
  MemoryShelfStorage,
  memoryDocument as memoryScores,
} from './support/memory-shelf-storage.ts';

const codec = { encode: (game: Game2048) => encodeSave2048(game.save), decode: decodeSave2048 };
const DATE = '2026-11-26T12:00:00.000Z';

function manager2048(size = 3) {
  const records = memoryDocument(BROWSER_RECORDS_2048);
  const manager = new Game2048Manager({
    shelf: memoryShelves(codec).view(),
    records: records.document,
    clock: manualClock().clock,
    newId: () => 'g1',
    settings: { size, winValue: 2048 },
    seed: () => 'history',
  });
  return { manager, records };
}

/** Plays the first legal move of a fixed order until the game is lost. */
function playToLoss(manager: Game2048Manager): GameState {
  for (let i = 0; i < 10_000 && !manager.over; i++) {
    const move = legalMoves(manager.state)[i % 2 === 0 ? 0 : legalMoves(manager.state).length - 1];
    if (move === undefined) break;
    manager.act({ type: 'move', direction: move });
  }
  return manager.state;
}

describe('finished 2048 games carry their replay', () => {
  it('a lost game’s record replays to its score and board', () => {
    const { manager } = manager2048();
    const final = playToLoss(manager);
    expect(final.status).toBe('lost');
    const [record] = manager.records.games;
    expect(record?.replay).toBeDefined();
    const verified = playReplay2048(record?.replay ?? '');
    expect(verified.final.score).toBe(record?.score);
    expect(verified.final.score).toBe(final.score);
    expect(verified.final.board).toEqual(final.board);
  });

  it('an abandoned game records the moves in effect: undone moves are left out', () => {
    const { manager } = manager2048(4);
    for (const move of ['left', 'up', 'right', 'down', 'left', 'up'] as const)
      manager.act({ type: 'move', direction: move });
    manager.act({ type: 'undo' });
    manager.act({ type: 'undo' });
    const shown = manager.state;
    manager.start();
    const record = manager.records.games.find((game) => game.id === 'g1');
    expect(record?.outcome).toBe('abandoned');
    const verified = playReplay2048(record?.replay ?? '');
    expect(verified.final.moves).toBe(shown.moves);
    expect(verified.final.board).toEqual(shown.board);
    expect(verified.final.score).toBe(shown.score);
  });

  it('both formats write the replay, and records of earlier versions, without it, still load', () => {
    const { manager } = manager2048();
    playToLoss(manager);
    const records = manager.records;
    for (const format of [BROWSER_RECORDS_2048, TERMINAL_SCORES_2048]) {
      const back = format.read(JSON.parse(JSON.stringify(format.write(records))), 'records');
      expect(back.value.games[0]?.replay).toBe(records.games[0]?.replay);
    }
    const old = {
      version: 1,
      best: { '4': 120 },
      games: [
        {
          id: 'old',
          score: 120,
          bestTile: 16,
          moves: 30,
          size: 4,
          winValue: 2048,
          won: false,
          outcome: 'lost',
          endedAt: DATE,
        },
      ],
    };
    const read = BROWSER_RECORDS_2048.read(old, 'records');
    expect(read.rejected).toEqual([]);
    expect(read.value.games[0]?.id).toBe('old');
    expect(read.value.games[0]?.replay).toBeUndefined();
    const terminal = TERMINAL_SCORES_2048.read(
      { version: 1, best: {}, games: [{ ...old.games[0], endedAt: undefined, date: DATE }] },
      'scores',
    );
    expect(terminal.value.games[0]?.replay).toBeUndefined();
    expect(terminal.value.games[0]?.score).toBe(120);
  });
});

function farkleManager(
  scores: StoredDocument<FarkleScores> = memoryScores<FarkleScores>(EMPTY_FARKLE_SCORES),
  id = 'f1',
) {
  const manager = new FarkleManager({
    shelf: new MemoryShelfStorage<FarkleSave>().shelf(),
    scores,
    clock: new ManualClock(),
    newId: () => id,
    pace: 100,
  });
  return { manager, scores };
}

function playFarkleOut(manager: FarkleManager): FarkleState {
  for (let i = 0; i < 5_000; i++) {
    const game = manager.game;
    if (!game) throw new Error('no game');
    if (game.phase === 'game-over') return game;
    if (isComputerTurn(game)) manager.dismissLastTurn();
    manager.act(isComputerTurn(game) ? computerAction(game) : plan(game));
  }
  throw new Error('the game did not end');
}

describe('finished Farkle games carry their replay, computer level and turn scores', () => {
  it.each([
    ['one-player', ['Ada']],
    ['vs-computer', ['Ada']],
  ] as const)('a %s game’s record replays to the recorded scores', (mode, names) => {
    const { manager, scores } = farkleManager();
    manager.start({ mode, names, seed: 11, computerLevel: 'expert' });
    const final = playFarkleOut(manager);
    const [record] = scores.read().games;
    expect(record?.computerLevel).toBe('expert');
    expect(record?.players.map((player) => player.score)).toEqual(final.players.map((p) => p.total));
    for (const player of record?.players ?? []) {
      expect(player.turnScores?.length).toBe(player.turns);
      expect((player.turnScores ?? []).reduce((sum, points) => sum + points, 0)).toBe(player.score);
    }
    const verified = playReplayFarkle(record?.replay ?? '');
    expect(verified.final.players.map((player) => player.total)).toEqual(
      record?.players.map((player) => player.score),
    );
    expect(verified.final.winner).toBe(record?.winner);
  });

  it('keeps a game given up as abandoned in both apps’ formats, and leaves it out of the statistics', () => {
    const { manager, scores } = farkleManager();
    manager.start({ mode: 'vs-computer', names: ['Ada'], seed: 5 });
    manager.act({ type: 'roll' });
    manager.quit();
    const record = scores.read().games[0];
    expect(record).toMatchObject({ id: 'f1', outcome: 'abandoned', winner: null });
    const terminal = TERMINAL_FARKLE_SCORES.read(
      JSON.parse(JSON.stringify(TERMINAL_FARKLE_SCORES.write(scores.read()))),
      'scores',
    );
    expect(terminal.rejected).toEqual([]);
    expect(terminal.value.games).toEqual([record]);
    const browser = BROWSER_FARKLE_GAMES.read(
      JSON.parse(JSON.stringify(BROWSER_FARKLE_GAMES.write(scores.read().games))),
      'games',
    );
    expect(browser.rejected).toEqual([]);
    expect(browser.value).toEqual([record]);
    // Another outcome is refused, naming the field.
    const written = BROWSER_FARKLE_GAMES.write(scores.read().games) as { games: object[] };
    const bad = { ...written, games: written.games.map((game) => ({ ...game, outcome: 'lost' })) };
    expect(BROWSER_FARKLE_GAMES.read(bad, 'games').rejected).toEqual([
      expect.objectContaining({ path: 'games.games[0]' }),
    ]);
    expect(farkleStats(scores.read().games)).toMatchObject({ played: 0, against: [], turns: 0 });
  });

  it('keeps a game with a three-farkle penalty: its turn scores go below 0, as the engine records them', () => {
    // Popular rules (a penalty of 1,000 for three farkles in a row); seeds tried in order until one has a penalty.
    let final: FarkleState | undefined;
    let { manager, scores } = farkleManager();
    for (let seed = 1; seed < 200 && final === undefined; seed++) {
      ({ manager, scores } = farkleManager());
      manager.start({ mode: 'one-player', names: ['Ada'], seed, rules: RULE_PRESETS.popular });
      const played = playFarkleOut(manager);
      if (played.players[0]?.turns.some((points) => points < 0)) final = played;
    }
    if (final === undefined) throw new Error('no game with a penalty');
    const record = scores.read().games[0];
    expect(record?.players[0]?.turnScores).toEqual(final.players[0]?.turns);
    for (const format of [TERMINAL_FARKLE_SCORES] as const) {
      const read = format.read(JSON.parse(JSON.stringify(format.write(scores.read()))), 'scores');
      expect(read.rejected).toEqual([]);
      expect(read.value.games[0]?.players[0]?.turnScores).toEqual(final.players[0]?.turns);
    }
    const browser = BROWSER_FARKLE_GAMES.read(
      JSON.parse(JSON.stringify(BROWSER_FARKLE_GAMES.write(scores.read().games))),
      'games',
    );
    expect(browser.rejected).toEqual([]);
  });

  it('the terminal and the browser write the new fields, and read records of earlier versions', () => {
    const { manager, scores } = farkleManager();
    manager.start({ mode: 'one-player', names: ['Ada'], seed: 5 });
    playFarkleOut(manager);
    const written = scores.read();
    const terminal = TERMINAL_FARKLE_SCORES.read(
      JSON.parse(JSON.stringify(TERMINAL_FARKLE_SCORES.write(written))),
      'scores',
    );
    expect(terminal.value.games).toEqual(written.games);
    const browser = BROWSER_FARKLE_GAMES.read(
      JSON.parse(JSON.stringify(BROWSER_FARKLE_GAMES.write(written.games))),
      'games',
    );
    expect(browser.value).toEqual(written.games);
    const old = {
      version: 1,
      highScore: 500,
      highScoreName: 'Ada',
      highScoreDate: DATE,
      games: [
        {
          id: 'old',
          date: DATE,
          mode: 'one-player',
          players: [{ name: 'Ada', computer: false, score: 500, turns: 10 }],
          winner: null,
          newHighScore: true,
        },
      ],
    };
    const read = TERMINAL_FARKLE_SCORES.read(old, 'scores');
    expect(read.rejected).toEqual([]);
    expect(read.value.games[0]?.players[0]?.turnScores).toBeUndefined();
    expect(read.value.games[0]?.replay).toBeUndefined();
    expect(read.value.games[0]?.computerLevel).toBeUndefined();
  });

  it('the browser keeps the games beside the high score, which earlier versions keep reading', () => {
    const high = memoryDocument(BROWSER_FARKLE_HIGH_SCORE);
    const games = memoryDocument(BROWSER_FARKLE_GAMES);
    const { manager } = farkleManager(farkleScoresOfParts(high.document, games.document));
    manager.start({ mode: 'one-player', names: ['Ada'], seed: 5 });
    const final = playFarkleOut(manager);
    const score = final.players[0]?.total ?? -1;
    expect(games.document.read()[0]?.players[0]?.score).toBe(score);
    expect(BROWSER_FARKLE_HIGH_SCORE.read(JSON.parse(high.state.text ?? '{}'), 'high').value.score).toBe(
      score,
    );
    high.state.refuse = true;
    const again = farkleManager(farkleScoresOfParts(high.document, games.document), 'f2');
    again.manager.start({ mode: 'one-player', names: ['Ada'], seed: 6 });
    playFarkleOut(again.manager);
    // The game's record went through; the high score's write was refused, so the manager will record again.
    high.state.refuse = false;
    expect(games.document.read().length).toBe(2);
  });
});
