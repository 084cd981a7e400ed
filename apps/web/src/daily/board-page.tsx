/**
 * `#/daily`: the daily challenges. Today's two games to play (or go back to), the name shown on the boards, and
 * the boards: today's as it is played, any past day's (with its published seed, to practise that day's game
 * offline) and all days' together, each with the player's own rank.
 */
import {
  DAILY_GAMES,
  dailyRunStatus,
  dayAfter,
  dayClosed,
  formatPoints,
  seatNameProblem,
  type DailyGame,
  type DailyRunStatus,
  type DailyToday,
  type Leaderboard,
  type RunProblem,
  type Unreachable,
} from '@pastime/app-core';
import { useEffect, useState } from 'preact/hooks';
import { NameField } from '../online/name-field.tsx';
import { appStore } from '../shell/app-store.ts';
import { useScreenHeadingFocus } from '../shell/focus.ts';
import { dailyRunHref, hrefFor } from '../shell/route.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { fetchBoard, fetchToday, isProblem } from './daily-api.ts';
import { deviceOf } from './device.ts';
import { LeaderboardTable } from './leaderboard-table.tsx';
import { shelvePractice2048, shelvePracticeFarkle } from './practice.ts';
import { addDailyReplay } from './record-run.ts';
import { renameDevice } from './rename.ts';
import { dailyProblemText, GAME_NAMES } from './words.ts';

type SpanKind = 'today' | 'day' | 'all';

const device = deviceOf(appStore);

const PLAY_WORDS: Readonly<Record<DailyRunStatus, string>> = {
  new: 'Play today’s',
  'in-play': 'Resume today’s',
  played: 'Played today:',
};

/** Today's date from the server, and each game's run of today for this device. */
function useToday(serial: number): {
  today: DailyToday | Unreachable | null;
  status: Readonly<Record<DailyGame, DailyRunStatus>> | null;
} {
  const [today, setToday] = useState<DailyToday | Unreachable | null>(null);
  const [status, setStatus] = useState<Readonly<Record<DailyGame, DailyRunStatus>> | null>(null);
  useEffect(() => {
    let live = true;
    const token = device.token();
    void fetchToday().then((answer) => {
      if (!live) return;
      setToday(answer);
      // Yesterday's runs have their replay codes now: the history's records of them take theirs.
      if (token === undefined || isProblem(answer)) return;
      for (const game of DAILY_GAMES) {
        void fetchBoard(game, dayAfter(answer.today, -1), token).then((board) => {
          if (!isProblem(board) && board.own !== null) addDailyReplay(appStore, game, board.own);
        });
      }
    });
    void Promise.all(DAILY_GAMES.map((game) => fetchBoard(game, 'today', token))).then((boards) => {
      if (!live) return;
      const [of2048, ofFarkle] = boards.map((board) => (isProblem(board) ? null : board.own));
      setStatus({ '2048': dailyRunStatus(of2048 ?? null), farkle: dailyRunStatus(ofFarkle ?? null) });
    });
    return () => {
      live = false;
    };
  }, [serial]);
  return { today, status };
}

/** Keeps `name` as the device's, renamed on the boards when the device has played; a sentence when refused. */
async function keepName(name: string): Promise<string | null> {
  const problem = seatNameProblem(name, []);
  if (problem !== undefined) return dailyProblemText({ ok: false, reason: 'bad-name', problem });
  const shown = name.trim();
  if (shown === device.name()) return null;
  const token = device.token();
  const answer = token === undefined ? null : await renameDevice(token, shown);
  if (answer !== null && !answer.ok) return dailyProblemText(answer);
  device.keepName(shown);
  return null;
}

function NameForm({
  name,
  onInput,
  onSaved,
}: {
  name: string;
  onInput: (name: string) => void;
  onSaved: () => void;
}) {
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const save = async (event: Event): Promise<void> => {
    event.preventDefault();
    const problem = await keepName(name);
    if (problem !== null) return setMessage({ text: problem, error: true });
    setMessage({ text: 'Saved.', error: false });
    onSaved();
  };
  return (
    <form class="daily-name-form" onSubmit={(event) => void save(event)}>
      <NameField id="daily-name" value={name} onInput={onInput} />
      <button type="submit" class="button button-quiet">
        Save name
      </button>
      <p class={message?.error === true ? 'fk-field-error' : 'online-note'} role="status">
        {message?.text ?? 'Your runs are shown under this name on every board.'}
      </p>
    </form>
  );
}

function PlayButtons({
  name,
  status,
}: {
  name: string;
  status: Readonly<Record<DailyGame, DailyRunStatus>> | null;
}) {
  const [error, setError] = useState<string | null>(null);
  const play = async (game: DailyGame): Promise<void> => {
    // The name in the field is the one played under, saved or not.
    const problem = await keepName(name);
    if (problem !== null) {
      setError(problem);
      document.getElementById('daily-name')?.focus();
      return;
    }
    location.hash = dailyRunHref(game);
  };
  return (
    <div class="daily-play">
      {DAILY_GAMES.map((game) => {
        const state = status?.[game] ?? 'new';
        return (
          <button
            key={game}
            type="button"
            class={state === 'played' ? 'button button-quiet' : 'button'}
            disabled={status === null || state === 'played'}
            onClick={() => void play(game)}
          >
            {PLAY_WORDS[state]} {GAME_NAMES[game]}
          </button>
        );
      })}
      {error && (
        <p class="fk-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function Switch<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly { readonly value: T; readonly label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset class="daily-switch">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} class="daily-switch-option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

function OwnRank({ board }: { board: Leaderboard }) {
  if (device.token() === undefined) return <p class="online-note">Play a run to appear on the boards.</p>;
  if (board.own === null) return <p class="online-note">You have no run on this board.</p>;
  return (
    <p class="daily-own-rank">
      Your rank: <strong>{board.own.rank}</strong> of {board.runs}, with {formatPoints(board.own.score)}{' '}
      points.
    </p>
  );
}

function Practice({ game, seed, day }: { game: DailyGame; seed: string; day: string }) {
  const practise = (): void => {
    if (game === '2048') shelvePractice2048(appStore, seed);
    else shelvePracticeFarkle(appStore, seed, device.name() || 'Player');
    location.hash = hrefFor(game);
  };
  return (
    <div class="daily-seed">
      <p>
        Seed of {day}: <code>{seed}</code>
      </p>
      <button type="button" class="button button-quiet" onClick={practise}>
        Practice
      </button>
      <span class="online-note">
        {' '}
        plays this day’s {GAME_NAMES[game]} again here, offline and not ranked.
      </span>
    </div>
  );
}

export function BoardPage() {
  useDocumentTitle('Daily challenges · Pastime');
  const heading = useScreenHeadingFocus<HTMLHeadingElement>();
  const [serial, setSerial] = useState(0);
  const [name, setName] = useState(() => device.name());
  const { today, status } = useToday(serial);
  const [game, setGame] = useState<DailyGame>('2048');
  const [kind, setKind] = useState<SpanKind>('today');
  const todayDay = today !== null && !isProblem(today) ? today.today : null;
  const [day, setDay] = useState<string | null>(null);
  const pastDay = day ?? (todayDay === null ? null : dayAfter(todayDay, -1));
  const span = kind === 'today' ? 'today' : kind === 'all' ? 'all' : pastDay;
  const [board, setBoard] = useState<Leaderboard | RunProblem | null>(null);

  useEffect(() => {
    if (span === null) return;
    let live = true;
    setBoard(null);
    void fetchBoard(game, span, device.token()).then((answer) => {
      if (!isProblem(answer) && answer.own !== null) addDailyReplay(appStore, game, answer.own);
      if (live) setBoard(answer);
    });
    return () => {
      live = false;
    };
  }, [game, span, serial]);

  const spanWords =
    kind === 'all' ? 'all days' : kind === 'today' ? `today (${todayDay ?? '…'})` : (pastDay ?? '');
  const caption = `${GAME_NAMES[game]}, ${spanWords}`;
  const closedDay =
    board !== null && !isProblem(board) && board.span !== 'all' && dayClosed(board.span, Date.now());

  return (
    <div class="online daily">
      <h1 ref={heading} tabIndex={-1}>
        Daily challenges
      </h1>
      <p class="online-intro">
        Every day at midnight UTC, a new 2048 and a new Farkle game, the same for everyone. You have one
        ranked run of each a day: the server deals every tile and roll as you play, with no undo, hint or
        advisor.
      </p>
      {today !== null && isProblem(today) && (
        <p class="fk-field-error" role="alert">
          {dailyProblemText(today)}
        </p>
      )}
      <NameForm name={name} onInput={setName} onSaved={() => setSerial((n) => n + 1)} />
      <PlayButtons name={name} status={status} />

      <section class="daily-boards" aria-labelledby="daily-boards-heading">
        <h2 id="daily-boards-heading">Leaderboards</h2>
        <div class="daily-switches">
          <Switch
            legend="Game"
            name="daily-game"
            value={game}
            options={DAILY_GAMES.map((value) => ({ value, label: GAME_NAMES[value] }))}
            onChange={setGame}
          />
          <Switch<SpanKind>
            legend="Day"
            name="daily-span"
            value={kind}
            options={[
              { value: 'today', label: 'Today' },
              { value: 'day', label: 'A past day' },
              { value: 'all', label: 'All time' },
            ]}
            onChange={setKind}
          />
          {kind === 'day' && todayDay !== null && (
            <div class="fk-field daily-day">
              <label for="daily-day">Past day</label>
              <input
                id="daily-day"
                type="date"
                max={dayAfter(todayDay, -1)}
                value={pastDay ?? ''}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  if (value !== '' && value < todayDay) setDay(value);
                }}
              />
            </div>
          )}
        </div>
        {board === null && (
          <p class="online-note" role="status">
            Loading the board…
          </p>
        )}
        {board !== null && isProblem(board) && (
          <p class="fk-field-error" role="alert">
            {dailyProblemText(board)}
          </p>
        )}
        {board !== null && !isProblem(board) && (
          <>
            <OwnRank board={board} />
            {closedDay && board.seed !== null && <Practice game={game} seed={board.seed} day={board.span} />}
            {board.entries.length === 0 ? (
              <p class="online-note">No runs on this board yet.</p>
            ) : (
              <LeaderboardTable board={board} caption={caption} today={todayDay ?? ''} />
            )}
            {board.runs > board.entries.length && (
              <p class="online-note">
                The best {board.entries.length} of {board.runs} runs.
              </p>
            )}
          </>
        )}
      </section>
    </div>
  );
}
