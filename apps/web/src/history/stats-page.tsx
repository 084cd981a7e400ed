/**
 * `#/stats`: the statistics of the finished games kept in this browser, a section per game, each chart a figure
 * with its numbers in a table; and the Farkle history, each game with its replay.
 */
import {
  farkleStats,
  ONE_PLAYER_OPTIMUM,
  OPTIMUM_PER_TURN,
  stats2048,
  type FarkleStats,
  type FinishedFarkleGame,
  type SizeStats2048,
} from '@pastime/app-core';
import { useEffect, useState } from 'preact/hooks';
import { farkleGamesDocument } from '../farkle/storage.ts';
import { recordsDocument } from '../game2048/session.ts';
import { useScreenHeadingFocus } from '../shell/focus.ts';
import { ScrollTable } from '../shell/scroll-table.tsx';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { appStore } from '../shell/app-store.ts';
import { BarChart, LineChart } from './charts.tsx';
import { FarkleHistory } from './farkle-history.tsx';
import './stats.css';

const numberFormat = new Intl.NumberFormat('en');
const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });

const OPPONENT_NAMES = {
  person: 'A person',
  classic: 'Computer (Classic)',
  expert: 'Computer (Expert)',
} as const;

function orDash(value: number | null, format: Intl.NumberFormat = numberFormat): string {
  return value === null ? '—' : format.format(value);
}

function Size2048({ stats }: { readonly stats: SizeStats2048 }) {
  const board = `${stats.size}×${stats.size}`;
  // Oldest first (as the statistics give them): "over time" reads left to right.
  const games = stats.games;
  return (
    <section class="stats-size" aria-label={`${board} board`}>
      <h3>{board} board</h3>
      <div class="stats-charts">
        <BarChart
          caption={`Highest tile reached, ${board} board: games per tile`}
          columns={['Highest tile', 'Games']}
          rows={stats.highestTiles.map((entry) => ({ label: String(entry.tile), value: entry.games }))}
        />
        <LineChart
          caption={`Score of each game over time, ${board} board`}
          columns={['Game', 'Score']}
          rows={games.map((game, index) => ({ label: `Game ${index + 1}`, value: game.score }))}
        />
        <BarChart
          caption={`Moves per game, ${board} board`}
          columns={['Game', 'Moves']}
          rows={games.map((game, index) => ({ label: `Game ${index + 1}`, value: game.moves }))}
        />
      </div>
    </section>
  );
}

function Section2048({ sizes }: { readonly sizes: readonly SizeStats2048[] }) {
  return (
    <section class="stats-section" aria-labelledby="stats-2048">
      <h2 id="stats-2048">2048</h2>
      {sizes.length === 0 ? (
        <p class="panel-empty">No finished 2048 games yet.</p>
      ) : (
        <>
          <ScrollTable label="2048 games by board size" tableClass="stats-table">
            <caption>2048 games by board size</caption>
            <thead>
              <tr>
                <th scope="col">Board</th>
                <th scope="col">Played</th>
                <th scope="col">Won</th>
                <th scope="col">Best</th>
                <th scope="col">Mean</th>
                <th scope="col">Median</th>
              </tr>
            </thead>
            <tbody>
              {sizes.map((size) => (
                <tr key={size.size}>
                  <th scope="row">
                    {size.size}×{size.size}
                  </th>
                  <td>{numberFormat.format(size.played)}</td>
                  <td>{numberFormat.format(size.won)}</td>
                  <td>{numberFormat.format(size.best)}</td>
                  <td>{orDash(size.mean, oneDecimal)}</td>
                  <td>{orDash(size.median, oneDecimal)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          {sizes.map((size) => (
            <Size2048 key={size.size} stats={size} />
          ))}
        </>
      )}
    </section>
  );
}

function SectionFarkle({
  stats,
  games,
}: {
  readonly stats: FarkleStats;
  readonly games: readonly FinishedFarkleGame[];
}) {
  return (
    <section class="stats-section" aria-labelledby="stats-farkle">
      <h2 id="stats-farkle">Farkle</h2>
      {stats.played === 0 ? (
        <p class="panel-empty">
          {games.length === 0
            ? 'No finished Farkle games yet.'
            : 'No Farkle game played to its end yet: the games given up below count in no chart.'}
        </p>
      ) : (
        <>
          {stats.against.length > 0 && (
            <ScrollTable label="Farkle games by opponent" tableClass="stats-table">
              <caption>Farkle games and wins by opponent</caption>
              <thead>
                <tr>
                  <th scope="col">Opponent</th>
                  <th scope="col">Games</th>
                  <th scope="col">Wins</th>
                </tr>
              </thead>
              <tbody>
                {stats.against.map((entry) => (
                  <tr key={entry.opponent}>
                    <th scope="row">{OPPONENT_NAMES[entry.opponent]}</th>
                    <td>{numberFormat.format(entry.games)}</td>
                    <td>{numberFormat.format(entry.wins)}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          )}
          <dl class="stats-facts">
            <div>
              <dt>Points per turn</dt>
              <dd>
                {orDash(stats.pointsPerTurn, oneDecimal)} (the optimum:{' '}
                {numberFormat.format(Math.round(OPTIMUM_PER_TURN))})
              </dd>
            </div>
            <div>
              <dt>Farkle rate</dt>
              <dd>{orDash(stats.farkleRate, percent)} of turns</dd>
            </div>
            <div>
              <dt>Turns played</dt>
              <dd>{numberFormat.format(stats.turns)}</dd>
            </div>
          </dl>
          <div class="stats-charts">
            <LineChart
              caption={`One-player scores over time, against the optimum's mean of ${numberFormat.format(Math.round(ONE_PLAYER_OPTIMUM))}`}
              columns={['Game', 'Score']}
              rows={stats.onePlayer.map((game, index) => ({ label: `Game ${index + 1}`, value: game.score }))}
              reference={{ value: ONE_PLAYER_OPTIMUM, label: 'Optimum' }}
            />
            <BarChart
              caption={`Points per turn, against the optimum's ${numberFormat.format(Math.round(OPTIMUM_PER_TURN))}`}
              columns={['Who', 'Points per turn']}
              rows={[
                { label: 'You', value: Math.round((stats.pointsPerTurn ?? 0) * 10) / 10 },
                { label: 'Optimum', value: Math.round(OPTIMUM_PER_TURN * 10) / 10 },
              ]}
            />
            <BarChart
              caption="Banked turn scores: turns per range of points"
              columns={['Points from', 'Turns']}
              rows={stats.banked.map((bin) => ({ label: String(bin.from), value: bin.count }))}
            />
          </div>
        </>
      )}
      {games.length > 0 && (
        <>
          <h3>Finished Farkle games</h3>
          <FarkleHistory games={games} />
        </>
      )}
    </section>
  );
}

interface History {
  readonly sizes: readonly SizeStats2048[];
  readonly farkle: FarkleStats;
  readonly farkleGames: readonly FinishedFarkleGame[];
}

/**
 * The statistics of the finished games once both histories have been read from the browser's database (until
 * then, undefined), read again when another tab records a game.
 */
function useHistory(): History | undefined {
  const [history, setHistory] = useState<History | undefined>(undefined);
  useEffect(() => {
    const records = recordsDocument(appStore);
    const farkle = farkleGamesDocument(appStore);
    let ready = false;
    let live = true;
    const read = (): void => {
      if (!ready || !live) return;
      const farkleGames = farkle.read();
      setHistory({
        sizes: stats2048(records.read().games),
        farkle: farkleStats(farkleGames),
        farkleGames,
      });
    };
    void Promise.all([records.ready, farkle.ready]).then(() => {
      ready = true;
      read();
    });
    const stops = [records.watch(read), farkle.watch(read)];
    return () => {
      live = false;
      for (const stop of stops) stop();
    };
  }, []);
  return history;
}

export function StatsPage() {
  useDocumentTitle('Statistics · Pastime');
  const heading = useScreenHeadingFocus<HTMLHeadingElement>();
  const history = useHistory();
  return (
    <article class="history-page" aria-busy={history === undefined}>
      <h1 ref={heading} tabIndex={-1}>
        Statistics
      </h1>
      {history && (
        <>
          <Section2048 sizes={history.sizes} />
          <SectionFarkle stats={history.farkle} games={history.farkleGames} />
        </>
      )}
    </article>
  );
}
