import { formatPoints } from '@pastime/app-core';
import { Fragment } from 'preact';
import { BANK_THRESHOLD, ONE_PLAYER_TURNS, SCORING_RULES, WINNING_TOTAL } from '@pastime/farkle';
import { hrefFor } from '../shell/route.ts';
import { useScreenHeadingFocus } from '../shell/focus.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';

/**
 * `#/farkle/how-to-play`: a turn, the scoring combinations (the engine's table), the two modes, the keys, and what
 * Hint, the Advisor and the Expert computer do. Loaded with the Farkle code, whose engine it quotes.
 */
export function HowToPlayFarkle() {
  useDocumentTitle('How to play Farkle · Pastime');
  const heading = useScreenHeadingFocus<HTMLHeadingElement>();
  return (
    <article class="guide">
      <h1 ref={heading} tabIndex={-1}>
        How to play Farkle
      </h1>
      <p class="guide-intro">
        Roll six dice, set scoring dice aside after every roll, and bank the points of your turn before a roll
        that scores nothing — a <strong>Farkle</strong> — takes them all away.{' '}
        <a href={hrefFor('farkle')}>Play Farkle</a>.
      </p>

      <h2>A turn</h2>
      <ol>
        <li>
          <strong>Roll Dice</strong> throws every die that is not set aside.
        </li>
        <li>
          If the roll scores nothing, that is a Farkle: the turn ends and its points are lost. Otherwise
          select at least one scoring die; the selected dice's score shows under the turn score.
        </li>
        <li>
          Then roll the remaining dice again to score more, or <strong>Bank Score</strong> to add the turn's
          points to your total (from {formatPoints(BANK_THRESHOLD)} points in a turn).
        </li>
        <li>
          When all six dice have scored (<strong>hot dice</strong>), you get a bonus roll with all six dice
          again.
        </li>
      </ol>
      <p>
        <strong>Select All</strong> selects every die of the roll that scores. Only the dice of one roll
        combine: a 1 set aside earlier does not join a later pair of 1s.
      </p>

      <h2>Scoring</h2>
      <table class="guide-table">
        <thead>
          <tr>
            <th scope="col">Combination</th>
            <th scope="col">For example</th>
            <th scope="col" class="guide-number">
              Points
            </th>
          </tr>
        </thead>
        <tbody>
          {SCORING_RULES.map((rule) => (
            <tr key={rule.combination}>
              <th scope="row">{rule.combination}</th>
              <td>{rule.example.join(' ')}</td>
              <td class="guide-number">{formatPoints(rule.points)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>One or two players</h2>
      <ul>
        <li>
          <strong>1 Player Mode</strong>: {ONE_PLAYER_TURNS} turns to beat the high score.
        </li>
        <li>
          <strong>2 Player Mode</strong>: two people, or you against the computer, race to{' '}
          {formatPoints(WINNING_TOTAL)}. The first to get there is marked, and the other player has one last
          turn to beat that total.
        </li>
      </ul>

      <h2>Keys</h2>
      <table class="guide-table">
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">Does</th>
          </tr>
        </thead>
        <tbody>
          {(
            [
              [['1', '6'], 'Select or release that die'],
              [['R'], 'Roll Dice'],
              [['B'], 'Bank Score'],
              [['A'], 'Select All'],
              [['H'], 'Hint'],
              [
                ['Tab', 'Enter', 'Space'],
                'Reach and press any button; the File menu opens with Enter or an arrow',
              ],
            ] as const
          ).map(([keys, does]) => (
            <tr key={does}>
              <th scope="row">
                {keys.map((key, i) => (
                  <Fragment key={key}>
                    {i > 0 && (keys.length === 2 ? ' to ' : ' ')}
                    <kbd>{key}</kbd>
                  </Fragment>
                ))}
              </th>
              <td>{does}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>Hint, the Advisor and the Expert</h2>
      <dl class="guide-terms">
        <dt>Hint (File menu, or H)</dt>
        <dd>
          After a roll, outlines the dice that give the roll's highest score. The most points now is not
          always the best play: keeping fewer dice leaves more to roll.
        </dd>
        <dt>Advisor (the button under the table, or the File menu)</dt>
        <dd>
          Works out the best play exactly. Before a roll it says what your turn is worth; after a roll it
          rings the dice to keep, says whether to roll on or bank, and lists the three best choices with the
          points they are worth (one player) or your chance to win (two players), and your own choice beside
          them.
        </dd>
        <dt>Computer level: Classic or Expert</dt>
        <dd>
          Against the computer, <strong>Classic</strong> plays like the original game: it always keeps the
          highest-scoring dice and rolls on until its turn reaches a goal. <strong>Expert</strong> plays what
          the Advisor would advise.
        </dd>
      </dl>
    </article>
  );
}
