import type { Direction, GameState } from '@pastime/2048';
import type { FinishedGame2048, UnfinishedGame2048 } from '@pastime/app-core';
import type { RefObject } from 'preact';
import { Dialog } from '../shell/dialog.tsx';
import { AiControls } from './ai-controls.tsx';
import { Board } from './board.tsx';
import { FinishedGames } from './finished-games.tsx';
import { MoveHelp } from './move-help.tsx';
import { ScoreBox } from './score-box.tsx';
import type { AutoPlaySettings, Settings } from './settings.ts';
import { SettingsPanel } from './settings-panel.tsx';
import { UnfinishedGames } from './unfinished-games.tsx';

/** Everything the 2048 screen shows, and what each of its controls asks for. */
export interface Game2048ViewProps {
  readonly heading: RefObject<HTMLHeadingElement>;
  readonly top: RefObject<HTMLDivElement>;
  readonly gameId: string;
  readonly state: GameState;
  readonly best: number;
  /** Points the last move scored, shown rising from the score; `serial` tells one move from the next. */
  readonly gain: { readonly points: number; readonly serial: number } | undefined;
  readonly animate: boolean;
  readonly hint: Direction | null;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly autoPlaying: boolean;
  readonly settings: Settings;
  readonly autoSettings: AutoPlaySettings;
  readonly unfinished: readonly UnfinishedGame2048[];
  readonly finished: readonly FinishedGame2048[];
  /** The game over box is shown (the game is lost and the box not closed). */
  readonly showLost: boolean;
  readonly onNewGame: () => void;
  readonly onUndo: () => void;
  readonly onRedo: () => void;
  readonly onKeepGoing: () => void;
  readonly onCloseLost: () => void;
  readonly onHint: () => void;
  readonly onToggleAutoPlay: () => void;
  readonly onAutoPlay: (next: AutoPlaySettings) => void;
  readonly onApproach: () => void;
  readonly onSwipe: (direction: Direction) => void;
  readonly onResume: (id: string) => void;
  readonly onApply: (next: Settings) => void;
}

/** The 2048 screen drawn from its props. */
export function Game2048View(props: Game2048ViewProps) {
  const { state, autoSettings, onNewGame, onKeepGoing, onCloseLost } = props;
  return (
    <div class="g2048">
      <div class="g2048-top" ref={props.top}>
        <h1 class="g2048-title" ref={props.heading} tabIndex={-1}>
          2048
        </h1>
        <div class="scores">
          <ScoreBox label="Score" id="score" value={state.score} gain={props.gain} />
          <ScoreBox label="Best" id="best" value={props.best} />
        </div>
      </div>
      <p class="g2048-goal">
        {state.status === 'lost' ? (
          // Also said once the game over box is closed, so the full board is not left unexplained.
          <>
            Game over: no moves are left. Start a <strong>New Game</strong> or undo.
          </>
        ) : (
          <>
            Join equal tiles to reach <strong>{state.winValue}</strong> on a {state.size}×{state.size} board.
          </>
        )}
      </p>
      <div class="g2048-actions">
        <button type="button" class="button" onClick={() => onNewGame()}>
          New Game
        </button>
        <button type="button" class="button button-quiet" disabled={!props.canUndo} onClick={props.onUndo}>
          Undo
        </button>
        <button type="button" class="button button-quiet" disabled={!props.canRedo} onClick={props.onRedo}>
          Redo
        </button>
      </div>
      <AiControls
        autoPlaying={props.autoPlaying}
        speed={autoSettings.speed}
        onHint={props.onHint}
        onToggleAutoPlay={props.onToggleAutoPlay}
        onSpeed={(speed) => props.onAutoPlay({ ...autoSettings, speed })}
        onApproach={props.onApproach}
      />
      <Board
        gameId={props.gameId}
        state={state}
        animate={props.animate}
        onSwipe={props.onSwipe}
        hint={props.hint}
      />
      <div class="g2048-side">
        <UnfinishedGames games={props.unfinished} onResume={props.onResume} />
        <MoveHelp />
        <SettingsPanel
          settings={props.settings}
          onApply={props.onApply}
          autoPlay={autoSettings}
          onAutoPlay={props.onAutoPlay}
        />
        <FinishedGames games={props.finished} />
      </div>

      <Dialog
        open={state.status === 'won'}
        class="dialog-win"
        title="You win!"
        description={`You made the ${state.winValue} tile with a score of ${state.score}.`}
        onCancel={onKeepGoing}
      >
        <div class="dialog-actions">
          <button type="button" class="button" data-autofocus onClick={onKeepGoing}>
            Keep going
          </button>
          <button type="button" class="button button-quiet" onClick={() => onNewGame()}>
            New Game
          </button>
        </div>
      </Dialog>

      <Dialog
        open={props.showLost}
        title="Game over"
        description={
          <>
            No moves are left. Your score: <strong>{state.score}</strong>.
          </>
        }
        onCancel={onCloseLost}
      >
        <div class="dialog-actions">
          <button type="button" class="button" data-autofocus onClick={() => onNewGame()}>
            Try again
          </button>
          <button type="button" class="button button-quiet" onClick={onCloseLost}>
            Close
          </button>
        </div>
      </Dialog>
    </div>
  );
}
