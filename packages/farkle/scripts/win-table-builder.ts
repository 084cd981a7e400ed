/** The traditional table's builder: the engine's solver for the traditional rules. */
import { RULE_PRESETS } from '../src/rules.ts';
import { solveWinTable } from '../src/advisor/win-table-solver.ts';
import type { WinTableReport } from '../src/advisor/win-table-solver.ts';

export type BuildReport = WinTableReport;

export function buildWinTable(progress?: (fraction: number) => void): BuildReport {
  return solveWinTable(RULE_PRESETS.traditional, progress === undefined ? {} : { onProgress: progress });
}
