/**
 * `#/online/<room>`: a room of online Farkle. Before the game: the invite link, the seats with who is here, and
 * Start game for the creator; a visitor without a seat joins with a name, or watches. Then the same table as
 * local Farkle for everyone at once, usable only by the player whose turn it is, with the connection's state and,
 * at the end, the dice checked against the commitment shown at the start.
 */
import {
  checkDice,
  handOverSeats,
  isCreatorSeat,
  openSeats,
  roomAdvisorOffered,
  roomCanStart,
  seatMayAct,
  seatPresence,
  shownState,
  type DiceCheck,
  type RoomView,
  type SeatPresence,
  type SeatView,
} from '@pastime/app-core';
import type { Action } from '@pastime/farkle';
import { useEffect, useState } from 'preact/hooks';
import { AdvisorPanel } from '../farkle/advisor-panel.tsx';
import { ManyPlayerScores, TwoPlayerScores } from '../farkle/scoreboard.tsx';
import { Table } from '../farkle/table.tsx';
import { NameField } from './name-field.tsx';
import { useScreenHeadingFocus } from '../shell/focus.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { recordRoomGame } from './record-game.ts';
import { sha256Hex } from './sha256.ts';
import { inviteLink, joinRoom } from './online-api.ts';
import { heldSeatIn, holdSeat, type HeldSeat } from './seat-tokens.ts';
import { TurnClock } from './turn-clock.tsx';
import { useRoomAdvisor } from './use-room-advisor.ts';
import { useRoom, type Answer } from './use-room.ts';
import { CONNECTION_WORDS, refusalText } from './words.ts';

/** A seat's presence in words; none where the seat's label says it all. */
const PRESENCE_WORDS: Readonly<Record<SeatPresence, string>> = {
  open: '',
  computer: '',
  'stand-in': 'Computer playing',
  here: 'Here',
  away: 'Away',
};

function seatLabel(seat: SeatView, index: number): string {
  if (seat.kind !== 'human')
    return `${seat.name ?? 'Computer'} (${seat.kind === 'expert' ? 'Expert' : 'Classic'})`;
  return seat.name ?? `Free seat ${index + 1}`;
}

function SeatList({
  view,
  mine,
  onHandOver,
}: {
  view: RoomView;
  mine: number | null;
  onHandOver?: (seat: number) => void;
}) {
  return (
    <ul class="online-seat-list" aria-label="Seats">
      {view.seats.map((seat, index) => (
        <li key={index} class={seat.connected ? 'online-here' : 'online-away'}>
          <span>{seatLabel(seat, index)}</span>
          {index === mine && <span class="online-tag">you</span>}
          {seat.creator && <span class="online-tag">creator</span>}
          {PRESENCE_WORDS[seatPresence(seat)] !== '' && (
            <span class="online-presence">{PRESENCE_WORDS[seatPresence(seat)]}</span>
          )}
          {onHandOver && handOverSeats(view).includes(index) && (
            <button type="button" class="button button-quiet button-small" onClick={() => onHandOver(index)}>
              Let the computer play
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

function Invite({ room }: { room: string }) {
  const link = inviteLink(room);
  const [copied, setCopied] = useState(false);
  const copy = (): void => {
    void navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div class="online-invite">
      <div class="fk-field">
        <label for="online-invite">Invite link</label>
        <input
          id="online-invite"
          type="text"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <button type="button" class="button" onClick={copy}>
        Copy invite link
      </button>
      {typeof navigator.share === 'function' && (
        <button
          type="button"
          class="button button-quiet"
          onClick={() => void navigator.share({ url: link, title: 'Farkle' }).catch(() => undefined)}
        >
          Share…
        </button>
      )}
      <p class="online-note" role="status">
        {copied ? 'Copied.' : ''}
      </p>
    </div>
  );
}

function JoinForm({
  room,
  view,
  onSeat,
  onWatch,
}: {
  room: string;
  view: RoomView | null;
  onSeat: (seat: HeldSeat) => void;
  onWatch: () => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const full = view !== null && openSeats(view).length === 0;
  const submit = async (event: Event): Promise<void> => {
    event.preventDefault();
    const answer = await joinRoom(room, name);
    if (!answer.ok) return setError(refusalText(answer));
    const held = { token: answer.token, seat: answer.seat };
    holdSeat(room, held);
    onSeat(held);
  };
  return (
    <form class="online-form" onSubmit={(event) => void submit(event)}>
      {full ? (
        <p>Every seat is taken: you can watch the game.</p>
      ) : (
        <>
          <NameField id="online-join-name" value={name} onInput={setName} />
          {error && (
            <p class="fk-field-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" class="button">
            Join
          </button>
        </>
      )}
      <button type="button" class="button button-quiet" onClick={onWatch}>
        Watch
      </button>
    </form>
  );
}

function DiceCheckLine({ view, playing }: { view: RoomView; playing: boolean }) {
  const [check, setCheck] = useState<DiceCheck>('checking');
  useEffect(() => {
    let live = true;
    setCheck('checking');
    void checkDice(view, sha256Hex).then((result) => {
      if (!live) return;
      setCheck(result);
      // A player keeps the game in their history; an onlooker only watched it.
      if (result === 'verified' && playing) recordRoomGame(view);
    });
    return () => {
      live = false;
    };
  }, [view.game?.number, view.game?.seed]);
  const words: Record<DiceCheck, string> = {
    checking: 'Checking the dice…',
    verified: 'Dice verified: seed matches the commitment shown at the start.',
    mismatch: 'The dice could not be verified: the seed does not match the commitment or the game.',
  };
  return <p class={`online-dice online-dice-${check}`}>{words[check]}</p>;
}

export function RoomPage({ room }: { room: string }) {
  useDocumentTitle('Online Farkle · Pastime');
  const heading = useScreenHeadingFocus<HTMLHeadingElement>();
  const [held, setHeld] = useState<HeldSeat | undefined>(() => heldSeatIn(room));
  const [watching, setWatching] = useState(false);
  const channel = useRoom(room, held?.token);
  const [problem, setProblem] = useState<string | null>(null);
  const { view, seat } = channel;
  const game = view?.game ?? null;
  const creator = view !== null && isCreatorSeat(view, seat);

  const answered = (answer: Answer): void => setProblem(answer.ok ? null : refusalText(answer));
  const act = (action: Action): void => {
    if (game) void channel.request('act', { seen: game.log.length, action }).then(answered);
  };
  const start = (): void => void channel.request('start').then(answered);
  const handOver = (target: number): void =>
    void channel.request('hand-over', { seat: target }).then(answered);

  const mine = game !== null && seat !== null && seatMayAct(game.state, seat);
  const seatsTaken = view !== null && roomCanStart(view);
  const state = game ? shownState(game.state) : null;
  const advisor = useRoomAdvisor(state, view !== null && roomAdvisorOffered(view, seat));

  return (
    <div class="online online-room">
      <h1 ref={heading} tabIndex={-1}>
        Online Farkle
      </h1>
      <p class={`online-connection online-${channel.connection}`} role="status">
        {CONNECTION_WORDS[channel.connection]}
        {seat === null && channel.connection === 'connected' ? ' · watching' : ''}
      </p>
      {channel.refusal && (
        <p class="fk-field-error" role="alert">
          {refusalText(channel.refusal)}
        </p>
      )}
      {held === undefined && !watching && view?.phase === 'waiting' && (
        <JoinForm room={room} view={view} onSeat={setHeld} onWatch={() => setWatching(true)} />
      )}
      {view && view.phase === 'waiting' && (
        <section class="online-lobby" aria-label="Room">
          <Invite room={room} />
          <SeatList view={view} mine={seat} />
          {creator && (
            <button type="button" class="button" disabled={!seatsTaken} onClick={start}>
              Start game
            </button>
          )}
          {!creator && <p class="online-note">The game starts when the room’s creator starts it.</p>}
        </section>
      )}
      {problem && (
        <p class="fk-field-error" role="alert">
          {problem}
        </p>
      )}
      {view && game && state && (
        <div class="farkle online-game">
          <p class="online-commitment">
            Dice commitment (SHA-256 of the seed): <code>{game.commitment}</code>
          </p>
          <TurnClock game={game} mine={mine} />
          <div class="online-table">
            <Table
              state={state}
              idle={false}
              watching={!mine}
              hinted={null}
              advised={advisor.advised}
              rollSerial={game.log.length}
              animate={false}
              onToggle={(index) => act({ type: 'toggle', index })}
              onRoll={() => act({ type: 'roll' })}
              onBank={() => act({ type: 'bank' })}
              onSelectAll={() => act({ type: 'select-all' })}
            />
            <div class="online-scores">
              {advisor.panel && <AdvisorPanel {...advisor.panel} />}
              {state.players.length === 2 ? (
                <TwoPlayerScores state={state} />
              ) : (
                <ManyPlayerScores state={state} />
              )}
              <SeatList view={view} mine={seat} {...(creator ? { onHandOver: handOver } : {})} />
            </div>
          </div>
          {view.phase === 'finished' && (
            <section class="online-end" aria-label="Game over">
              <DiceCheckLine view={view} playing={seat !== null} />
              <p class="online-note">
                Seed: <code>{game.seed}</code>
              </p>
              {creator && (
                <button type="button" class="button" onClick={start}>
                  Rematch
                </button>
              )}
            </section>
          )}
        </div>
      )}
    </div>
  );
}
