import { apply, legalMoves, newGame, serialize, undo, type Direction, type GameState } from '@pastime/2048';
import { describe, expect, it } from 'vitest';
import {
  AUTO_PLAY_SPEEDS,
  BROWSER_RECORDS_2048,
  decodeSave2048,
  encodeSave2048,
  fromState2048,
  Game2048Manager,
  MAX_UNFINISHED_GAMES,
  moveInterval,
  runSeed,
  type Analysis2048,
  type AutoPlayEvent,
  type AutoPlaySpeed,
  type Change2048,
  type Game2048,
  type Game2048ManagerOptions,
} from '../src/index.ts';
import { manualClock, memoryDocument, memoryShelves } from './support/memory-shelf.ts';

const CYCLE: readonly Direction[] = ['left', 'down', 'right', 'down'];
const codec = { encode: (game: Game2048) => encodeSave2048(game.save), decode: decodeSave2048 };

/** A game one move (left) from the win tile. */
const nearWin = (): GameState =>
  newGame({
    board: [
      [1024, 1024, 0, 0],
      [2, 0, 0, 0],
      [0, 0, 4, 0],
      [0, 0, 0, 0],
    ],
    seed: 3,
  });

/** A game whose only move (left) fills the board for good. */
const nearLoss = (): GameState =>
  newGame({
    board: [
      [2, 4, 2, 4],
      [4, 2, 4, 2],
      [2, 4, 2, 4],
      [0, 8, 16, 8],
    ],
    spawnScript: [{ row: 3, col: 3, value: 2 }],
  });

/** A game `count` moves into seed `seed`. */
function played(seed: number, count: number): GameState {
  let state = newGame({ seed });
  for (let i = 0; state.moves < count; i++) state = apply(state, CYCLE[i % 4] ?? 'left');
  return state;
}

/** One player's storage (shelf and records) opened by several tabs or processes, with a shared clock. */
function storage() {
  const shelves = memoryShelves(codec);
  const records = memoryDocument(BROWSER_RECORDS_2048);
  const time = manualClock(Date.UTC(2024, 4, 1, 12));
  let ids = 0;
  const open = (options: Partial<Game2048ManagerOptions> = {}) => {
    const shelf = shelves.view();
    const manager = new Game2048Manager({
      shelf,
      records: records.document,
      clock: time.clock,
      newId: () => `game-${++ids}`,
      settings: { size: 4, winValue: 2048 },
      ...options,
    });
    const changes: Change2048[] = [];
    manager.subscribe((change) => changes.push(change));
    const stop = manager.follow();
    return {
      manager,
      changes,
      close: () => {
        stop();
        shelf.close();
      },
    };
  };
  /** Stores `state` as a game in progress, as another program would have. */
  const put = (id: string, state: GameState, updatedAt = '2024-05-01T11:00:00.000Z'): void => {
    shelves.put(id, {
      startedAt: '2024-05-01T10:00:00.000Z',
      updatedAt,
      revision: 1,
      game: encodeSave2048(fromState2048(state).save),
    });
  };
  const stored = () => records.document.read();
  return { shelves, records, time, open, put, stored };
}

function playMoves(manager: Game2048Manager, count: number): void {
  const target = manager.state.moves + count;
  for (let i = 0; manager.state.moves < target && i < count * 20; i++)
    manager.act({ type: 'move', direction: CYCLE[i % 4] ?? 'left' });
  expect(manager.state.moves).toBe(target);
}

describe('Game2048Manager', () => {
  it('starts a seeded game with the settings given and saves it at once; the next opening resumes it', () => {
    const { open, shelves } = storage();
    const { manager } = open({ seed: () => 9, settings: { size: 5, winValue: 512 } });
    expect(manager.resumed).toBe(false);
    expect(serialize(manager.state)).toBe(serialize(newGame({ size: 5, winValue: 512, seed: 9 })));
    expect(shelves.ids()).toEqual([manager.id]);
    expect(open().manager.resumed).toBe(true);
  });

  it('resumes exactly: board, score, history and the random future', () => {
    const { open } = storage();
    const first = open({ seed: () => 4 }).manager;
    for (const direction of ['left', 'up', 'right', 'down', 'left'] as Direction[])
      first.act({ type: 'move', direction: direction });
    first.act({ type: 'undo' });
    const second = open().manager;
    expect(second.resumed).toBe(true);
    expect(second.id).toBe(first.id);
    expect(serialize(second.state)).toBe(serialize(first.state));
    expect(second.canRedo).toBe(true);
    second.act({ type: 'move', direction: 'up' });
    // The first one finds the second's write at its own and takes its position up instead of overwriting it.
    expect(first.act({ type: 'move', direction: 'up' }).kind).toBe('followed');
    expect(serialize(first.state)).toBe(serialize(second.state));
  });

  it('saves after every action, one revision each, with the move in the log', () => {
    const { open, shelves } = storage();
    const { manager } = open({ seed: () => 2 });
    const start = shelves.revision(manager.id) ?? 0;
    playMoves(manager, 3);
    manager.act({ type: 'undo' });
    manager.act({ type: 'redo' });
    expect(shelves.revision(manager.id)).toBe(start + 5);
    const text = shelves.texts.get(manager.id) ?? '';
    expect(JSON.parse(text)).toMatchObject({ game: { log: manager.game.save.log, cursor: 3 } });
  });

  it('says what a move did: moved, won, lost, nothing moved, or none taken in a finished game', () => {
    const { open, put } = storage();
    put('w', nearWin());
    const { manager } = open();
    expect(manager.act({ type: 'move', direction: 'right' }).kind).toBe('won');
    expect(manager.act({ type: 'undo' }).kind).toBe('undone');
    expect(manager.act({ type: 'move', direction: 'left' }).kind).toBe('won');
    expect(manager.state.status).toBe('won');
    const board = manager.state.board;
    expect(manager.act({ type: 'move', direction: 'down' }).kind).toBe('waiting-after-win');
    expect(manager.state.board).toBe(board);
    expect(manager.act({ type: 'keep-going' }).kind).toBe('kept-going');
    expect(manager.act({ type: 'keep-going' }).kind).toBe('not-won');
    expect(manager.state.status).toBe('won-continue');
    expect(manager.act({ type: 'move', direction: 'down' }).kind).toBe('moved');
  });

  it('records a lost game once, with its score, best tile, moves, size and date', () => {
    const { open, put, stored } = storage();
    put('l', nearLoss());
    const { manager } = open();
    expect(manager.act({ type: 'move', direction: 'up' }).kind).toBe('nothing-moved');
    expect(manager.act({ type: 'move', direction: 'left' }).kind).toBe('lost');
    expect(manager.state.status).toBe('lost');
    expect(manager.act({ type: 'move', direction: 'right' }).kind).toBe('no-moves-left');
    expect(stored().games).toEqual([
      {
        id: 'l',
        score: 0,
        bestTile: 16,
        moves: 1,
        size: 4,
        winValue: 2048,
        won: false,
        outcome: 'lost',
        endedAt: '2024-05-01T12:00:00.000Z',
      },
    ]);
    manager.start();
    expect(stored().games).toHaveLength(1);
    expect(manager.state.status).toBe('playing');
  });

  it('records an abandoned game on New Game, but not an untouched one', () => {
    const { open, stored } = storage();
    const { manager } = open({ seed: () => 2 });
    manager.start();
    expect(stored().games).toHaveLength(0);
    const results = (['left', 'up', 'right', 'down'] as const).map((d) =>
      manager.act({ type: 'move', direction: d }),
    );
    const moves = results.filter((r) => r.kind === 'moved').length;
    expect(moves).toBeGreaterThan(0);
    const score = manager.state.score;
    manager.start({ size: 6, winValue: 2048 });
    expect(stored().games).toMatchObject([{ id: 'game-2', outcome: 'abandoned', moves, score }]);
    expect(manager.state.size).toBe(6);
  });

  it("takes up another writer's position of the same game instead of overwriting it, and keeps its ending", () => {
    const { open, shelves, stored } = storage();
    const twoFromLoss = newGame({
      board: [
        [2, 4, 2, 4],
        [4, 2, 4, 2],
        [2, 4, 2, 4],
        [0, 0, 16, 8],
      ],
      spawnScript: [
        { row: 3, col: 3, value: 2 },
        { row: 3, col: 0, value: 4 },
      ],
    });
    shelves.put('shared', {
      startedAt: '2024-05-01T10:00:00.000Z',
      updatedAt: '2024-05-01T11:00:00.000Z',
      revision: 1,
      game: encodeSave2048(fromState2048(twoFromLoss).save),
    });
    const tabA = open();
    const tabB = open();
    expect(tabB.manager.id).toBe('shared');
    expect(tabB.manager.act({ type: 'move', direction: 'left' }).kind).toBe('moved');
    // Tab A still shows the start: its move would overwrite tab B's, so it takes up that position instead.
    expect(tabA.manager.act({ type: 'move', direction: 'left' }).kind).toBe('followed');
    // Its own call said so: listeners hear only of what their own calls did not do.
    expect(tabA.changes).not.toContain('followed');
    expect(serialize(tabA.manager.state)).toBe(serialize(tabB.manager.state));
    expect(tabA.manager.act({ type: 'move', direction: 'right' }).kind).toBe('lost');
    expect(tabA.manager.state.status).toBe('lost');
    // Tab B, still showing move 1, starts a new game: it takes up the loss first, so no stale "abandoned" record.
    tabB.manager.start();
    expect(stored().games).toMatchObject([{ id: 'shared', outcome: 'lost', moves: 2 }]);
    expect(shelves.ids()).toEqual([tabB.manager.id]);
  });

  it('keeps the best score per size as the game goes, written with the game’s record, never read at a move', () => {
    const { open, stored, records } = storage();
    const { manager } = open({ seed: () => 7 });
    const reads = records.state.reads;
    for (let i = 0; i < 40 && manager.state.status === 'playing'; i++)
      manager.act({ type: 'move', direction: CYCLE[i % 4] ?? 'left' });
    expect(manager.state.score).toBeGreaterThan(0);
    expect(manager.best).toBe(manager.state.score);
    // The moves neither read nor wrote the records: the saved game holds its score.
    expect(records.state.reads).toBe(reads);
    expect(stored().best['4']).toBeUndefined();
    expect(open().manager.best).toBe(manager.state.score);
    const score = manager.state.score;
    manager.start();
    expect(stored().best['4']).toBe(score);
  });

  it('writes a raised best score at once for writers that do not see each other’s games', () => {
    const { open, stored } = storage();
    const { manager } = open({ seed: () => 7, bestScores: 'at-once' });
    for (let i = 0; manager.state.score === 0 && i < 40; i++)
      manager.act({ type: 'move', direction: CYCLE[i % 4] ?? 'left' });
    expect(manager.state.score).toBeGreaterThan(0);
    expect(stored().best['4']).toBe(manager.state.score);
  });

  it('never lowers the best score: a resumed game counts at once, undone moves too, and undo does not take it back', () => {
    const { open, put, stored } = storage();
    let state = newGame({
      board: [
        [2, 2, 0, 0],
        [4, 4, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
      score: 5000,
      seed: 3,
    });
    state = apply(state, 'left');
    put('r', undo(apply(state, 'left')));
    const { manager } = open();
    const peak = apply(state, 'left').score;
    expect(manager.best).toBe(peak);
    expect(manager.act({ type: 'undo' }).kind).toBe('undone');
    expect(manager.state.score).toBe(5000);
    expect(manager.best).toBe(peak);
    expect(open().manager.best).toBe(peak);
    // Written with the game's record: the peak, though the game itself ends below it.
    manager.start();
    expect(stored().best['4']).toBe(peak);
  });

  it('keeps its best score when the stored records hold a lower one, and takes in what others added', () => {
    const { open, records } = storage();
    const { manager } = open({ seed: () => 7 });
    for (let i = 0; manager.state.score === 0 && i < 40; i++)
      manager.act({ type: 'move', direction: i % 2 ? 'left' : 'down' });
    const best = manager.best;
    expect(best).toBeGreaterThan(0);
    manager.act({ type: 'undo' });
    records.state.text = JSON.stringify({ version: 1, best: { '4': 1, '5': 64 }, games: [] });
    manager.refreshRecords();
    expect(manager.best).toBe(best);
    expect(manager.records.best['5']).toBe(64);
  });

  it('leaves a damaged stored game out (the shelf sets it aside) and starts a new one', () => {
    const { open, shelves } = storage();
    const game = fromState2048(played(3, 5));
    shelves.put('x', {
      startedAt: '2024-05-01T10:00:00.000Z',
      updatedAt: '2024-05-01T11:00:00.000Z',
      revision: 1,
      game: { ...encodeSave2048(game.save), check: { ...game.save.check, score: 1 } },
    });
    const { manager } = open({ seed: () => 1 });
    expect(manager.resumed).toBe(false);
    expect(shelves.aside).toEqual([
      expect.objectContaining({ id: 'x', reason: expect.stringMatching(/^game\.check\.score: /) as unknown }),
    ]);
    expect(serialize(manager.state)).toBe(serialize(newGame({ seed: 1 })));
  });

  it('starts a new game, or resumes a chosen one, when asked to', () => {
    const { open, put } = storage();
    put('a', played(1, 3), '2024-05-01T11:00:00.000Z');
    put('b', played(2, 4), '2024-05-01T11:30:00.000Z');
    expect(open({ resume: 'a' }).manager.id).toBe('a');
    const fresh = open({ resume: false, seed: (n) => `s/${n}` }).manager;
    expect(fresh.resumed).toBe(false);
    expect(fresh.state.seed).toBe('s/1');
    playMoves(fresh, 1);
    fresh.start();
    expect(fresh.state.seed).toBe('s/2');
  });

  it('closes keeping a game worth resuming; quits, or closes any other, recording it when played', () => {
    const { open, shelves, stored } = storage();
    const kept = open({ seed: () => 1 }).manager;
    playMoves(kept, 2);
    kept.close();
    expect(shelves.ids()).toEqual([kept.id]);
    const ended = open({ resume: false, seed: () => 2 }).manager;
    playMoves(ended, 3);
    ended.quit();
    expect(shelves.ids()).toEqual([kept.id]);
    expect(stored().games).toMatchObject([{ id: ended.id, outcome: 'abandoned', moves: 3 }]);
    const untouched = open({ resume: false }).manager;
    untouched.close();
    expect(shelves.ids()).toEqual([kept.id]);
  });

  it('stops following other writers once closed', () => {
    const { open, shelves } = storage();
    const a = open({ seed: () => 3 });
    const b = open();
    playMoves(a.manager, 2);
    b.manager.close();
    shelves.deliver();
    expect(b.changes).not.toContain('followed');
    expect(b.manager.state.moves).toBe(0);
  });

  it('says what a move did, with its direction and points', () => {
    const { open } = storage();
    const { manager } = open({ seed: () => 5 });
    const direction = legalMoves(manager.state)[0] ?? 'left';
    const outcome = manager.act({ type: 'move', direction });
    expect(outcome).toEqual({ kind: 'moved', direction, gained: manager.state.lastMove?.scoreGained });
    expect(manager.act({ type: 'new' })).toEqual({ kind: 'new-game' });
    expect(manager.state.moves).toBe(0);
  });

  it("says an undo or a redo was not played when another writer's position was taken up instead", () => {
    const { open, shelves } = storage();
    const a = open({ seed: () => 3 }).manager;
    const b = open().manager;
    playMoves(a, 2);
    shelves.deliver();
    expect(b.act({ type: 'undo' })).toEqual({ kind: 'undone' });
    expect(a.act({ type: 'undo' })).toEqual({ kind: 'followed' });
    expect(a.state.moves).toBe(1);
    expect(b.act({ type: 'redo' })).toEqual({ kind: 'redone' });
    expect(a.act({ type: 'redo' })).toEqual({ kind: 'followed' });
    expect(a.state.moves).toBe(2);
    expect(a.act({ type: 'redo' })).toEqual({ kind: 'nothing-to-redo' });
  });

  it("gives a run's games the run's seeds: S, then S/2, S/3", () => {
    const { open } = storage();
    const { manager } = open({ resume: false, seed: (n) => runSeed('S', n) });
    const seeds = [manager.state.seed];
    for (let i = 0; i < 2; i++) {
      playMoves(manager, 1);
      manager.act({ type: 'new' });
      seeds.push(manager.state.seed);
    }
    expect(seeds).toEqual(['S', 'S/2', 'S/3']);
  });
});

describe('unfinished games', () => {
  it("are all kept: a second tab's new game never costs the first tab its game in progress", () => {
    const { open, shelves, time } = storage();
    const a = open({ seed: () => 1 });
    playMoves(a.manager, 3);
    const b = open({ seed: () => 2 });
    expect(b.manager.id).toBe(a.manager.id);
    const first = a.manager.id;
    b.manager.start();
    playMoves(b.manager, 2);
    shelves.deliver();
    playMoves(a.manager, 2);
    shelves.deliver();
    playMoves(b.manager, 1);
    shelves.deliver();
    const second = b.manager.id;
    expect(shelves.ids()).toEqual([first, second].sort());
    expect(a.manager.unfinished).toEqual([
      expect.objectContaining({ id: second, score: b.manager.state.score, moves: 3, size: 4 }),
    ]);
    expect(b.manager.unfinished).toEqual([
      expect.objectContaining({ id: first, score: a.manager.state.score, moves: 5 }),
    ]);
    const firstState = serialize(a.manager.state);
    const secondState = serialize(b.manager.state);
    a.close();
    b.close();

    const c = open();
    expect(c.manager.id).toBe(second);
    expect(serialize(c.manager.state)).toBe(secondState);
    expect(c.manager.unfinished.map((game) => game.id)).toEqual([first]);
    time.advance(1000);
    expect(c.manager.resume(first)).toBe(true);
    expect(serialize(c.manager.state)).toBe(firstState);
    expect(c.manager.unfinished.map((game) => game.id)).toEqual([second]);
    c.close();
    expect(open().manager.id).toBe(first);
  });

  it('with sharedGames, leave a game only taken up to the tab playing it: unfinished, never also finished', () => {
    const { open, put, shelves, stored } = storage();
    const a = open({ seed: () => 1, sharedGames: true });
    playMoves(a.manager, 3);
    const first = a.manager.id;
    // A second tab opens on that game and starts another without playing it: not its game to end.
    const b = open({ seed: () => 2, sharedGames: true });
    expect(b.manager.id).toBe(first);
    b.manager.start();
    expect(stored().games.map((game) => game.id)).not.toContain(first);
    expect(shelves.ids()).toContain(first);
    expect(b.manager.unfinished.map((game) => game.id)).toEqual([first]);
    // The first tab plays on, and its New Game ends its own game as abandoned.
    shelves.deliver();
    playMoves(a.manager, 1);
    a.manager.start();
    expect(stored().games).toEqual([expect.objectContaining({ id: first, outcome: 'abandoned', moves: 4 })]);
    expect(shelves.ids()).not.toContain(first);
    // Nor is a game another tab played further since this one last wrote it.
    const c = open({ seed: () => 3, sharedGames: true });
    const d = open({ seed: () => 4, sharedGames: true });
    expect(d.manager.id).toBe(c.manager.id);
    playMoves(d.manager, 1);
    shelves.deliver();
    playMoves(c.manager, 1);
    d.manager.start();
    expect(shelves.ids()).toContain(c.manager.id);
    // Without sharedGames (a terminal's processes, which claim the game they resume) it is ended as before.
    put('taken', played(5, 4), '2030-01-01T00:00:00.000Z');
    const e = open({ seed: () => 5 });
    expect(e.manager.id).toBe('taken');
    e.manager.start();
    expect(stored().games.map((game) => game.id)).toContain('taken');
  });

  it("follow another tab's moves and undos of the same game as its writes are told", () => {
    const { open, shelves } = storage();
    const a = open({ seed: () => 3 });
    const b = open({ seed: () => 3 });
    expect(b.manager.id).toBe(a.manager.id);
    playMoves(a.manager, 2);
    expect(b.changes).toEqual([]);
    shelves.deliver();
    expect(serialize(b.manager.state)).toBe(serialize(a.manager.state));
    expect(b.changes).toContain('followed');
    expect(b.manager.act({ type: 'undo' }).kind).toBe('undone');
    shelves.deliver();
    expect(serialize(a.manager.state)).toBe(serialize(b.manager.state));
    expect(a.changes).toContain('followed');
    expect(a.manager.canRedo).toBe(true);
    // Nothing to follow when only the date changed (another tab took the game up again without playing).
    const entry = JSON.parse(shelves.texts.get(a.manager.id) ?? '{}') as { revision: number };
    shelves.put(a.manager.id, {
      ...entry,
      revision: entry.revision + 1,
      updatedAt: '2030-01-01T00:00:00.000Z',
    });
    a.changes.length = 0;
    shelves.deliver();
    expect(a.changes).not.toContain('followed');
    expect(a.changes).toContain('unfinished');
    // And its next move is written over that revision, not refused.
    expect(a.manager.act({ type: 'move', direction: legalMoves(a.manager.state)[0] ?? 'left' }).kind).toBe(
      'moved',
    );
  });

  it('offer only played, unlost games; a lost game leaves the shelf once it is not the one shown', () => {
    const { open, put, shelves, stored } = storage();
    const lost = apply(nearLoss(), 'left');
    expect(lost.status).toBe('lost');
    put('lost', lost, '2024-05-01T12:01:00.000Z');
    put('untouched', newGame({ seed: 4 }), '2024-05-01T12:02:00.000Z');
    put('older', played(5, 3), '2024-05-01T12:03:00.000Z');
    put('latest', played(6, 4), '2024-05-01T12:04:00.000Z');
    const { manager } = open();
    expect(manager.id).toBe('latest');
    expect(manager.unfinished.map((game) => game.id)).toEqual(['older']);
    expect(shelves.ids()).toEqual(['latest', 'older']);
    expect(stored().games).toMatchObject([{ id: 'lost', outcome: 'lost', moves: 1 }]);

    const only = storage();
    only.put('lost', lost);
    const again = only.open().manager;
    expect(again.state.status).toBe('lost');
    again.start();
    expect(only.shelves.ids()).toEqual([again.id]);
  });

  it('keep at most MAX_UNFINISHED_GAMES, recording the least recently played one as abandoned', () => {
    const { open, put, shelves, stored } = storage();
    for (let i = 0; i < MAX_UNFINISHED_GAMES; i++) {
      put(`g${i}`, played(i + 1, 2 + i), `2024-05-01T11:${String(10 + i)}:00.000Z`);
    }
    const a = open();
    expect(a.manager.id).toBe(`g${MAX_UNFINISHED_GAMES - 1}`);
    expect(a.manager.unfinished).toHaveLength(MAX_UNFINISHED_GAMES - 1);
    const b = open();
    b.manager.start();
    shelves.deliver();
    expect(shelves.ids()).toHaveLength(MAX_UNFINISHED_GAMES);
    playMoves(a.manager, 1);
    expect(shelves.ids()).toHaveLength(MAX_UNFINISHED_GAMES);
    expect(shelves.ids()).not.toContain('g0');
    expect(stored().games.find((game) => game.id === 'g0')).toMatchObject({ outcome: 'abandoned', moves: 2 });
  });

  it('resume nothing when the game offered has gone meanwhile', () => {
    const { open, shelves } = storage();
    const a = open({ seed: () => 1 });
    playMoves(a.manager, 1);
    const b = open({ seed: () => 2 });
    b.manager.start();
    playMoves(b.manager, 1);
    shelves.deliver();
    playMoves(a.manager, 1);
    shelves.deliver();
    expect(b.manager.unfinished.map((game) => game.id)).toEqual([a.manager.id]);
    const gone = a.manager.id;
    a.manager.start();
    const shown = serialize(b.manager.state);
    expect(b.manager.resume(gone)).toBe(false);
    expect(serialize(b.manager.state)).toBe(shown);
    expect(b.manager.unfinished).toEqual([]);
  });
});

describe('unfinished games when storage refuses their records', () => {
  it('keep the game New Game leaves until its record is written, and offer it meanwhile', () => {
    const { open, put, shelves, records, stored } = storage();
    put('played', played(3, 5));
    records.state.refuse = true;
    const { manager } = open();
    manager.start();
    expect(records.state.refused).toBeGreaterThan(0);
    expect(shelves.ids()).toEqual(['game-1', 'played']);
    expect(manager.unfinished.map((game) => game.id)).toEqual(['played']);
    expect(manager.records.games).toEqual([]);
    records.state.refuse = false;
    expect(manager.resume('played')).toBe(true);
    manager.start();
    expect(stored().games).toMatchObject([{ id: 'played', outcome: 'abandoned', moves: 5 }]);
    expect(shelves.ids()).not.toContain('played');
  });

  it('keep a lost game, and those beyond the limit, until their records are written', () => {
    const { open, put, shelves, records } = storage();
    put('lost', apply(nearLoss(), 'left'), '2024-05-01T11:15:30.000Z');
    for (let i = 0; i <= MAX_UNFINISHED_GAMES; i++) {
      put(`g${i}`, played(i + 1, 2 + i), `2024-05-01T11:${String(10 + i)}:00.000Z`);
    }
    const all = shelves.ids();
    expect(all).toHaveLength(MAX_UNFINISHED_GAMES + 2);
    records.state.refuse = true;
    open();
    expect(shelves.ids(), 'nothing left the shelf unrecorded').toEqual(all);
    records.state.refuse = false;
    const { manager } = open();
    expect(shelves.ids()).toEqual(all.filter((id) => id !== 'lost' && id !== 'g0'));
    expect(manager.records.games).toMatchObject([
      { id: 'g0', outcome: 'abandoned' },
      { id: 'lost', outcome: 'lost' },
    ]);
  });

  it('keep a game lost on screen whose loss could not be recorded when New Game leaves it', () => {
    const { open, put, shelves, records, time } = storage();
    put('last', nearLoss());
    records.state.refuse = true;
    const { manager } = open();
    expect(manager.act({ type: 'move', direction: 'left' }).kind).toBe('lost');
    expect(manager.state.status).toBe('lost');
    time.advance(1000);
    manager.start();
    expect(shelves.ids()).toEqual(['game-1', 'last']);
    records.state.refuse = false;
    expect(open().manager.records.games).toMatchObject([{ id: 'last', outcome: 'lost', moves: 1 }]);
    expect(shelves.ids()).toEqual(['game-1']);
  });

  it('keep playing when storage refuses the game itself, and write it once there is room', () => {
    const { open, shelves } = storage();
    const { manager } = open({ seed: () => 5 });
    shelves.options.refuse = true;
    playMoves(manager, 2);
    shelves.options.refuse = false;
    playMoves(manager, 1);
    expect(JSON.parse(shelves.texts.get(manager.id) ?? '{}')).toMatchObject({ game: { cursor: 3 } });
  });
});

/** What the search answers: `best` alone, and no values. */
function analysisOf(best: Direction | undefined): Analysis2048 {
  return { best: best ?? null, moves: best === undefined ? [] : [{ direction: best, value: 1 }], depth: 1 };
}

/** A search that answers only when the test says so. */
function searches() {
  const waiting: {
    readonly state: GameState;
    readonly resolve: (direction: Direction | undefined) => void;
    readonly reject: (error: Error) => void;
  }[] = [];
  const search = (state: GameState) =>
    new Promise<Direction | undefined>((resolve, reject) => waiting.push({ state, resolve, reject })).then(
      (best) => analysisOf(best),
    );
  /** Answers the oldest search with `direction` (by default its first legal move). */
  const answer = async (direction?: Direction | null): Promise<void> => {
    const next = waiting.shift();
    if (!next) throw new Error('no search is waiting');
    next.resolve(direction === null ? undefined : (direction ?? legalMoves(next.state)[0]));
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { search, waiting, answer };
}

/** A manager over `state` with a search the test answers and a clock it moves. */
function autoPlayer(state: GameState, speed: AutoPlaySpeed = 'fastest') {
  const store = storage();
  store.put('game', state);
  const { search, waiting, answer } = searches();
  const opened = store.open({ search, autoPlaySpeed: speed });
  const events: AutoPlayEvent[] = [];
  opened.manager.subscribe((change) => {
    const event = opened.manager.lastAutoPlayEvent;
    if (change === 'auto-play' && event) events.push(event);
  });
  return { ...store, ...opened, waiting, answer, events };
}

describe('auto-play', () => {
  it('has one list of speeds, and the time between moves at each', () => {
    expect(AUTO_PLAY_SPEEDS).toEqual([1, 2, 4, 8, 'fastest']);
    expect(AUTO_PLAY_SPEEDS.map(moveInterval)).toEqual([1000, 500, 250, 125, 0]);
  });

  it('plays the search’s move for the position shown, then searches the position that move made', async () => {
    const { manager, waiting, answer, changes, events } = autoPlayer(newGame({ seed: 5 }));
    expect(manager.startAutoPlay()).toEqual({ ok: true });
    expect(manager.startAutoPlay()).toEqual({ ok: false, reason: 'running' });
    expect(events).toEqual([{ type: 'started' }]);
    expect(waiting).toHaveLength(1);
    const first = waiting[0]?.state;
    await answer();
    expect(manager.state.moves).toBe(1);
    expect(changes).toContain('game');
    expect(waiting[0]?.state).toBe(manager.state);
    expect(waiting[0]?.state).not.toBe(first);
  });

  it('keeps to its speed: a move at most every 1/speed seconds, the first at once', async () => {
    const { manager, answer, time } = autoPlayer(newGame({ seed: 5 }), 2);
    manager.startAutoPlay();
    await answer();
    expect(manager.state.moves).toBe(1);
    await answer();
    expect(manager.state.moves).toBe(1);
    time.advance(499);
    expect(manager.state.moves).toBe(1);
    time.advance(1);
    expect(manager.state.moves).toBe(2);
    manager.setAutoPlaySpeed(8);
    time.advance(200);
    await answer();
    expect(manager.state.moves).toBe(3);
  });

  it('stops when no move is left, and does not start on a game that takes none', async () => {
    const { manager, answer, events } = autoPlayer(nearLoss());
    manager.startAutoPlay();
    await answer('left');
    expect(manager.state.status).toBe('lost');
    expect(events.at(-1)).toEqual({ type: 'stopped', reason: 'lost' });
    expect(manager.startAutoPlay()).toEqual({ ok: false, reason: 'lost' });
  });

  it('stops when the search finds no move', async () => {
    const { manager, answer, events } = autoPlayer(newGame({ seed: 1 }));
    manager.startAutoPlay();
    await answer(null);
    expect(events.at(-1)).toEqual({ type: 'stopped', reason: 'lost' });
  });

  it('pauses at a win and goes on when the player keeps going', async () => {
    const { manager, answer, waiting, events } = autoPlayer(nearWin());
    manager.startAutoPlay();
    await answer('left');
    expect(manager.state.status).toBe('won');
    expect(manager.autoPlay).toEqual({ kind: 'paused' });
    expect(events.at(-1)).toEqual({ type: 'paused' });
    expect(waiting).toHaveLength(0);
    expect(manager.startAutoPlay()).toEqual({ ok: false, reason: 'won' });
    expect(manager.act({ type: 'keep-going' }).kind).toBe('kept-going');
    expect(events.at(-1)).toEqual({ type: 'resumed' });
    expect(waiting).toHaveLength(1);
  });

  it('stops, rather than goes on, when the player acts or the game is replaced', async () => {
    const { manager, answer, events } = autoPlayer(nearWin());
    manager.startAutoPlay();
    await answer('left');
    manager.start();
    expect(events.at(-1)).toEqual({ type: 'stopped', reason: 'player' });
    expect(manager.autoPlay).toEqual({ kind: 'off' });
  });

  it('ignores the search’s answer once stopped, and cancels a move waiting for its time', async () => {
    const { manager, answer, time } = autoPlayer(newGame({ seed: 5 }), 1);
    manager.startAutoPlay();
    manager.stopAutoPlay('button');
    await answer();
    expect(manager.state.moves).toBe(0);
    manager.startAutoPlay();
    await answer();
    await answer();
    expect(manager.state.moves).toBe(1);
    expect(time.pending()).toBe(1);
    manager.stopAutoPlay('button');
    time.advance(2000);
    expect(manager.state.moves).toBe(1);
  });

  it("stops when another writer's position is taken up, never playing a move for another position", async () => {
    const { manager, answer, events, open, shelves } = autoPlayer(played(2, 3));
    const other = open().manager;
    manager.startAutoPlay();
    other.act({ type: 'undo' });
    shelves.deliver();
    expect(events.at(-1)).toEqual({ type: 'stopped', reason: 'game-changed' });
    await answer();
    expect(manager.state.moves).toBe(2);
  });

  it('stops at an undo, and Undo takes its last move back', async () => {
    const { manager, answer, events } = autoPlayer(newGame({ seed: 8 }));
    manager.startAutoPlay();
    await answer();
    await answer();
    expect(manager.state.moves).toBe(2);
    expect(manager.act({ type: 'undo' }).kind).toBe('undone');
    expect(events.at(-1)).toEqual({ type: 'stopped', reason: 'player' });
    expect(manager.state.moves).toBe(1);
    expect(manager.canRedo).toBe(true);
  });

  it('stops with the error when the search fails', async () => {
    const { manager, waiting, events } = autoPlayer(newGame({ seed: 5 }));
    manager.startAutoPlay();
    waiting.shift()?.reject(new Error('no worker'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events.at(-1)).toEqual({ type: 'stopped', reason: 'error', error: new Error('no worker') });
  });

  it('saves every move it plays', async () => {
    const { manager, answer, shelves } = autoPlayer(newGame({ seed: 5 }));
    manager.startAutoPlay();
    for (let i = 0; i < 5; i++) await answer();
    expect(JSON.parse(shelves.texts.get('game') ?? '{}')).toMatchObject({ game: { cursor: 5 } });
  });
});

describe('hints', () => {
  it("give the search's best move for the position shown, and stop auto-play as any request does", async () => {
    const { manager, answer, events } = autoPlayer(newGame({ seed: 5 }));
    manager.startAutoPlay();
    const hint = manager.hint();
    expect(events.at(-1)).toEqual({ type: 'stopped', reason: 'player' });
    await answer();
    await answer('up');
    expect(await hint).toEqual({ ok: true, direction: 'up', analysis: analysisOf('up') });
  });

  it('say why there is none: a win waiting, a loss, no search, none found, or a position since changed', async () => {
    const won = autoPlayer(apply(nearWin(), 'left'));
    expect(await won.manager.hint()).toEqual({ ok: false, reason: 'won' });
    const lost = autoPlayer(apply(nearLoss(), 'left'));
    expect(await lost.manager.hint()).toEqual({ ok: false, reason: 'lost' });
    expect(lost.waiting).toHaveLength(0);
    expect(await storage().open().manager.hint()).toEqual({ ok: false, reason: 'no-search' });
    expect(storage().open().manager.startAutoPlay()).toEqual({ ok: false, reason: 'no-search' });
    const { manager, answer } = autoPlayer(newGame({ seed: 5 }));
    const none = manager.hint();
    await answer(null);
    expect(await none).toEqual({ ok: false, reason: 'no-move' });
    const late = manager.hint();
    manager.act({ type: 'move', direction: legalMoves(manager.state)[0] ?? 'left' });
    await answer();
    expect(await late).toEqual({ ok: false, reason: 'moved-on' });
  });

  it("reject with the search's error", async () => {
    const { manager, waiting } = autoPlayer(newGame({ seed: 5 }));
    const hint = manager.hint();
    waiting.shift()?.reject(new Error('no worker'));
    await expect(hint).rejects.toThrow('no worker');
  });
});
