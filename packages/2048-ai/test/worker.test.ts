/** The Web Worker pattern: the state crosses as save text, the answer as plain data (checked with structuredClone). */
import { describe, expect, it } from 'vitest';
import { newGame, serialize } from '@pastime/2048';
import { analyze, analyzeSaved, handleAnalyzeRequest } from '../src/index.ts';
import type { AnalyzeRequest } from '../src/index.ts';
import { errorOf, played } from './support.ts';

describe('worker requests', () => {
  it('answers a request with the analysis of the saved game, as plain data that survives postMessage', () => {
    const state = played({ seed: 'worker' }, 80);
    const request: AnalyzeRequest = { id: 7, save: serialize(state, { maxUndo: 0 }), options: { depth: 3 } };
    const response = structuredClone(handleAnalyzeRequest(structuredClone(request)));
    expect(response).toEqual({ id: 7, analysis: analyze(state, { depth: 3 }) });
    expect(analyzeSaved(serialize(state), { depth: 2 })).toEqual(analyze(state, { depth: 2 }));
  });

  it('answers a bad save or bad options with the error, not a throw', () => {
    const bad = handleAnalyzeRequest({ id: 1, save: '{"version":1}' });
    expect(bad).toMatchObject({ id: 1, error: { code: 'invalid-save' } });
    const options = handleAnalyzeRequest({
      id: 2,
      save: serialize(newGame({ seed: 1 })),
      options: { depth: 0 },
    });
    expect(options).toEqual({
      id: 2,
      error: {
        code: 'invalid-config',
        message: expect.stringMatching(/depth/) as unknown,
        field: 'options.depth',
      },
    });
    const notText = handleAnalyzeRequest({ id: 3, save: 42 } as unknown as AnalyzeRequest);
    expect(notText).toMatchObject({ id: 3, error: { code: 'invalid-save', field: 'save' } });
    expect(errorOf(() => analyzeSaved('not json')).code).toBe('invalid-save');
  });
});
