// spec hotels-bikes-transport §5 "Transaction code", §7 "PATCH … order/{id} with {status} or
// {payment_id}": a booking's bank-transfer code, for every service whose order PATCH takes it.
import { z } from "../zod";
import { OTHER_SIDE_EVENTS } from "../booking-transitions";
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

/**
 * The answer (409, message key) to a code on a booking whose money already came in, by card or by an
 * earlier transfer (spec hotels-bikes-transport §4): one booking is paid once, so nothing was written
 * (never a second payment); `data` is the record.
 */
export const ORDER_ALREADY_PAID = "order_already_paid";

/** A transaction of a booking, as far as the rule reads it. */
export type MoneyMove = { type: string; status: string };
/** Money that came in on the booking: a completed payment (the customer's card) or deposit (a transfer). */
export const isMoneyIn = (t: MoneyMove) => (t.type === "payment" || t.type === "deposit") && t.status === "completed";

/**
 * What recording a transfer code does, one rule for every service that takes one (spec
 * hotels-bikes-transport §4 "Recording a transfer code creates a completed deposit transaction", §7),
 * decided by the marketplace inside the write's transaction and offered by the back-office by the same
 * facts: the code already recorded on the booking is refused (`transfer_code_recorded`); so is any code
 * once money came in (`order_already_paid`: never a second payment); else one deposit is recorded and,
 * where the customer's payment step (OTHER_SIDE_EVENTS.pay) starts from the booking's status, the booking
 * becomes `to` (paid) as a payment makes it; a booking already past it (marked paid by hand) keeps its status.
 */
export type TransferCodeVerdict =
  { ok: true; to: string | null } | { ok: false; message: typeof TRANSFER_CODE_RECORDED | typeof ORDER_ALREADY_PAID };

export function decideTransferCode(facts: { status: string; recorded: boolean; paid: boolean }): TransferCodeVerdict {
  if (facts.recorded) return { ok: false, message: TRANSFER_CODE_RECORDED };
  if (facts.paid) return { ok: false, message: ORDER_ALREADY_PAID };
  const pay = OTHER_SIDE_EVENTS.pay;
  return { ok: true, to: (pay.from as readonly string[]).includes(facts.status) ? pay.to : null };
}

/** Whether a booking takes a transfer code now: no money came in yet (the control is offered exactly then). */
export const takesTransferCode = (transactions: readonly MoneyMove[]) => !transactions.some(isMoneyIn);
