/** The Pastime server for the online tests, as its own process. */
import { startServerProcess, type ServerProcess } from '@pastime/server/process';

export { killServerProcesses } from '@pastime/server/process';

/**
 * The server on `dataDir`, on a free port unless one is given, its clock `clockShiftMs` off (a day behind: to play
 * a day that has closed since); resolves once it serves.
 */
export function startServer(dataDir: string, port = 0, clockShiftMs = 0): Promise<ServerProcess> {
  return startServerProcess({ env: { PASTIME_DATA_DIR: dataDir, PACE_MS: '5' }, port, clockShiftMs });
}
