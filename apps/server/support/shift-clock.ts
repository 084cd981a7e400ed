/**
 * Loaded into a server process started with `clockShiftMs` (`node --import`): its clock runs
 * `PASTIME_CLOCK_SHIFT_MS` milliseconds ahead (or behind, negative), so a test can play a day that has closed.
 */
const shift = Number(process.env['PASTIME_CLOCK_SHIFT_MS'] ?? '0');
if (Number.isFinite(shift) && shift !== 0) {
  const realNow = Date.now.bind(Date);
  Date.now = () => realNow() + shift;
}
