/**
 * `#/replay/<code>`: a finished game played again from its code. The code is decoded and every position
 * recomputed from its seed and moves before anything is shown, so what the screen calls verified is what the
 * moves give, never what the link claims. Stepping announces each position; playing does not (it would talk
 * over itself), and says only when it stops.
 */
import type { GameState } from '@pastime/2048';
import {
  DEFAULT_REPLAY_SPEED,
  REPLAY_SPEEDS,
  replayIntervalMs,
  replaySpeedText,
  type ReplaySpeed,
  farkledDice,
  rolledDice,
  advanceReplay,
  messageOf,
  playReplay,
  replayCursor,
  seekReplay,
  toggleReplay,
  type PlayedReplay,
} from '@pastime/app-core';
import type { FarkleState } from '@pastime/farkle';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { replayHref } from '../shell/route.ts';
import { useRoute } from '../shell/use-route.ts';
import { Board } from '../game2048/board.tsx';
import '../game2048/game2048.css';
import { Dice } from '../farkle/dice.tsx';
import '../farkle/farkle.css';
import { announce } from '../shell/announcer.tsx';
import { useScreenHeadingFocus } from '../shell/focus.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import './replay.css';

const numberFormat = new Intl.NumberFormat('en');
/** Time between positions while playing, at the normal speed. */
const PLAY_INTERVAL_MS = 500;

type Loaded =
  | { readonly kind: 'played'; readonly played: PlayedReplay }
  | { readonly kind: 'error'; readonly message: string };

function load(code: string): Loaded {
  try {
    return { kind: 'played', played: playReplay(code) };
  } catch (error) {
    return { kind: 'error', message: messageOf(error) };
  }
}

function describe2048(state: GameState): string {
  return `score ${numberFormat.format(state.score)}, highest tile ${numberFormat.format(state.bestTile)}`;
}

function describeFarkle(state: FarkleState): string {
  return state.players.map((player) => `${player.name} ${numberFormat.format(player.total)}`).join(', ');
}

function wonBy(state: FarkleState): string {
  const winner = state.winner === null ? undefined : state.players[state.winner];
  return winner === undefined ? '' : `, won by ${winner.name}`;
}

/** A replay is watched: no die can be picked. */
const NOT_TOGGLEABLE: readonly boolean[] = [false, false, false, false, false, false];

function FarklePosition({ state }: { readonly state: FarkleState }) {
  const player = state.players[state.current];
  return (
    <div class="replay-farkle">
      <p>
        {state.phase === 'game-over'
          ? `Game over after turn ${state.turn}${wonBy(state)}`
          : `Turn ${state.turn}${player ? `, ${player.name} to play` : ''}; points this turn: ${numberFormat.format(state.turnTotal)}`}
      </p>
      {/* The dice as the table draws them: the kept ones set aside, a farkle's marked. */}
      <div class="farkle replay-felt">
        <Dice
          dice={state.dice}
          toggleable={NOT_TOGGLEABLE}
          hinted={null}
          advised={null}
          farkled={farkledDice(state)}
          rolled={rolledDice(state)}
          rollSerial={0}
          animate={false}
          onToggle={() => undefined}
        />
      </div>
      <table class="games-table">
        <caption class="visually-hidden">Scores</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {state.players.map((each, index) => (
            <tr key={index}>
              <th scope="row">{each.name}</th>
              <td>{numberFormat.format(each.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LinkField({ code }: { readonly code: string }) {
  const id = useId();
  const link = `${location.origin}${location.pathname}${location.search}${replayHref(code)}`;
  return (
    <div class="replay-link">
      <label for={id}>
        Link
        <input id={id} type="text" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <button
        type="button"
        class="button"
        onClick={() => {
          navigator.clipboard.writeText(link).then(
            () => announce('Link copied.'),
            () => announce('The link could not be copied: select it and copy it.'),
          );
        }}
      >
        Copy link
      </button>
    </div>
  );
}

function Player({ played, code }: { readonly played: PlayedReplay; readonly code: string }) {
  const [cursor, setCursor] = useState(() => replayCursor(played));
  const { index, last, playing } = cursor;
  const [speed, setSpeed] = useState<ReplaySpeed>(DEFAULT_REPLAY_SPEED);
  const current = useRef(cursor);
  current.current = cursor;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(
      () => {
        const next = advanceReplay(current.current);
        current.current = next;
        setCursor(next);
        if (!next.playing) announce(`Paused at the end: move ${last} of ${last}.`);
      },
      replayIntervalMs(PLAY_INTERVAL_MS, speed),
    );
    return () => window.clearInterval(timer);
  }, [playing, last, speed]);

  const describeAt = (at: number): string => {
    if (played.game === '2048') {
      const state = played.positions[at];
      return state ? describe2048(state) : '';
    }
    const state = played.positions[at];
    return state ? describeFarkle(state) : '';
  };

  /** Moves to a position by a step of the player's: announced, and playing stops. */
  const stepTo = (at: number): void => {
    const next = seekReplay(cursor, at);
    setCursor(next);
    announce(`Move ${next.index} of ${last}: ${describeAt(next.index)}.`);
  };

  const togglePlay = (): void => {
    const next = toggleReplay(cursor);
    setCursor(next);
    if (next.playing) announce(`Playing from move ${next.index} of ${last}.`);
    else announce(`Paused at move ${index} of ${last}.`);
  };

  // Keys on the whole page, wherever the focus is (the heading has it first), but in a control that uses them.
  const onKey = useRef<(event: KeyboardEvent) => void>(() => undefined);
  onKey.current = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
    const target = event.target instanceof Element ? event.target : null;
    // Form fields (the slider, the link, the theme's radios) keep their keys; so does anything editable.
    if (target?.closest('input, select, textarea, [contenteditable=""], [contenteditable="true"]')) return;
    if (event.key === ' ') {
      // A button, a link or a summary acts on Space itself.
      if (target?.closest('button, a[href], summary, [role="button"], [role="menuitem"]')) return;
      togglePlay();
    } else if (event.key === 'ArrowLeft') stepTo(index - 1);
    else if (event.key === 'ArrowRight') stepTo(index + 1);
    else if (event.key === 'Home') stepTo(0);
    else if (event.key === 'End') stepTo(last);
    else return;
    event.preventDefault();
  };
  // Attached as the page is drawn, so a key pressed as soon as it shows is heard.
  useLayoutEffect(() => {
    const listener = (event: KeyboardEvent): void => onKey.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const verifiedText =
    played.game === '2048'
      ? `Verified: ${describe2048(played.final)}`
      : `Verified: ${describeFarkle(played.final)}${wonBy(played.final)}`;

  return (
    <div class="replay-player">
      <p class="replay-verified">{verifiedText}</p>
      <div class="replay-position">
        {played.game === '2048' ? (
          <div class="replay-board">
            <Board
              gameId="replay"
              state={played.positions[index] ?? played.final}
              animate={false}
              onSwipe={() => undefined}
              hint={null}
            />
          </div>
        ) : (
          <FarklePosition state={played.positions[index] ?? played.final} />
        )}
      </div>
      <p class="replay-count">
        Move {index} of {last}
      </p>
      <div class="replay-controls" role="group" aria-label="Replay controls">
        <button type="button" class="button" onClick={togglePlay}>
          {playing ? 'Pause' : 'Play'}
        </button>
        <button type="button" class="button" onClick={() => stepTo(0)} disabled={index === 0}>
          Start
        </button>
        <button type="button" class="button" onClick={() => stepTo(index - 1)} disabled={index === 0}>
          Step back
        </button>
        <button type="button" class="button" onClick={() => stepTo(index + 1)} disabled={index === last}>
          Step forward
        </button>
        <button type="button" class="button" onClick={() => stepTo(last)} disabled={index === last}>
          End
        </button>
        <label class="replay-speed">
          Speed
          <select
            value={String(speed)}
            onChange={(event) => {
              const chosen = REPLAY_SPEEDS.find((option) => String(option) === event.currentTarget.value);
              if (chosen !== undefined) setSpeed(chosen);
            }}
          >
            {REPLAY_SPEEDS.map((option) => (
              <option key={option} value={String(option)}>
                {replaySpeedText(option)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label class="replay-slider">
        Move
        <input
          type="range"
          min={0}
          max={last}
          step={1}
          value={index}
          aria-valuetext={`Move ${index} of ${last}`}
          onInput={(event) => stepTo(Number(event.currentTarget.value))}
        />
      </label>
      <LinkField code={code} />
    </div>
  );
}

export function ReplayPage() {
  const route = useRoute();
  const code = route.screen === 'replay' ? route.code : '';
  useDocumentTitle('Replay · Pastime');
  const heading = useScreenHeadingFocus<HTMLHeadingElement>();
  const loaded = useMemo(() => load(code), [code]);
  return (
    <article class="history-page">
      <h1 ref={heading} tabIndex={-1}>
        {loaded.kind === 'error'
          ? 'Replay'
          : loaded.played.game === 'farkle'
            ? 'Farkle replay'
            : '2048 replay'}
      </h1>
      {loaded.kind === 'error' ? (
        <p class="replay-error" role="alert">
          This replay cannot be played: {loaded.message}.
        </p>
      ) : (
        <Player key={code} played={loaded.played} code={code} />
      )}
    </article>
  );
}
