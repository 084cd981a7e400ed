/**
 * The server's API as the web app uses it: creating and joining rooms over HTTP, and the room's realtime channel.
 * The server is the one that served the page; when there is none (the app served by a plain static host, or
 * offline), each request says so instead.
 */
import {
  inviteLinkOf,
  UNREACHABLE,
  type Refused,
  type RoomSettings,
  type Unreachable,
} from '@pastime/app-core';

export interface Ticket {
  readonly ok: true;
  readonly room: string;
  readonly seat: number;
  readonly token: string;
}

export type TicketAnswer = Ticket | Refused | Unreachable;

function isAnswer(value: unknown): value is Ticket | Refused {
  return typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';
}

async function post(path: string, body: unknown): Promise<TicketAnswer> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json: unknown = await response.json();
    return isAnswer(json) ? json : UNREACHABLE;
  } catch {
    return UNREACHABLE;
  }
}

export function createRoom(name: string, settings: RoomSettings): Promise<TicketAnswer> {
  return post('api/rooms', { name, settings });
}

export function joinRoom(room: string, name: string): Promise<TicketAnswer> {
  return post(`api/rooms/${encodeURIComponent(room)}/seats`, { name });
}

/** The address of a room's invite link: this page's, with the room's route. */
export function inviteLink(room: string): string {
  return inviteLinkOf(`${location.origin}${location.pathname}`, room);
}
