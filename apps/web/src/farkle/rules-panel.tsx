import { Fragment } from 'preact';
import { BANK_THRESHOLD, SCORING_RULES } from '@pastime/farkle';
import { useRef } from 'preact/hooks';
import { useOverflows } from '../shell/use-overflows.ts';
import { formatPoints } from './words.ts';

/**
 * The scoring combinations (002 §1.2.3), straight from the engine's table. On a desktop the panel is as tall as
 * the window allows; in a window too short for all of it, it scrolls, and then takes keyboard focus too.
 */
export function RulesPanel() {
  const panel = useRef<HTMLElement>(null);
  const scrolls = useOverflows(panel);
  return (
    <section
      ref={panel}
      class="fk-rules"
      aria-labelledby="farkle-rules-title"
      tabIndex={scrolls ? 0 : undefined}
    >
      <h2 id="farkle-rules-title" class="fk-rules-title">
        Scoring
      </h2>
      <table class="fk-rules-table">
        <thead>
          <tr>
            <th scope="col">Combination</th>
            <th scope="col">Points</th>
          </tr>
        </thead>
        <tbody>
          {SCORING_RULES.map((rule) => (
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
        Bank from {formatPoints(BANK_THRESHOLD)} points in a turn. A roll that scores nothing is a Farkle: the
        turn’s points are lost. Set aside all six dice for a bonus roll.
      </p>
    </section>
  );
}
