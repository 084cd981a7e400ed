import type { Action, Advice, FarkleState, FinalRoundStartedEvent } from '@pastime/farkle';
import type { RefObject } from 'preact';
import { AdvisorPanel } from './advisor-panel.tsx';
import { EndDialog } from './end-dialog.tsx';
import { FileMenu } from './file-menu.tsx';
import { LastTurnDialog } from './last-turn-dialog.tsx';
import { ModeDialog } from './mode-dialog.tsx';
import type { ModeForm } from './mode-form.ts';
import { ResetHighScoreDialog } from './reset-high-score-dialog.tsx';
import { RulesPanel } from './rules-panel.tsx';
import { ManyPlayerScores, OnePlayerScores, TwoPlayerScores } from './scoreboard.tsx';
import type { SetupForm } from './setup-form.ts';
import { Table } from './table.tsx';
import type { WinTableStatus } from './use-win-table.ts';
import { menuItems, modeLabel, type EndSummary, type MenuCommand } from './view.ts';

/** Everything the Farkle screen shows, and what each of its controls asks for. */
export interface FarkleViewProps {
  readonly heading: RefObject<HTMLHeadingElement>;
  /** The middle of the table, where focus is kept while a person plays. */
  readonly center: RefObject<HTMLDivElement>;
  /** The game in progress or just ended; null before the first one. */
  readonly game: FarkleState | null;
  /** What the table shows: the game, else an empty table behind the mode dialog. */
  readonly shown: FarkleState;
  readonly highScore: number;
  readonly hint: readonly number[] | null;
  /** Counts the rolls, so that each one tumbles its dice anew. */
  readonly rollSerial: number;
  readonly animate: boolean;
  readonly advisor: {
    readonly on: boolean;
    readonly advice: Advice | null;
    readonly error: string | null;
    readonly table: WinTableStatus;
  };
  /** The last-turn notice, while it is due. */
  readonly lastTurn: FinalRoundStartedEvent | null;
  /** The end of the game box, while it is shown. */
  readonly summary: EndSummary | null;
  readonly modeOpen: boolean;
  readonly form: ModeForm;
  readonly setup: SetupForm;
  /** Reset High Score asks first. */
  readonly confirmReset: boolean;
  readonly onCommand: (command: MenuCommand) => void;
  readonly onPlay: (action: Action) => void;
  readonly onToggleAdvisor: () => void;
  readonly onForm: (form: ModeForm) => void;
  readonly onSetup: (setup: SetupForm) => void;
  readonly onStart: () => void;
  readonly onQuit: () => void;
  readonly onCancelMode: () => void;
  readonly onResetHighScore: () => void;
  readonly onCancelReset: () => void;
  readonly onDismissLastTurn: () => void;
  readonly onRestart: () => void;
  readonly onMainMenu: () => void;
}

function layoutClass(state: FarkleState | null): string {
  if (state === null || state.players.length === 1) return 'farkle-layout';
  return state.players.length === 2 ? 'farkle-layout farkle-layout-two' : 'farkle-layout farkle-layout-many';
}

function Scores({ state, highScore }: { readonly state: FarkleState; readonly highScore: number }) {
  if (state.players.length === 1) return <OnePlayerScores state={state} highScore={highScore} />;
  return state.players.length === 2 ? <TwoPlayerScores state={state} /> : <ManyPlayerScores state={state} />;
}

/** The Farkle screen drawn from its props: the menu bar, the table, the scores, the rules and the dialogs. */
export function FarkleView(props: FarkleViewProps) {
  const { game, shown, advisor, onPlay, onQuit } = props;
  return (
    <div class="farkle">
      <div class="farkle-bar">
        <FileMenu items={menuItems(game, advisor.on)} onCommand={props.onCommand} />
        <h1 class="farkle-title" ref={props.heading} tabIndex={-1}>
          Farkle
        </h1>
        {game && <p class="farkle-mode">{modeLabel(game)}</p>}
      </div>
      <div class={layoutClass(game)}>
        <div class="farkle-center" ref={props.center}>
          <Table
            state={shown}
            idle={game === null}
            hinted={props.hint}
            advised={advisor.advice && game?.phase === 'choosing' ? advisor.advice.indices : null}
            rollSerial={props.rollSerial}
            animate={props.animate}
            onToggle={(index) => onPlay({ type: 'toggle', index })}
            onRoll={() => onPlay({ type: 'roll' })}
            onBank={() => onPlay({ type: 'bank' })}
            onSelectAll={() => onPlay({ type: 'select-all' })}
          />
          <AdvisorPanel
            on={advisor.on}
            state={game}
            advice={advisor.advice}
            error={advisor.error}
            onToggle={props.onToggleAdvisor}
            table={advisor.table}
          />
        </div>
        <div class="farkle-scores">{game && <Scores state={game} highScore={props.highScore} />}</div>
        <div class="farkle-side">
          <RulesPanel rules={shown.rules} />
        </div>
      </div>

      <ModeDialog
        open={props.modeOpen}
        form={props.form}
        onChange={props.onForm}
        setup={props.setup}
        onSetupChange={props.onSetup}
        onStart={props.onStart}
        onClose={onQuit}
        onCancel={props.onCancelMode}
      />
      <ResetHighScoreDialog
        open={props.confirmReset}
        highScore={props.highScore}
        onReset={props.onResetHighScore}
        onCancel={props.onCancelReset}
      />
      <LastTurnDialog state={game} notice={props.lastTurn} onDismiss={props.onDismissLastTurn} />
      <EndDialog
        summary={props.summary}
        onPlayAgain={props.onRestart}
        onMainMenu={props.onMainMenu}
        onQuit={onQuit}
      />
    </div>
  );
}
