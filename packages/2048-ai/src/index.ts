export { analyze } from './analyze.ts';
export type { Analysis, MoveValue } from './analysis.ts';
export type { AnalyzeOptions } from './options.ts';
export { DEFAULT_TIME_MS, MAX_DEPTH, MAX_TIME_MS } from './options.ts';
export type { AnalyzeFailure, AnalyzeRequest, AnalyzeResponse } from './worker.ts';
export { analyzeSaved, handleAnalyzeRequest } from './worker.ts';
export type { MoveResult, MoveSearcher, MoveTask } from './parallel.ts';
export { analyzeParallel, searchMove } from './parallel.ts';
export type {
  MoveRequest,
  MoveResponse,
  SearchThread,
  SearchThreadEvents,
  StartSearchThread,
} from './pool.ts';
export { handleMoveRequest, MAX_SEARCH_THREADS, SearchPool, searchThreadCount } from './pool.ts';
export type { NTupleEvaluation } from './ntuple/network.ts';
export { NTupleFormatError, loadNTupleEvaluation } from './ntuple/network.ts';
