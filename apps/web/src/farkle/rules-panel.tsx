import { formatPoints, threeFarklePenaltyText } from '@pastime/app-core';
import { Fragment } from 'preact';
import { RULE_PRESETS, scoringRules, type Rules } from '@pastime/farkle';
import { useRef } from 'preact/hooks';
import { useOverflows } from '../shell/use-overflows.ts';
import { rulesName } from './rules-form.ts';

/**
 * The scoring combinations of the game's rules (002 §1.2.3 for the traditional ones), straight from the engine's
 * table, and the rules of play that differ between rule sets. On a desktop the panel is as tall as the window
 * allows; in a window too short for all of it, it scrolls, and then takes keyboard focus too.
 */
export function RulesPanel({ rules }: { readonly rules: Rules }) {
  const panel = useRef<HTMLElement>(null);
  const scrolls = useOverflows(panel);
  return (
    <section
      ref={panel}
      class="fk-box fk-rules"
      aria-labelledby="farkle-rules-title"
      tabIndex={scrolls ? 0 : undefined}
    >
      <h2 id="farkle-rules-title" class="fk-rules-title">
        Scoring
      </h2>
      {rulesName(rules) !== 'Traditional' && <p class="fk-rules-name">{rulesName(rules)} rules</p>}
      <table class="fk-rules-table">
        <thead>
          <tr>
            <th scope="col">Combination</th>
            <th scope="col">Points</th>
          </tr>
        </thead>
        <tbody>
          {scoringRules(rules).map((rule) => (
            <tr key={rule.combination}>
              <th scope="row">
                <span class="fk-rule">
                  <span class="fk-rule-name">{rule.combination}</span>{' '}
                  <span class="fk-mini-dice">
                    <span class="visually-hidden">for example</span>
                    {rule.example.map((face, i) => (
                      <Fragment key={i}>
                        {' '}
                        <span class="fk-mini-die">{face}</span>
                      </Fragment>
                    ))}
                  </span>
                </span>
              </th>
              <td class="fk-rules-points">{formatPoints(rule.points)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="fk-rules-note">
        Bank from {formatPoints(rules.bankMinimum)} points in a turn
        {rules.entryMinimum > rules.bankMinimum
          ? `, ${formatPoints(rules.entryMinimum)} for your first bank`
          : ''}
        . A roll that scores nothing is a Farkle: the turn’s points are lost. Set aside all six dice for a
        bonus roll.
        {rules.threeFarklePenalty > 0 && ` ${threeFarklePenaltyText(rules.threeFarklePenalty)}`}
        {rules.target !== RULE_PRESETS.traditional.target &&
          ` Two or more players race to ${formatPoints(rules.target)}.`}
        {rules.onePlayerTurns !== RULE_PRESETS.traditional.onePlayerTurns &&
          ` One player has ${rules.onePlayerTurns} turns.`}
      </p>
    </section>
  );
}
