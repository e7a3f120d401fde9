// spec hotels-bikes-transport §5 "Transaction code": the transfer-code form's one schema, used by
// Conform in the browser and by the action. §5 says "saved as entered without validation"; the safer
// reading saves it as typed, trimmed and bounded as the marketplace bounds it (TRANSFER_CODE_MAX).
import { z } from "@contract/zod";
import { TRANSFER_CODE_MAX } from "@contract/api/transfer-code";
import { requiredText } from "~/lib/validation";

export const TransferCodeFormSchema = z.object({ payment_id: requiredText({ max: TRANSFER_CODE_MAX }) });
export type TransferCodeForm = z.infer<typeof TransferCodeFormSchema>;
