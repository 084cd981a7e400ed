// Loaded with `node --import` by the pipe benchmark: at the program's exit, its peak resident set (in KiB, as the
// kernel counted it) is written to file descriptor 3, which the benchmark reads.
import { writeSync } from 'node:fs';

process.on('exit', () => {
  try {
    writeSync(3, String(process.resourceUsage().maxRSS));
  } catch {
    // Not started by the benchmark: nothing to report to.
  }
});
