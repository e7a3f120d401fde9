// axe-core's WCAG 2.2 A/AA rules run on the page as the browser draws it, with scripts on or off.
//
// Without scripts Chromium still evaluates what the test sends it (over CDP), but runs neither timers
// nor promise callbacks, and axe's run is a chain of both: it would never end. So, on a page without
// scripts (where nothing of the page itself runs), the test first puts in place a promise that settles
// at once and a timer of 0 ms that calls at once, then axe, whose run then ends within the call. What
// axe reads is the no-script page itself: its DOM, its `@media (scripting: none)` styles, its layout.
import { createRequire } from "node:module";
import type { AxeResults, Result } from "axe-core";
import { expect, scriptsOn, type Page } from "./e2e";

const axeSource: string = createRequire(import.meta.url)("axe-core").source;

/** The rule sets every page meets: WCAG 2.0, 2.1 and 2.2, levels A and AA (and heading-order, below). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The widths every page is checked at: a desktop and a phone. */
export const WIDTHS = [1280, 390] as const;

/** One line per rule and kind of failure: how many elements, the first few, and axe's summary. */
function describe(violations: Result[]): string[] {
  return violations.flatMap((v) => {
    const kinds = new Map<string, typeof v.nodes>();
    for (const n of v.nodes) {
      const summary = (n.failureSummary ?? "").replace(/\s+/g, " ");
      kinds.set(summary, [...(kinds.get(summary) ?? []), n]);
    }
    return [...kinds].map(([summary, nodes]) => {
      const where = nodes.slice(0, 3).map((n) => n.target.join(" "));
      return `${v.id} (${v.impact}) on ${nodes.length}: ${where.join(" | ")}: ${summary}`;
    });
  });
}

/** Runs in the page without scripts: promises and 0 ms timers that call back at once (see the top). */
function settleAtOnce() {
  type Callback = () => void;
  class SyncPromise {
    state: "pending" | "fulfilled" | "rejected" = "pending";
    value: unknown;
    locked = false;
    callbacks: Callback[] = [];
    constructor(executor: (resolve: (v?: unknown) => void, reject: (e?: unknown) => void) => void) {
      try {
        executor(
          (v) => this.resolveWith(v),
          (e) => this.settle("rejected", e),
        );
      } catch (e) {
        this.settle("rejected", e);
      }
    }
    resolveWith(v: unknown): void {
      if (this.state !== "pending" || this.locked) return;
      if (v === this) return this.settle("rejected", new TypeError("a promise resolved with itself"));
      let then: unknown;
      try {
        then = v !== null && (typeof v === "object" || typeof v === "function") ? (v as { then?: unknown }).then : null;
      } catch (e) {
        return this.settle("rejected", e);
      }
      if (typeof then !== "function") return this.settle("fulfilled", v);
      this.locked = true;
      let called = false;
      const once = (fn: (x: unknown) => void) => (x: unknown) => {
        if (called) return;
        called = true;
        this.locked = false;
        fn(x);
      };
      const fail = once((e) => this.settle("rejected", e));
      try {
        then.call(
          v,
          once((x) => this.resolveWith(x)),
          fail,
        );
      } catch (e) {
        fail(e);
      }
    }
    settle(state: "fulfilled" | "rejected", value: unknown) {
      if (this.state !== "pending") return;
      [this.state, this.value] = [state, value];
      const callbacks = this.callbacks;
      this.callbacks = [];
      callbacks.forEach((c) => c());
    }
    then(onOk?: (v: unknown) => unknown, onError?: (e: unknown) => unknown): SyncPromise {
      return new SyncPromise((resolve, reject) => {
        const run = () => {
          const fn = this.state === "fulfilled" ? onOk : onError;
          if (typeof fn !== "function") return (this.state === "fulfilled" ? resolve : reject)(this.value);
          try {
            resolve(fn(this.value));
          } catch (e) {
            reject(e);
          }
        };
        if (this.state === "pending") this.callbacks.push(run);
        else run();
      });
    }
    catch(onError: (e: unknown) => unknown) {
      return this.then(undefined, onError);
    }
    finally(fn: () => void) {
      return this.then(
        (v) => (fn(), v),
        (e) => {
          fn();
          throw e;
        },
      );
    }
    static resolve(v?: unknown) {
      return v instanceof SyncPromise ? v : new SyncPromise((r) => r(v));
    }
    static reject(e?: unknown) {
      return new SyncPromise((_, r) => r(e));
    }
    static all(items: Iterable<unknown>) {
      return new SyncPromise((resolve, reject) => {
        const list = Array.from(items);
        const out: unknown[] = new Array(list.length);
        let left = list.length;
        if (!left) return resolve(out);
        list.forEach((p, i) =>
          SyncPromise.resolve(p).then((v) => {
            out[i] = v;
            if (--left === 0) resolve(out);
          }, reject),
        );
      });
    }
    static allSettled(items: Iterable<unknown>) {
      return SyncPromise.all(
        Array.from(items).map((p) =>
          SyncPromise.resolve(p).then(
            (value) => ({ status: "fulfilled", value }),
            (reason) => ({ status: "rejected", reason }),
          ),
        ),
      );
    }
    static race(items: Iterable<unknown>) {
      return new SyncPromise((resolve, reject) =>
        Array.from(items).forEach((p) => SyncPromise.resolve(p).then(resolve, reject)),
      );
    }
  }
  const w = window as unknown as Record<string, unknown>;
  w.Promise = SyncPromise;
  w.queueMicrotask = (fn: Callback) => fn();
  // axe's own time limits (a frame that does not answer) never fire: the run ends within the call
  w.setTimeout = (fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => (ms ? 0 : (fn(...args), 0));
  w.clearTimeout = () => undefined;
}

type Axe = { run: (context: Document, options: object) => Promise<AxeResults> };
type Outcome = { violations: Result[]; error?: undefined } | { error: string };
// and headings in order (axe files heading-order under best practice; a skipped level hides structure)
const RUN_OPTIONS = {
  runOnly: { type: "tag", values: WCAG_TAGS },
  rules: { "heading-order": { enabled: true } },
  resultTypes: ["violations"],
};

/** axe's violations on the page as it is now. */
export async function axeViolations(page: Page): Promise<Result[]> {
  const scripts = scriptsOn();
  if (!(await page.evaluate(() => "axe" in window))) {
    if (!scripts) await page.evaluate(settleAtOnce);
    await page.evaluate(axeSource);
  }
  if (scripts) {
    const results = await page.evaluate(
      (options) => (window as unknown as { axe: Axe }).axe.run(document, options),
      RUN_OPTIONS,
    );
    return results.violations;
  }
  const results = await page.evaluate((options): Outcome => {
    let out: Outcome = { error: "axe's run did not end within the call" };
    (window as unknown as { axe: Axe }).axe.run(document, options).then(
      (r) => (out = { violations: JSON.parse(JSON.stringify(r.violations)) }),
      (e: unknown) => (out = { error: String(e) }),
    );
    return out;
  }, RUN_OPTIONS);
  if (results.error !== undefined) throw new Error(results.error);
  return results.violations;
}

/**
 * Checks the open page at each width (a phone's layout is the same page under other media queries;
 * with scripts, after the resize has been drawn), any impact failing, then gives the page back at its
 * width. Soft: a walk goes on and names every failing page.
 */
export async function expectAccessible(page: Page, label: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    if (scriptsOn())
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const found = describe(await axeViolations(page));
    expect.soft(found, `axe (${WCAG_TAGS.join(", ")}) on ${label} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize(size);
}
