import { integer, object } from '@pastime/app-core';
import { describe, expect, it } from 'vitest';
import { describeKey, problemMessage } from '../../src/shell/app-store.ts';
import { createStore, memoryStorage, type StorageProblem } from '../../src/storage/storage.ts';

interface Counter {
  count: number;
}

const counter = object({ count: integer() });
const parseCounter = (value: unknown): Counter => ({ count: counter(value, 'counter').count });

function setup(backend: Storage = memoryStorage(), events?: EventTarget) {
  const problems: StorageProblem[] = [];
  let clock = 1000;
  const store = createStore({
    backend,
    prefix: 'p.',
    onProblem: (problem) => problems.push(problem),
    now: () => clock++,
    ...(events ? { events } : {}),
  });
  return { store, backend, problems };
}

describe('createStore', () => {
  it('writes JSON under the prefix and reads it back validated', () => {
    const { store, backend, problems } = setup();
    expect(store.read('counter', parseCounter)).toBeUndefined();
    expect(store.write('counter', { count: 3 })).toBe(true);
    expect(backend.getItem('p.counter')).toBe('{"count":3}');
    expect(store.read('counter', parseCounter)).toEqual({ count: 3 });
    expect(problems).toEqual([]);
    expect(store.persistent).toBe(true);
  });

  it('sets aside a value that is not JSON, keeps it under a backup key and reports it', () => {
    const { store, backend, problems } = setup();
    backend.setItem('p.counter', '{oops');
    expect(store.read('counter', parseCounter)).toBeUndefined();
    expect(backend.getItem('p.counter')).toBeNull();
    expect(store.backups()).toEqual(['p.backup:counter:1000']);
    expect(backend.getItem('p.backup:counter:1000')).toBe('{oops');
    expect(problems).toEqual([
      {
        kind: 'corrupt',
        key: 'counter',
        part: false,
        backupKey: 'p.backup:counter:1000',
        reason: 'it is not valid JSON',
      },
    ]);
    // Once set aside, the key reads as empty without a second report.
    expect(store.read('counter', parseCounter)).toBeUndefined();
    expect(problems).toHaveLength(1);
  });

  it('sets aside a value that fails validation, naming the field', () => {
    const { store, backend, problems } = setup();
    backend.setItem('p.counter', '{"count":-1}');
    expect(store.read('counter', parseCounter)).toBeUndefined();
    expect(problems[0]).toMatchObject({ kind: 'corrupt', reason: 'counter.count must be an integer ≥ 0' });
    expect(backend.getItem('p.backup:counter:1000')).toBe('{"count":-1}');
  });

  it('never overwrites an earlier backup', () => {
    const { store, backend } = setup();
    backend.setItem('p.backup:counter:1000', 'older');
    backend.setItem('p.counter', 'bad');
    store.read('counter', parseCounter);
    expect(backend.getItem('p.backup:counter:1000')).toBe('older');
    expect(store.backups()).toEqual(['p.backup:counter:1000', 'p.backup:counter:1001-2']);
  });

  it('keeps the original when there is no room for the backup', () => {
    const backend = memoryStorage();
    backend.setItem('p.counter', 'bad');
    const full: Storage = Object.assign(Object.create(backend) as Storage, {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      getItem: (key: string) => backend.getItem(key),
      removeItem: (key: string) => backend.removeItem(key),
    });
    const { store, problems } = setup(full);
    expect(store.read('counter', parseCounter)).toBeUndefined();
    expect(backend.getItem('p.counter')).toBe('bad');
    expect(problems[0]).toMatchObject({ kind: 'corrupt', backupKey: undefined });
  });

  it('reports a refused write and returns false', () => {
    const refusing: Storage = {
      ...memoryStorage(),
      length: 0,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    const { store, problems } = setup(refusing);
    expect(store.write('counter', { count: 1 })).toBe(false);
    expect(problems).toEqual([
      { kind: 'write-failed', key: 'counter', reason: 'The quota has been exceeded.' },
    ]);
  });

  it('update reads, changes and writes in one step', () => {
    const { store } = setup();
    store.write('counter', { count: 1 });
    const next = store.update('counter', parseCounter, (current) => ({ count: (current?.count ?? 0) + 1 }));
    expect(next).toEqual({ count: 2 });
    expect(store.read('counter', parseCounter)).toEqual({ count: 2 });
  });

  it('setAside keeps a copy and leaves the key alone', () => {
    const { store, backend, problems } = setup();
    store.write('counter', { count: 1 });
    expect(store.setAside('counter', '{"bad":true}', 'one entry was bad')).toBe(true);
    expect(backend.getItem('p.counter')).toBe('{"count":1}');
    expect(backend.getItem('p.backup:counter:1000')).toBe('{"bad":true}');
    expect(problems).toEqual([
      {
        kind: 'corrupt',
        key: 'counter',
        part: true,
        backupKey: 'p.backup:counter:1000',
        reason: 'one entry was bad',
      },
    ]);
  });

  it('falls back to memory and says so when the browser gives no storage', () => {
    const problems: StorageProblem[] = [];
    const store = createStore({ backend: undefined, prefix: 'p.', onProblem: (p) => problems.push(p) });
    expect(store.persistent).toBe(false);
    expect(problems).toEqual([{ kind: 'unavailable', reason: expect.any(String) }]);
    store.write('counter', { count: 5 });
    expect(store.read('counter', parseCounter)).toEqual({ count: 5 });
  });

  it('tells subscribers about changes to their key from other tabs only', () => {
    const events = new EventTarget();
    const { store } = setup(memoryStorage(), events);
    const heard: string[] = [];
    const stop = store.subscribe('counter', () => heard.push('counter'));
    const storageEvent = (key: string | null): Event => Object.assign(new Event('storage'), { key });
    events.dispatchEvent(storageEvent('p.other'));
    events.dispatchEvent(storageEvent('p.counter'));
    events.dispatchEvent(storageEvent(null));
    stop();
    events.dispatchEvent(storageEvent('p.counter'));
    expect(heard).toEqual(['counter', 'counter']);
  });
});

describe('keys and prefixes', () => {
  it('lists the keys under a prefix and tells prefix subscribers which key changed', () => {
    const events = new EventTarget();
    const { store, backend } = setup(memoryStorage(), events);
    backend.setItem('p.game.b', '1');
    backend.setItem('p.game.a', '1');
    backend.setItem('p.gamer', '1');
    backend.setItem('p.backup:game.a:1', '1');
    backend.setItem('other.game.c', '1');
    expect(store.keys('game.')).toEqual(['game.a', 'game.b']);
    const heard: (string | null)[] = [];
    const stop = store.subscribePrefix('game.', (key) => heard.push(key));
    const storageEvent = (key: string | null): Event => Object.assign(new Event('storage'), { key });
    for (const key of ['p.game.a', 'p.gamer', 'other.game.c', null, 'p.game.zz']) {
      events.dispatchEvent(storageEvent(key));
    }
    stop();
    events.dispatchEvent(storageEvent('p.game.a'));
    expect(heard).toEqual(['game.a', null, 'game.zz']);
  });
});

describe('problemMessage', () => {
  it('says whether a whole value or a part of it was set aside, and where it is kept', () => {
    describeKey('things', 'the saved things');
    const corrupt = {
      kind: 'corrupt',
      key: 'things',
      reason: 'things.count must be an integer ≥ 0',
    } as const;
    expect(problemMessage({ ...corrupt, part: false, backupKey: 'p.backup:things:1' })).toBe(
      'The saved things could not be read (things.count must be an integer ≥ 0), so it was not used. ' +
        'It was set aside and kept as “p.backup:things:1”.',
    );
    expect(problemMessage({ ...corrupt, part: true, backupKey: 'p.backup:things:1' })).toBe(
      'Part of the saved things could not be read (things.count must be an integer ≥ 0): ' +
        'that part was set aside and kept as “p.backup:things:1”; the rest is used.',
    );
    expect(problemMessage({ ...corrupt, part: true, backupKey: undefined })).toMatch(
      /: there was no room to set it aside; the rest is used\.$/,
    );
    expect(problemMessage({ kind: 'write-failed', key: 'other', reason: 'full' })).toBe(
      'Could not save the stored value “other” (full).',
    );
  });
});
