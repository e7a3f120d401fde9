// spec hotels-bikes-transport §5 "Transaction code", §7 "PATCH … order/{id} with {status} or
// {payment_id}": a booking's bank-transfer code, for every service whose order PATCH takes it.
import { z } from "../zod";
import { requiredText } from "./fields";

/**
 * §5 says the transaction code is "saved as entered without validation"; the safer reading saves it
 * as typed but trimmed (invisible characters are nothing) and bounded, so it cannot be abused.
 */
export const TRANSFER_CODE_MAX = 64;
export const TransferCodeSchema = z.object({ payment_id: requiredText(TRANSFER_CODE_MAX) }).strict();
export type TransferCode = z.infer<typeof TransferCodeSchema>;

/** Whether a PATCH body is the transfer code's ({payment_id}, no status). */
export const isTransferCodeBody = (body: unknown) =>
  !!body && typeof body === "object" && "payment_id" in body && !("status" in body);

/**
 * The answer (409, message key) to a code already recorded on the booking (spec hotels-bikes-transport
 * §4: a recorded code is one completed bank-transfer deposit): nothing was written, `data` is the record.
 */
export const TRANSFER_CODE_RECORDED = "transfer_code_recorded";
