/**
 * Small hand-written SVG charts. Each is a figure named by its caption, drawn to the width it is given (the SVG
 * scales with its box, so it fits a phone), coloured by the theme's custom properties (and the system colours in
 * forced-colours mode), with the numbers it draws in a table under "The numbers".
 */
import { useId, useState } from 'preact/hooks';

const WIDTH = 320;
const HEIGHT = 160;
const PAD = { top: 12, right: 8, bottom: 28, left: 44 };
const PLOT_WIDTH = WIDTH - PAD.left - PAD.right;
const PLOT_HEIGHT = HEIGHT - PAD.top - PAD.bottom;
const numberFormat = new Intl.NumberFormat('en');
/** The most points a line chart marks with a dot each. */
const MAX_DOTS = 60;

interface ChartRow {
  /** The row's label: the bar's name, or the point's place on the axis. */
  readonly label: string;
  readonly value: number;
}

interface FigureProps {
  readonly caption: string;
  /** The table's column headings: label, value. */
  readonly columns: readonly [string, string];
  readonly rows: readonly ChartRow[];
  readonly children: preact.ComponentChildren;
}

function ChartFigure({ caption, columns, rows, children }: FigureProps) {
  const id = useId();
  // The table is made when first opened: a page of many charts, each with hundreds of rows, shows at once.
  const [opened, setOpened] = useState(false);
  return (
    <figure class="chart" aria-labelledby={id}>
      <figcaption id={id} class="chart-caption">
        {caption}
      </figcaption>
      {children}
      <details
        class="chart-numbers"
        onToggle={(event) => {
          if (event.currentTarget.open) setOpened(true);
        }}
      >
        <summary>The numbers</summary>
        {opened && (
          <table class="games-table">
            <thead>
              <tr>
                <th scope="col">{columns[0]}</th>
                <th scope="col">{columns[1]}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  <th scope="row">{row.label}</th>
                  <td>{numberFormat.format(row.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </details>
    </figure>
  );
}

/** A coordinate to two decimals: a path of a thousand bars stays short. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least `value`. */
function niceTop(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** The height of `value` on an axis up to `top`. */
function yOf(value: number, top: number): number {
  return PAD.top + PLOT_HEIGHT * (1 - value / top);
}

function Axis({ top }: { readonly top: number }) {
  return (
    <g class="chart-axis">
      {[0, 0.5, 1].map((share) => {
        const y = yOf(top * share, top);
        return (
          <g key={share}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} class="chart-grid" />
            <text x={PAD.left - 4} y={y + 4} text-anchor="end" class="chart-text">
              {numberFormat.format(top * share)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

interface Reference {
  readonly value: number;
  readonly label: string;
}

/**
 * Where the reference line's name goes at the right end: above the line, or below it when the value drawn at that
 * end (`end`) is at or above the line, so that the data does not cross the name.
 */
export function referenceLabelY(value: number, end: number | undefined, top: number): number {
  const y = yOf(value, top);
  return end !== undefined && end >= value ? y + 11 : y - 3;
}

function ReferenceLine({
  reference,
  top,
  end,
}: {
  readonly reference: Reference;
  readonly top: number;
  /** The value drawn at the right end. */
  readonly end: number | undefined;
}) {
  const y = yOf(reference.value, top);
  return (
    <g>
      <line class="chart-reference" x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} />
      <text
        x={WIDTH - PAD.right}
        y={referenceLabelY(reference.value, end, top)}
        text-anchor="end"
        class="chart-text"
      >
        {reference.label}
      </text>
    </g>
  );
}

export interface BarChartProps {
  readonly caption: string;
  readonly columns: readonly [string, string];
  readonly rows: readonly ChartRow[];
  /** A value drawn as a dashed line across the bars (e.g. the optimum), and its name. */
  readonly reference?: Reference;
}

/** Bars, one a row, labelled under the axis (only some of them when they would crowd). */
export function BarChart({ caption, columns, rows, reference }: BarChartProps) {
  const top = niceTop(Math.max(...rows.map((row) => row.value), reference?.value ?? 0));
  const slot = PLOT_WIDTH / Math.max(rows.length, 1);
  // As many labels as fit side by side (10px text: about 6 units a character, and a space between).
  const longest = Math.max(1, ...rows.map((row) => row.label.length));
  const labelEvery = Math.ceil(rows.length / Math.max(1, Math.floor(PLOT_WIDTH / (longest * 6 + 8))));
  const y = (value: number): number => yOf(value, top);
  const barX = (index: number): number => PAD.left + slot * index + slot * 0.15;
  return (
    <ChartFigure caption={caption} columns={columns} rows={rows}>
      <svg class="chart-svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        <Axis top={top} />
        {/* One path for every bar: a chart of a thousand games draws as fast as one of ten. */}
        <path
          class="chart-bar"
          d={rows
            .map((row, index) => {
              const height = Math.max(0, PAD.top + PLOT_HEIGHT - y(row.value));
              return `M${round(barX(index))} ${round(PAD.top + PLOT_HEIGHT)}v${round(-height)}h${round(slot * 0.7)}v${round(height)}z`;
            })
            .join('')}
        />
        {rows.map((row, index) =>
          index % labelEvery === 0 ? (
            <text
              key={index}
              x={barX(index) + slot * 0.35}
              y={HEIGHT - PAD.bottom + 14}
              text-anchor="middle"
              class="chart-text"
            >
              {row.label}
            </text>
          ) : null,
        )}
        {reference && <ReferenceLine reference={reference} top={top} end={rows.at(-1)?.value} />}
      </svg>
    </ChartFigure>
  );
}

/** A line through the values in order (e.g. each game's score, oldest first), with a dot at each when few. */
export function LineChart({ caption, columns, rows, reference }: BarChartProps) {
  const top = niceTop(Math.max(...rows.map((row) => row.value), reference?.value ?? 0));
  const x = (index: number): number =>
    PAD.left + (rows.length <= 1 ? PLOT_WIDTH / 2 : (PLOT_WIDTH * index) / (rows.length - 1));
  const y = (value: number): number => yOf(value, top);
  const points = rows.map((row, index) => `${round(x(index))},${round(y(row.value))}`).join(' ');
  const first = rows[0];
  const last = rows[rows.length - 1];
  return (
    <ChartFigure caption={caption} columns={columns} rows={rows}>
      <svg class="chart-svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        <Axis top={top} />
        {reference && <ReferenceLine reference={reference} top={top} end={rows.at(-1)?.value} />}
        <polyline class="chart-line" points={points} />
        {/* Dots while they can be told apart; beyond, the line alone. */}
        {rows.length <= MAX_DOTS &&
          rows.map((row, index) => (
            <circle key={index} class="chart-dot" cx={x(index)} cy={y(row.value)} r={3} />
          ))}
        {first && (
          <text x={x(0)} y={HEIGHT - PAD.bottom + 14} text-anchor="start" class="chart-text">
            {first.label}
          </text>
        )}
        {last && rows.length > 1 && (
          <text x={x(rows.length - 1)} y={HEIGHT - PAD.bottom + 14} text-anchor="end" class="chart-text">
            {last.label}
          </text>
        )}
      </svg>
    </ChartFigure>
  );
}
