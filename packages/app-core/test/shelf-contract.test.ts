import { describe, expect, it } from 'vitest';
import { SHELF_CHECKS, shelfContract, TALLY_CODEC, type Tally } from '../contract/index.ts';
import type { GameShelf } from '../src/index.ts';
import { memoryShelves } from './support/memory-shelf.ts';

const codec = { encode: TALLY_CODEC.write, decode: TALLY_CODEC.read };

function reference() {
  const shelves = memoryShelves(codec);
  return {
    mine: shelves.view(),
    theirs: shelves.view(),
    settle: () => shelves.deliver(),
    dispose: () => undefined,
  };
}

shelfContract({ name: 'a shelf in memory', create: reference });

describe('the shelf contract', () => {
  it('fails a shelf that writes whatever revision was expected', () => {
    const { mine, theirs, settle, dispose } = reference();
    const careless = (shelf: GameShelf<Tally>): GameShelf<Tally> => ({
      ...shelf,
      write: (game) => shelf.write(game, shelf.read(game.id)?.revision),
    });
    const check = SHELF_CHECKS.find((c) => c.name.startsWith('writes over the revision expected only'));
    expect(check).toBeDefined();
    expect(() => check?.run({ mine: careless(mine), theirs: careless(theirs), settle, dispose })).toThrow();
  });

  it('fails a shelf that lists its games oldest first', () => {
    const { mine, theirs, settle, dispose } = reference();
    const reversed = (shelf: GameShelf<Tally>): GameShelf<Tally> => ({
      ...shelf,
      list: () => [...shelf.list()].reverse(),
    });
    const check = SHELF_CHECKS.find((c) => c.name.startsWith('lists nothing at first'));
    expect(() => check?.run({ mine: reversed(mine), theirs: reversed(theirs), settle, dispose })).toThrow();
  });
});
