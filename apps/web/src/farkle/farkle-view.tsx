import type { FarkleState } from '@pastime/farkle';
import type { RefObject } from 'preact';
import { AdvisorPanel, type AdvisorPanelProps } from './advisor-panel.tsx';
import { EndDialog, type EndDialogProps } from './end-dialog.tsx';
import { FileMenu, type FileMenuProps } from './file-menu.tsx';
import { LastTurnDialog, type LastTurnDialogProps } from './last-turn-dialog.tsx';
import { LeaveGameDialog, type LeaveGameDialogProps } from './leave-game-dialog.tsx';
import { ModeDialog, type ModeDialogProps } from './mode-dialog.tsx';
import { ResetHighScoreDialog, type ResetHighScoreDialogProps } from './reset-high-score-dialog.tsx';
import { RulesPanel } from './rules-panel.tsx';
import { ManyPlayerScores, OnePlayerScores, TwoPlayerScores } from './scoreboard.tsx';
import { Table, type TableProps } from './table.tsx';
import { modeLabel } from './view.ts';

/** Everything the Farkle screen shows: each part's own props, and where it goes. */
export interface FarkleViewProps {
  readonly heading: RefObject<HTMLHeadingElement>;
  /** The middle of the table, where focus is kept while a person plays. */
  readonly center: RefObject<HTMLDivElement>;
  /** The game in progress or just ended; null before the first one. */
  readonly game: FarkleState | null;
  readonly highScore: number;
  readonly menu: FileMenuProps;
  readonly table: TableProps;
  readonly advisor: AdvisorPanelProps;
  readonly mode: ModeDialogProps;
  readonly reset: ResetHighScoreDialogProps;
  readonly leave: LeaveGameDialogProps;
  readonly lastTurn: LastTurnDialogProps;
  readonly end: EndDialogProps;
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
  const { game } = props;
  return (
    <div class="farkle">
      <div class="farkle-bar">
        <FileMenu {...props.menu} />
        <h1 class="farkle-title" ref={props.heading} tabIndex={-1}>
          Farkle
        </h1>
        {game && <p class="farkle-mode">{modeLabel(game)}</p>}
      </div>
      <div class={layoutClass(game)}>
        <div class="farkle-center" ref={props.center}>
          <Table {...props.table} />
          <AdvisorPanel {...props.advisor} />
        </div>
        <div class="farkle-scores">{game && <Scores state={game} highScore={props.highScore} />}</div>
        <div class="farkle-side">
          <RulesPanel rules={props.table.state.rules} />
        </div>
      </div>
      <ModeDialog {...props.mode} />
      <ResetHighScoreDialog {...props.reset} />
      <LeaveGameDialog {...props.leave} />
      <LastTurnDialog {...props.lastTurn} />
      <EndDialog {...props.end} />
    </div>
  );
}
