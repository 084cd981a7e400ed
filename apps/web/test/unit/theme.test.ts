import { describe, expect, it } from 'vitest';
import { applyTheme, loadTheme, parseTheme, saveTheme } from '../../src/shell/theme.ts';
import { createStore, memoryStorage, type StorageProblem } from '../../src/storage/storage.ts';

function setup() {
  const backend = memoryStorage();
  const problems: StorageProblem[] = [];
  const store = createStore({ backend, prefix: 'pastime.', onProblem: (problem) => problems.push(problem) });
  return { backend, store, problems };
}

describe('colour theme', () => {
  it('is System until a choice is saved, then the choice, under pastime.theme', () => {
    const { backend, store } = setup();
    expect(loadTheme(store)).toBe('system');
    for (const choice of ['dark', 'light', 'system'] as const) {
      expect(saveTheme(store, choice)).toBe(true);
      expect(JSON.parse(backend.getItem('pastime.theme') ?? 'null')).toEqual({ version: 1, theme: choice });
      expect(loadTheme(store)).toBe(choice);
    }
  });

  it('sets a damaged value aside, naming the field, and reads it as System', () => {
    const { backend, store, problems } = setup();
    backend.setItem('pastime.theme', JSON.stringify({ version: 1, theme: 'purple' }));
    expect(loadTheme(store)).toBe('system');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ kind: 'corrupt', key: 'theme' });
    expect(problems[0]?.kind === 'corrupt' ? problems[0].reason : '').toContain('theme.theme');
    expect(backend.getItem('pastime.theme')).toBeNull();
    expect(() => parseTheme({ version: 2, theme: 'dark' })).toThrow(/version/);
  });

  it('shows Light and Dark on the root element and leaves System to the system', () => {
    const root = { dataset: {} as DOMStringMap };
    const element = root as unknown as HTMLElement;
    applyTheme('dark', element);
    expect(root.dataset.theme).toBe('dark');
    applyTheme('light', element);
    expect(root.dataset.theme).toBe('light');
    applyTheme('system', element);
    expect('theme' in root.dataset).toBe(false);
  });
});
