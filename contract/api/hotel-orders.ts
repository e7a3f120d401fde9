// marketplace-api.md "Hotels, bikes, transport" (hotel/order) and spec hotels-bikes-transport §4
// "Hotel booking statuses", §5 "Transaction code", §7 "PATCH hotel order/{id} with {status} or
// {payment_id}": the two bodies of a hotel booking's PATCH, judged by the marketplace itself.
import { z } from "../zod";
import { msg, optionalText, text } from "./fields";

export {
  isTransferCodeBody,
  TransferCodeSchema,
  TRANSFER_CODE_MAX,
  TRANSFER_CODE_RECORDED,
  type TransferCode,
} from "./transfer-code";

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
