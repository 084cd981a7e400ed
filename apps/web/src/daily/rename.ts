/** The device's name on every board from now on, over the `/daily` namespace (the server knows a device by its token). */
import { UNREACHABLE, type DailyRefused, type Unreachable } from '@pastime/app-core';
import { dailySocket } from './use-ranked-run.ts';

export type RenameAnswer = { readonly ok: true; readonly name: string } | DailyRefused | Unreachable;

const ANSWER_MS = 10_000;

function isAnswer(value: unknown): value is RenameAnswer {
  return typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';
}

export async function renameDevice(token: string, name: string): Promise<RenameAnswer> {
  const socket = dailySocket();
  socket.connect();
  try {
    const answer: unknown = await socket.timeout(ANSWER_MS).emitWithAck('rename', { token, name });
    return isAnswer(answer) ? answer : UNREACHABLE;
  } catch {
    return UNREACHABLE;
  } finally {
    socket.close();
  }
}
