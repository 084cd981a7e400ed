/** The `code` of a failed system call (`ENOENT`, `EACCES`, ...), if `error` has one. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}
