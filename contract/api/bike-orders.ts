// marketplace-api.md "Hotels, bikes, transport" (bike/order) and spec hotels-bikes-transport §4 "Bike
// booking statuses", §5 "Cancel reason (bike and transport)", §7 "PATCH order/{id}: actUpd, status,
// reason_cancel, or payment_id": the two bodies of a bike booking's PATCH, judged by the marketplace.
import { z } from "../zod";
import { choice, issue, msg, optionalText } from "./fields";

export { isTransferCodeBody, TransferCodeSchema, TRANSFER_CODE_MAX } from "./transfer-code";

/** §5: a cancellation's reason is required, at most 200 characters. */
export const BIKE_CANCEL_REASON_MAX = 200;

/** PATCH bike/order/{id} {actUpd: "udpStatus", status, reason_cancel}: the target status (the transition table decides). */
export const PatchBikeStatusSchema = z
  .object({
    actUpd: choice(["udpStatus"] as const),
    status: z
      .string({ error: "required" })
      .min(1, { error: "required" })
      .max(32, { error: msg("max_string_length", 32) }),
    reason_cancel: optionalText(BIKE_CANCEL_REASON_MAX),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.status === "cancelled" && !b.reason_cancel) issue(ctx, ["reason_cancel"], "required");
  });
export type PatchBikeStatus = z.output<typeof PatchBikeStatusSchema>;
