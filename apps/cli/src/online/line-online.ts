/**
 * Online Farkle through lines: create or join a room over the server's HTTP API, then play over its realtime
 * channel. Each line read is a request (an action, `start`); each change of the room the server sends is printed
 * as lines (text, or one JSON object each).
 */
import { createHash } from 'node:crypto';
import {
  checkDice,
  describeEvents,
  formatPoints,
  inviteLinkOf,
  openSeats,
  presenceChanges,
  ROOM_SEATS_MAX,
  roomAdvice,
  seatMayAct,
  type NoRoomAdvice,
  type Refused,
  type RoomView,
  type Unreachable,
} from '@pastime/app-core';
import type { Action } from '@pastime/farkle';
import { adviceLines, adviceSentence } from '../farkle/advice.ts';
import { isPlaying, lineActions, parseLineFarkle } from '../farkle/input.ts';
import type { OnlineOptions } from '../program/invocation.ts';
import { forEachLine, type LineIO } from '../program/line-io.ts';
import { escapeControls } from '../term/quote.ts';
import { DataStore } from '../storage/store.ts';
import { openRoomChannel, type Answer } from './room-channel.ts';
import { recordRoomGame } from './room-records.ts';
import { heldSeat, holdSeat, type HeldSeat } from './seat-tokens.ts';
import { presenceSentence, refusalText } from './words.ts';

interface Ticket {
  readonly ok: true;
  readonly room: string;
  readonly seat: number;
  readonly token: string;
}

function isAnswer(value: unknown): value is Ticket | Refused {
  return typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';
}

async function request(url: string, init?: RequestInit): Promise<Ticket | Refused | Unreachable> {
  try {
    const response = await fetch(url, init);
    const json: unknown = await response.json();
    return isAnswer(json) ? json : { ok: false, reason: 'unreachable' };
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
}

function post(url: string, body: unknown): Promise<Ticket | Refused | Unreachable> {
  return request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The room as an onlooker sees it, or why there is none. */
async function roomOf(server: string, room: string): Promise<RoomView | Refused | Unreachable> {
  try {
    const response = await fetch(`${server}api/rooms/${encodeURIComponent(room)}`);
    const json: unknown = await response.json();
    if (isAnswer(json) && !json.ok) return json;
    return json as RoomView;
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
}

/** The seat to play: created, held already, or taken now; or why not. */
export async function takeSeat(
  options: OnlineOptions,
  dataDir: string,
  report: (message: string) => void,
): Promise<HeldSeat | Refused | Unreachable> {
  if (options.create !== undefined) {
    const { server, settings } = options.create;
    const answer = await post(`${server}api/rooms`, { name: options.name ?? 'Player 1', settings });
    if (!answer.ok) return answer;
    const held = { server, room: answer.room, seat: answer.seat, token: answer.token };
    holdSeat(dataDir, held);
    return held;
  }
  const { server, room } = options.address ?? { server: '', room: '' };
  const view = await roomOf(server, room);
  if ('ok' in view) return view;
  const held = heldSeat(dataDir, server, room, report);
  if (held !== undefined) return held;
  const open = openSeats(view)[0];
  const name = options.name ?? `Player ${(open ?? 0) + 1}`;
  const answer = await post(`${server}api/rooms/${encodeURIComponent(room)}/seats`, { name });
  if (!answer.ok) return answer;
  const taken = { server, room, seat: answer.seat, token: answer.token };
  holdSeat(dataDir, taken);
  return taken;
}

/** A line command as the engine's action, or what to say instead. */
function actionsOf(
  line: string,
):
  | { actions: Action[] }
  | { word: 'start' | 'quit' | 'help' | 'hint' | 'advise' }
  | { handOver: number }
  | { problem: string } {
  const lower = line.trim().toLowerCase();
  if (lower === 'start' || lower === 'rematch') return { word: 'start' };
  const handOver = /^hand-?over(?:\s+(\S+))?$/.exec(lower);
  if (handOver !== null) {
    const seat = Number(handOver[1]);
    return Number.isInteger(seat) && seat >= 1 && seat <= ROOM_SEATS_MAX
      ? { handOver: seat - 1 }
      : { problem: `hand-over takes a seat number, 1 to ${ROOM_SEATS_MAX}` };
  }
  const command = parseLineFarkle(line);
  if (isPlaying(command)) return { actions: lineActions(command) };
  switch (command.type) {
    case 'new':
      return { word: 'start' };
    case 'quit':
    case 'help':
    case 'hint':
    case 'advise':
      return { word: command.type };
    case 'invalid':
      return { problem: command.problem };
  }
}

const HELP_TEXT =
  'Commands: start (the creator), roll, select 1 3 5, toggle 2, all, bank, hint, advise (where the room allows the Advisor), rematch, hand-over N (the creator), help, quit.';

export const NO_ADVICE: Readonly<Record<NoRoomAdvice, string>> = {
  'not-allowed': 'this room does not offer the Advisor.',
  'not-started': 'the game has not started yet.',
  'not-your-turn': 'it is not your turn.',
  'game-over': 'the game is over.',
  'computer-turn': 'it is not your turn.',
};

/** Plays the room to the end of its game or of the input; the exit code. */
export async function runLineOnline(
  options: OnlineOptions,
  lineIO: LineIO,
  dataDir: string,
): Promise<number> {
  const { output, errors } = lineIO;
  const json = options.json;
  // The finished games go into this player's history, as local games do.
  const store = new DataStore(dataDir, (message) => errors.write(`pastime: ${message}\n`));
  const print = (text: string, object: Record<string, unknown>): void => {
    output.write(json ? `${JSON.stringify(object)}\n` : `${text}\n`);
  };
  const fail = (answer: Refused | Unreachable): number => {
    errors.write(`pastime: ${refusalText(answer)}\n`);
    return 1;
  };

  const held = await takeSeat(options, dataDir, (message) => errors.write(`pastime: ${message}\n`));
  if ('ok' in held) return fail(held);
  const link = inviteLinkOf(held.server, held.room);
  print(`Invite link: ${link}`, { type: 'invite', link });

  let view: RoomView | null = null;
  let printedActions = 0;
  let printedGame = 0;
  let announcedSeats: readonly (string | null)[] = [];
  let lastCheck = 0;
  let finish: (code: number) => void = () => undefined;
  const finished = new Promise<number>((resolve) => (finish = resolve));

  const nameAt = (room: RoomView, seat: number): string =>
    room.seats[seat]?.name ?? room.game?.state.players[seat]?.name ?? `Player ${seat + 1}`;
  const totals = (room: RoomView): { seat: number; name: string; total: number }[] =>
    (room.game?.state.players ?? []).map((player, seat) => ({
      seat,
      name: player.name,
      total: player.total,
    }));

  const show = async (room: RoomView): Promise<void> => {
    // Seats taken since the last view.
    room.seats.forEach((seat, index) => {
      if (seat.kind === 'human' && seat.name !== null && announcedSeats[index] !== seat.name) {
        const you = index === held.seat ? ' (you)' : '';
        print(`${escapeControls(seat.name)} is at seat ${index + 1}${you}.`, {
          type: 'seated',
          seat: index,
          name: seat.name,
          you: index === held.seat,
        });
      }
    });
    announcedSeats = room.seats.map((seat) => seat.name);
    const game = room.game;
    if (game === null) return;
    const startsNow = game.number !== printedGame;
    if (startsNow) {
      printedGame = game.number;
      printedActions = 0;
      print(`Game ${game.number} starts. Dice commitment (SHA-256 of the seed): ${game.commitment}.`, {
        type: 'start',
        game: game.number,
        commitment: game.commitment,
      });
    }
    const fresh = game.log.slice(printedActions);
    fresh.forEach(({ seat, action }, i) => {
      print(`${escapeControls(nameAt(room, seat))}: ${actionWords(action)}.`, {
        type: 'action',
        number: printedActions + i + 1,
        seat,
        name: nameAt(room, seat),
        you: seat === held.seat,
        action,
        totals: totals(room),
      });
    });
    if (fresh.length > 0 && !json) {
      for (const sentence of describeEvents(game.state)) output.write(`${escapeControls(sentence)}\n`);
    }
    printedActions = game.log.length;
    if ((startsNow || fresh.length > 0) && seatMayAct(game.state, held.seat)) {
      const dice = game.state.dice.map((die) =>
        die.face === null
          ? '-'
          : die.locked
            ? `(${die.face})`
            : die.selected
              ? `[${die.face}]`
              : `${die.face}`,
      );
      print(
        `Your turn: dice ${dice.join(' ')}, turn total ${formatPoints(game.state.turnTotal + game.state.selectionScore)}.`,
        {
          type: 'your-turn',
          seat: held.seat,
          phase: game.state.phase,
          dice: game.state.dice,
          turnTotal: game.state.turnTotal,
          selectionScore: game.state.selectionScore,
        },
      );
    }
    if (game.seed !== null && game.state.phase === 'game-over') {
      const check = await checkDice(room, (text) => createHash('sha256').update(text, 'utf8').digest('hex'));
      const words = totals(room)
        .map((t) => `${escapeControls(t.name)} ${formatPoints(t.total)}`)
        .join(', ');
      const replay = check === 'verified' ? (recordRoomGame(store, room) ?? null) : null;
      print(`Game over: ${words}.${replay === null ? '' : ` Replay code: ${replay}`}`, {
        type: 'game-over',
        game: game.number,
        winner: game.state.winner,
        totals: totals(room),
        seed: game.seed,
        commitment: game.commitment,
        dice: check,
        replay,
      });
      print(
        check === 'verified'
          ? 'Dice verified: the seed hashes to the commitment and replays to these totals.'
          : 'The dice do NOT match: the seed does not hash to the commitment or does not replay to these totals.',
        { type: 'dice', dice: check },
      );
      // Staying, the program waits for a rematch (or quit, or the end of its input).
      lastCheck = check === 'verified' ? 0 : 1;
      if (!options.stay) finish(lastCheck);
    }
  };

  let queue = Promise.resolve();
  let arrived: () => void = () => undefined;
  const firstView = new Promise<void>((resolve) => (arrived = resolve));
  const channel = openRoomChannel(held, {
    room: (room) => {
      const changes = presenceChanges(view, room);
      view = room;
      arrived();
      // One view at a time, in order: the dice check is asynchronous.
      queue = queue.then(async () => {
        for (const change of changes) {
          print(escapeControls(presenceSentence(change)), { type: 'presence', ...change });
        }
        await show(room);
      });
    },
    connection: (state) =>
      print(state === 'connected' ? 'Connected.' : 'Reconnecting…', { type: 'connection', state }),
    refused: (answer) => {
      errors.write(`pastime: ${refusalText(answer)}\n`);
      finish(1);
    },
  });
  const send = (event: 'act' | 'start' | 'hand-over', message: unknown): Promise<Answer> =>
    channel.request(event, message);
  const refusal = (answer: Refused | Unreachable): void => {
    print(`Refused: ${refusalText(answer)}`, {
      type: 'refused',
      reason: answer.reason,
      ...('problem' in answer && answer.problem !== undefined ? { problem: answer.problem } : {}),
    });
  };

  // The room as it is comes first: what was played before (a game over, when joining again) is told even when
  // the input ends at once.
  const early = await Promise.race([finished, firstView.then(() => queue).then(() => undefined)]);
  if (early !== undefined) {
    channel.close();
    return early;
  }
  let seen = 0;
  const reading = forEachLine(lineIO.input, {
    line: async (line) => {
      const asked = actionsOf(line);
      if ('problem' in asked) {
        print(`Unknown: ${asked.problem}. ${HELP_TEXT}`, { type: 'error', error: asked.problem });
        return 'go-on';
      }
      if ('handOver' in asked) {
        const answer = await send('hand-over', { seat: asked.handOver });
        if (!answer.ok) refusal(answer);
        return 'go-on';
      }
      if ('word' in asked) {
        if (asked.word === 'quit') return 'stop';
        if (asked.word === 'help') {
          print(HELP_TEXT, { type: 'help', text: HELP_TEXT });
          return 'go-on';
        }
        if (asked.word === 'hint' || asked.word === 'advise') {
          const current: RoomView | null = view;
          const result =
            current === null
              ? { ok: false as const, reason: 'not-started' as const }
              : roomAdvice(current, held.seat);
          if (!result.ok) {
            print(`Refused: ${NO_ADVICE[result.reason]}`, { type: 'refused', reason: result.reason });
            return 'go-on';
          }
          const words = asked.word === 'hint' ? [adviceSentence(result.advice)] : adviceLines(result.advice);
          print(words.join('\n'), { type: 'advice', advice: result.advice });
          return 'go-on';
        }
        const answer = await send('start', {});
        if (!answer.ok) refusal(answer);
        return 'go-on';
      }
      for (const action of asked.actions) {
        const current: RoomView | null = view;
        seen = Math.max(seen, current?.game?.log.length ?? 0);
        const answer = await send('act', { seen, action });
        if (!answer.ok) {
          refusal(answer);
          break;
        }
        seen += 1;
      }
      return 'go-on';
    },
    tooLong: () => print('Refused: that line is too long.', { type: 'error', error: 'line too long' }),
  }).then(() => lastCheck);

  const code = await Promise.race([finished, reading]);
  // Every view received is printed before the program ends.
  await queue;
  channel.close();
  lineIO.input.destroy();
  return code;
}

/** An action in words: "rolls", "selects dice 1 and 5". */
export function actionWords(action: Action): string {
  switch (action.type) {
    case 'roll':
      return 'rolls';
    case 'bank':
      return 'banks';
    case 'select-all':
      return 'selects all the scoring dice';
    case 'toggle':
      return `toggles die ${action.index + 1}`;
    case 'select':
      return action.indices.length === 0
        ? 'clears the selection'
        : `selects dice ${action.indices.map((i) => i + 1).join(' ')}`;
  }
}
