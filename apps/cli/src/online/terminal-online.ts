/**
 * Online Farkle on the full screen: the lobby (the invite link, the seats, who is here) until the game starts,
 * then the local game's table drawn from the room's view, with the connection state and the commitment under it;
 * keys act on the player's turn only, and each request's refusal is shown as the warning.
 */
import { createHash } from 'node:crypto';
import {
  bannerOf,
  checkDice,
  describeEvents,
  handOverSeats,
  inviteLinkOf,
  isCreatorSeat,
  presenceChanges,
  roomAdvice,
  roomCanStart,
  seatMayAct,
  seatPresence,
  shownState,
  type FarkleBanner,
  type RoomView,
  type SeatPresence,
} from '@pastime/app-core';
import type { Advice } from '@pastime/farkle';
import type { OnlineOptions } from '../program/invocation.ts';
import { describeKey, type Key } from '../term/keys.ts';
import { FullScreen, type FullScreenGame } from '../term/full-screen.ts';
import { centerBlock, tooSmall, wrap } from '../term/layout.ts';
import type { Notices } from '../term/notices.ts';
import { escapeControls } from '../term/quote.ts';
import type { TerminalSize } from '../term/terminal.ts';
import { adviceSentence } from '../farkle/advice.ts';
import { keyAction, tableCommand } from '../farkle/input.ts';
import { renderTable } from '../farkle/table-view.ts';
import { actionWords, NO_ADVICE, takeSeat } from './line-online.ts';
import { openRoomChannel, type Answer, type RoomChannel } from './room-channel.ts';
import type { HeldSeat } from './seat-tokens.ts';
import { presenceSentence, refusalText } from './words.ts';
import { DataStore } from '../storage/store.ts';
import { recordRoomGame } from './room-records.ts';

/** A person's presence in the lobby's seat list. */
const PRESENCE_WORDS: Readonly<Record<SeatPresence, string>> = {
  open: 'open',
  computer: 'computer',
  'stand-in': 'away, the computer plays',
  here: 'here',
  away: 'away',
};

const TABLE_KEYS: readonly (readonly [string, string])[] = [
  ['1-6', 'dice'],
  ['r', 'roll'],
  ['b', 'bank'],
  ['a', 'all'],
  ['?', 'advice'],
  ['s', 'rematch'],
  ['o', 'hand over'],
  ['q', 'leave'],
];

/** The lobby's least size: the link and six seats. */
const LOBBY_NEED: TerminalSize = { columns: 40, rows: 14 };

type Connection = 'connecting' | 'connected' | 'reconnecting';

class OnlineTerminal implements FullScreenGame {
  readonly screen: FullScreen;
  private view: RoomView | null = null;
  private connection: Connection = 'connecting';
  private messages: string[] = [];
  private warning: string | undefined;
  private advice: Advice | undefined;
  private banner: FarkleBanner | undefined;
  private shownGame = 0;
  private shownActions = 0;
  /** The dice check of the game over, once made. */
  private check: string | undefined;
  private channel: RoomChannel | undefined;

  constructor(
    private readonly held: HeldSeat,
    notices: Notices,
    /** Where the finished games go, into this player's history. */
    private readonly store: DataStore,
  ) {
    this.screen = new FullScreen(notices);
  }

  run(): Promise<number> {
    this.channel = openRoomChannel(this.held, {
      room: (view) => this.onView(view),
      connection: (state) => {
        this.connection = state;
        this.screen.draw();
      },
      refused: (answer) => {
        this.warning = refusalText(answer);
        this.screen.draw();
      },
    });
    return this.screen.run(this);
  }

  private onView(view: RoomView): void {
    // In the lobby the seat list says who is here; at the table, a line says who went or came back.
    const changes = view.game === null ? [] : presenceChanges(this.view, view);
    this.view = view;
    this.connection = 'connected';
    const game = view.game;
    if (game !== null) {
      if (game.number !== this.shownGame) {
        this.shownGame = game.number;
        this.shownActions = 0;
        this.check = undefined;
        this.messages = [`Game ${game.number} starts.`];
        this.banner = undefined;
      }
      const fresh = game.log.slice(this.shownActions);
      if (fresh.length > 0) {
        const said = fresh.map(
          ({ seat, action }) => `${escapeControls(this.nameAt(seat))} ${actionWords(action)}.`,
        );
        const events = describeEvents(game.state).map(escapeControls);
        this.messages = [...this.messages, ...said, ...events].slice(-6);
        this.banner = bannerOf(game.state.events);
        this.advice = undefined;
      }
      this.shownActions = game.log.length;
      if (changes.length > 0) {
        const said = changes.map((change) => escapeControls(presenceSentence(change)));
        this.messages = [...this.messages, ...said].slice(-6);
      }
      if (game.seed !== null && game.state.phase === 'game-over' && this.check === undefined) {
        this.check = 'checking';
        void checkDice(view, (text) => createHash('sha256').update(text, 'utf8').digest('hex')).then(
          (check) => {
            const replay = check === 'verified' ? recordRoomGame(this.store, view) : undefined;
            this.check =
              check === 'verified'
                ? `Dice verified: the seed ${game.seed ?? ''} hashes to the commitment and replays to these totals.` +
                  (replay === undefined ? '' : ` Replay code: ${replay}`)
                : 'The dice do NOT match: the seed does not hash to the commitment or does not replay to these totals.';
            this.screen.draw();
          },
        );
      }
    }
    this.screen.draw();
  }

  private nameAt(seat: number): string {
    return this.view?.seats[seat]?.name ?? this.view?.game?.state.players[seat]?.name ?? `Player ${seat + 1}`;
  }

  private connectionLine(): string {
    return this.connection === 'connected'
      ? 'Connected'
      : this.connection === 'reconnecting'
        ? 'Reconnecting…'
        : 'Connecting…';
  }

  render(size: TerminalSize): string[] {
    const view = this.view;
    const game = view?.game ?? null;
    if (view === null || game === null) return this.renderLobby(view, size);
    const state = shownState(game.state);
    const playedFor = view.seats.flatMap((seat) =>
      seatPresence(seat) === 'stand-in' && seat.name !== null ? [escapeControls(seat.name)] : [],
    );
    const under = [
      `${this.connectionLine()} · commitment ${game.commitment.slice(0, 16)}…`,
      ...(playedFor.length === 0 ? [] : [`The computer plays for ${playedFor.join(', ')}.`]),
      ...(this.check === undefined || this.check === 'checking' ? [] : [this.check]),
    ];
    return renderTable(
      {
        state,
        messages: [...this.messages, ...under],
        warning: this.warning,
        hint: this.advice?.indices,
        advice: this.advice,
        banner: this.banner,
        computerPlaying: false,
        confirm: this.screen.question,
        keys: TABLE_KEYS,
      },
      size,
      this.screen.painter,
    );
  }

  private renderLobby(view: RoomView | null, size: TerminalSize): string[] {
    if (size.columns < LOBBY_NEED.columns || size.rows < LOBBY_NEED.rows) {
      return tooSmall('The online room', LOBBY_NEED, size, this.screen.painter);
    }
    const width = size.columns - 4;
    const painter = this.screen.painter;
    const seats = (view?.seats ?? []).map((seat, index) => {
      const presence = seatPresence(seat);
      const who =
        presence === 'computer'
          ? `computer (${seat.kind === 'expert' ? 'Expert' : 'Classic'})`
          : seat.name === null
            ? 'open'
            : `${escapeControls(seat.name)}${index === this.held.seat ? ' (you)' : ''}${seat.creator ? ', creator' : ''}: ${PRESENCE_WORDS[presence]}`;
      return `  ${index + 1}. ${who}`;
    });
    const canStart = view !== null && roomCanStart(view);
    const creator = view !== null && isCreatorSeat(view, this.held.seat);
    const lines = [
      painter.bold('Online Farkle'),
      '',
      ...wrap(`Invite link: ${inviteLinkOf(this.held.server, this.held.room)}`, width),
      '',
      'Seats:',
      ...seats,
      '',
      this.connectionLine(),
      ...(this.warning === undefined ? [] : wrap(this.warning, width)),
      view === null
        ? 'q leave'
        : !canStart
          ? 'Waiting for every seat. q leave'
          : creator
            ? 's start, o hand over an absent seat, q leave'
            : 'The creator starts the game. q leave',
    ];
    return centerBlock(lines.slice(0, size.rows), size);
  }

  onKey(key: Key): void {
    this.warning = undefined;
    const view = this.view;
    const char = key.kind === 'char' ? key.char.toLowerCase() : '';
    if (char === 's' || char === 'p') return this.request('start', {});
    if (char === 'o') return this.handOver();
    const command = tableCommand(key);
    // Leaving keeps the seat: joining again with the link returns to it.
    if (command.type === 'quit') return this.screen.finish(0);
    const game = view?.game ?? null;
    if (view === null || game === null) {
      this.warning = `Invalid key: ${describeKey(key)}. s start (the creator), o hand over, q leave.`;
      return;
    }
    if (command.type === 'advice' || command.type === 'hint') {
      const result = roomAdvice(view, this.held.seat);
      if (!result.ok) this.warning = `No advice: ${NO_ADVICE[result.reason]}`;
      else {
        this.advice = result.advice;
        this.messages = [...this.messages, adviceSentence(result.advice)].slice(-6);
      }
      return;
    }
    const action = keyAction(command);
    if (action === undefined) {
      this.warning = `Invalid key: ${describeKey(key)}.`;
      return;
    }
    if (!seatMayAct(game.state, this.held.seat)) {
      this.warning = game.state.phase === 'game-over' ? 'The game is over.' : 'It is not your turn.';
      return;
    }
    this.request('act', { seen: game.log.length, action });
  }

  /** The absent person's seat to hand to the computer: whose turn it is, else the first away. */
  private handOver(): void {
    const view = this.view;
    if (view === null) return;
    const away = handOverSeats(view);
    const current = view.game?.state.current;
    const seat = away.find((index) => index === current) ?? away[0];
    if (seat === undefined) {
      this.warning = 'No player is away.';
      return;
    }
    this.request('hand-over', { seat });
  }

  private request(event: 'act' | 'start' | 'hand-over', message: unknown): void {
    void this.channel?.request(event, message).then((answer: Answer) => {
      if (!answer.ok) {
        this.warning = refusalText(answer);
        this.screen.draw();
      }
    });
  }

  close(): string[] {
    this.channel?.close();
    return [`Left the room; rejoin with: pastime join ${inviteLinkOf(this.held.server, this.held.room)}`];
  }
}

/** Takes the seat, then shows the room until the player leaves; the exit code. */
export async function runTerminalOnline(
  options: OnlineOptions,
  dataDir: string,
  notices: Notices,
): Promise<number> {
  const held = await takeSeat(options, dataDir, notices.report);
  if ('ok' in held) {
    process.stderr.write(`pastime: ${refusalText(held)}\n`);
    return 1;
  }
  return new OnlineTerminal(held, notices, new DataStore(dataDir, notices.report)).run();
}
