// The per-supplier count of long exports: alone, the process counts; under the cluster's primary,
// its one count answers every worker and gives back the places of a worker that exits.
import type { Worker } from "node:cluster";
import { describe, expect, it } from "vitest";
import { answerExportSlots, releaseWorkerExports, takeExportSlot } from "./export-slots.server";

describe("a supplier's export places", () => {
  it("alone: two at once, a third refused, one given back makes room (once, however often given)", async () => {
    const a = await takeExportSlot("supplier-1", 2);
    const b = await takeExportSlot("supplier-1", 2);
    expect(a && b).toBeTruthy();
    expect(await takeExportSlot("supplier-1", 2)).toBeNull();
    expect(await takeExportSlot("supplier-2", 2)).not.toBeNull();
    a!();
    a!();
    const c = await takeExportSlot("supplier-1", 2);
    expect(c).not.toBeNull();
    expect(await takeExportSlot("supplier-1", 2)).toBeNull();
  });

  it("the primary counts every worker's, and a worker that exits gives back its own", () => {
    const sent: { worker: number; granted: boolean }[] = [];
    const worker = (id: number) =>
      ({ id, send: (m: { granted: boolean }) => sent.push({ worker: id, granted: m.granted }) }) as unknown as Worker;
    const [one, two] = [worker(1), worker(2)];
    const take = (w: Worker, id: number) =>
      answerExportSlots(w, { kind: "export-slot", op: "take", key: "s", id, limit: 2 });
    take(one, 1);
    take(two, 1);
    take(two, 2);
    expect(sent.map((s) => s.granted)).toEqual([true, true, false]);
    answerExportSlots(one, { kind: "something else" });
    releaseWorkerExports(one);
    take(two, 3);
    expect(sent.at(-1)).toEqual({ worker: 2, granted: true });
  });
});
