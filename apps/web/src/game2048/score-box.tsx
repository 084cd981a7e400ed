export interface ScoreBoxProps {
  readonly label: string;
  readonly value: number;
  readonly id: string;
  /** Points the last move added, floated above the box as "+N"; `serial` restarts the float for each move. */
  readonly gain?: { readonly points: number; readonly serial: number } | undefined;
}

export function ScoreBox({ label, value, id, gain }: ScoreBoxProps) {
  return (
    <div class="score-box">
      <span class="score-label">{label}</span>
      <span class="score-value" id={id}>
        {value}
      </span>
      {gain && gain.points > 0 && (
        <span class="score-gain" key={gain.serial} aria-hidden="true">
          +{gain.points}
        </span>
      )}
    </div>
  );
}
