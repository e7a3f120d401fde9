// Small charts drawn by the server (SVG bars, HTML columns): they show without scripts, weigh nothing
// in the bundle, and scale down on a phone. Colours come from Mantine's CSS variables.
export type Bar = { key: string; label: string; value: number; color: string; display?: string };

/** Horizontal bars, one per row, labelled on the left with the value at the end. */
export function BarChart({ bars, title, empty }: { bars: Bar[]; title: string; empty: string }) {
  const max = Math.max(0, ...bars.map((b) => b.value));
  if (!bars.length || max <= 0) return <p className="chart-empty">{empty}</p>;
  return (
    <figure className="chart" data-testid="chart-bars">
      <figcaption className="chart-title">{title}</figcaption>
      <div className="bar-chart">
        {bars.map((b) => (
          <div key={b.key} className="bar-row" data-key={b.key}>
            <span className="bar-label">{b.label}</span>
            <svg
              className="bar-track"
              viewBox="0 0 100 10"
              preserveAspectRatio="none"
              role="img"
              aria-label={`${b.label}: ${b.display ?? b.value}`}
            >
              <rect
                x="0"
                y="0"
                width={Math.max(0.5, (b.value / max) * 100)}
                height="10"
                rx="1.5"
                fill={`var(--mantine-color-${b.color}-5)`}
              />
            </svg>
            <span className="bar-value">{b.display ?? b.value}</span>
          </div>
        ))}
      </div>
    </figure>
  );
}

/** A column: `label` on the axis, `tip` (default `label`) in its tooltip before the value. */
export type Point = { key: string; label: string; tip?: string; value: number; display: string };

/**
 * Columns over time (one per day). The columns stretch to the box; the top value and the first,
 * middle and last dates are HTML around them, so they keep a readable size on a phone.
 * A column is an HTML element with its height and its tooltip and nothing else, a year of them
 * being most of the page on the wire: the row lays them out (one equal slot per day, the column
 * three quarters of it, centred; app.css), so no coordinate is written per column.
 */
export function ColumnChart({
  points,
  title,
  empty,
  maxLabel,
}: {
  points: Point[];
  title: string;
  empty: string;
  maxLabel: string;
}) {
  const max = Math.max(0, ...points.map((p) => p.value));
  if (!points.length || max <= 0) return <p className="chart-empty">{empty}</p>;
  const ticks = [...new Set([0, Math.floor((points.length - 1) / 2), points.length - 1])];
  return (
    <figure className="chart" data-testid="chart-columns">
      <figcaption className="chart-title">{title}</figcaption>
      <div className="chart-axis chart-max">{maxLabel}</div>
      <div className="column-chart" role="img" aria-label={title}>
        {/* the tallest column leaves a little room under the top value (97 % of the box) */}
        {points.map((p) => (
          <i
            key={p.key}
            style={{ height: `${Math.round((p.value / max) * 97)}%` }}
            title={`${p.tip ?? p.label}: ${p.display}`}
          />
        ))}
      </div>
      <div className="column-ticks">
        {ticks.map((i) => (
          <span key={i} className="chart-axis">
            {points[i]!.label}
          </span>
        ))}
      </div>
    </figure>
  );
}
