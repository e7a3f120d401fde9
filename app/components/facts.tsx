// Label–value pairs (a booking's flight, a payment's details) as a definition list; rows
// without a value are left out, or shown with `empty` when given.
export type Fact = { key: string; label: string; value: React.ReactNode; testId?: string };

export function Facts({ rows, empty }: { rows: Fact[]; empty?: string }) {
  return (
    <dl className="facts">
      {rows
        .filter((r) => empty !== undefined || (r.value !== null && r.value !== undefined && r.value !== ""))
        .map((r) => (
          <div key={r.key} style={{ display: "contents" }} data-testid={r.testId}>
            <dt>{r.label}</dt>
            <dd>{r.value || empty}</dd>
          </div>
        ))}
    </dl>
  );
}
