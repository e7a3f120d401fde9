// Small charts drawn as SVG by the server: they show without scripts, weigh nothing in the
// bundle, and scale down on a phone (viewBox). Colours come from Mantine's CSS variables.
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

export type Point = { key: string; label: string; value: number; display: string };

/**
 * Columns over time (one per day). The columns are an SVG that stretches to the box; the top value
 * and the first, middle and last dates are HTML around it, so they keep a readable size on a phone
 * (text inside a scaled SVG shrinks with it: 11 px became ~6 px at 390 px wide).
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
  const [w, h] = [600, 160];
  const step = w / points.length;
  const barW = Math.max(1, step * 0.75);
  const ticks = [...new Set([0, Math.floor((points.length - 1) / 2), points.length - 1])];
  return (
    <figure className="chart" data-testid="chart-columns">
      <figcaption className="chart-title">{title}</figcaption>
      <div className="chart-axis chart-max">{maxLabel}</div>
      <svg viewBox={`0 0 ${w} ${h}`} preserveAspectRatio="none" className="column-chart" role="img" aria-label={title}>
        <line
          x1="0"
          y1={h - 0.5}
          x2={w}
          y2={h - 0.5}
          stroke="var(--mantine-color-gray-4)"
          vectorEffect="non-scaling-stroke"
        />
        {points.map((p, i) => {
          const bh = Math.max(1, (p.value / max) * (h - 4));
          return (
            <rect
              key={p.key}
              x={i * step + (step - barW) / 2}
              y={h - bh}
              width={barW}
              height={bh}
              fill="var(--mantine-color-teal-5)"
            >
              <title>{`${p.label}: ${p.display}`}</title>
            </rect>
          );
        })}
      </svg>
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
