// marketplace-api.md "Hotels, bikes, transport" (hotel/order) and spec hotels-bikes-transport §4
// "Hotel booking statuses", §5 "Transaction code", §7 "PATCH hotel order/{id} with {status} or
// {payment_id}": the two bodies of a hotel booking's PATCH, judged by the marketplace itself.
import { z } from "zod";
import { msg, optionalText, requiredText, text } from "./fields";

/**
 * §5 says the transaction code is "saved as entered without validation"; the safer reading saves it
 * as typed but trimmed (invisible characters are nothing) and bounded, so it cannot be abused.
 */
export const TRANSFER_CODE_MAX = 64;
export const TransferCodeSchema = z.object({ payment_id: requiredText(TRANSFER_CODE_MAX) }).strict();
export type TransferCode = z.infer<typeof TransferCodeSchema>;

/** PATCH hotel/order/{id} {status}: the target status (the transition table decides), a reason with a cancellation. */
export const PatchHotelStatusSchema = z
  .object({
    status: text({ error: "required" })
      .min(1, { error: "required" })
      .max(32, { error: msg("max_string_length", 32) }),
    reason_cancel: optionalText(200),
  })
  .strict()
  // the one order path's body: a status change
  .transform((b) => ({ actUpd: "udpStatus" as const, status: b.status, reason_cancel: b.reason_cancel }));
export type PatchHotelStatus = z.output<typeof PatchHotelStatusSchema>;

/** Whether a PATCH body is the transfer code's ({payment_id}, no status). */
export const isTransferCodeBody = (body: unknown) =>
  !!body && typeof body === "object" && "payment_id" in body && !("status" in body);
