// A rental's handover and return at the desk (contract/front-desk.ts "Per-vehicle units", "Deposits"):
// URL-state dialogs (?confirm=handover|return&id=) holding one form each, checked by its schema in the
// browser and again in the action. A handover picks one free unit per bike of each option that lists
// units (plain selects); a return with a deposit held says whether it was returned or kept (with why).
import { Form, useActionData } from "@remix-run/react";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { NativeSelect, Radio, Stack, Text, Textarea, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { DeskRentalRecord } from "@contract/api/front-desk";
import { FormAlert, useFieldError, useSchemaForm } from "~/components/form";
import { DialogActions, UrlDialog } from "~/components/url-dialog";
import { formatMoney } from "~/lib/money";
import { DEPOSIT_OUTCOMES, DEPOSIT_REASON_MAX, HandoverFormSchema, ReturnFormSchema } from "./schema";
import { useDeskHref } from "./desk-parts";

type Reply = { result?: SubmissionResult<string[]> } | undefined;
type Choice = { value: string; label: string };

export function HandoverDialog({ rental, units }: { rental: DeskRentalRecord; units: Record<string, Choice[]> }) {
  const { t, i18n } = useTranslation("desk");
  const href = useDeskHref();
  const reply = useActionData() as Reply;
  const fieldError = useFieldError();
  const [form, fields] = useSchemaForm(HandoverFormSchema, { id: "desk-handover", lastResult: reply?.result });
  // one select per bike of each option that lists units, numbered in the post as the marketplace reads them
  const selects = rental.options
    .filter((o) => o.units)
    .flatMap((o) => Array.from({ length: o.quantity }, (_, n) => ({ option: o.option, n })));
  return (
    <UrlDialog title={t("bike.handoverTitle", { uid: rental.uid })} closeTo={href} testId="dialog-handover">
      <Form method="post" className="dialog-form" {...getFormProps(form)}>
        <input type="hidden" name="id" value={rental._id} />
        <Stack>
          <Text size="sm">{t("bike.handoverText", { bike: rental.bike.name })}</Text>
          {rental.deposit.amount > 0 ? (
            <Text size="sm" data-testid="handover-deposit">
              {t("bike.depositToHold", { amount: formatMoney(rental.deposit.amount, rental.currency, i18n.language) })}
            </Text>
          ) : null}
          <FormAlert errors={form.errors} id={form.errorId} />
          {selects.map(({ option, n }, i) => (
            <NativeSelect
              key={`${option._id}-${n}`}
              name={`units[${i}]`}
              label={t("bike.unitOf", { option: option.name, n: n + 1 })}
              data={[{ value: "", label: t("bike.pickUnit") }, ...(units[option._id] ?? [])]}
              error={fieldError(fields.units.errors) ?? fieldError(form.allErrors[`units[${i}]`])}
              data-testid="handover-unit"
              required
            />
          ))}
          <DialogActions closeTo={href} saveTestId="submit-handover" intent="handover" label={t("step.handover")} />
        </Stack>
      </Form>
    </UrlDialog>
  );
}

export function ReturnDialog({ rental }: { rental: DeskRentalRecord }) {
  const { t, i18n } = useTranslation("desk");
  const href = useDeskHref();
  const reply = useActionData() as Reply;
  const fieldError = useFieldError();
  const [form, fields] = useSchemaForm(ReturnFormSchema, { id: "desk-return", lastResult: reply?.result });
  const held = rental.deposit.status === "held";
  return (
    <UrlDialog title={t("bike.returnTitle", { uid: rental.uid })} closeTo={href} testId="dialog-return">
      <Form method="post" className="dialog-form" {...getFormProps(form)}>
        <input type="hidden" name="id" value={rental._id} />
        <Stack>
          <Text size="sm">{t("bike.returnText", { bike: rental.bike.name })}</Text>
          <FormAlert errors={form.errors} id={form.errorId} />
          {held ? (
            <>
              <Radio.Group
                name="deposit"
                label={t("bike.depositHeld", {
                  amount: formatMoney(rental.deposit.amount, rental.currency, i18n.language),
                })}
                withAsterisk
                defaultValue={(fields.deposit.initialValue as string | undefined) ?? "returned"}
                error={fieldError(fields.deposit.errors)}
              >
                <Group mt="xs">
                  {DEPOSIT_OUTCOMES.map((o) => (
                    <Radio key={o} value={o} label={t(`bike.deposit.${o}`)} data-testid={`return-deposit-${o}`} />
                  ))}
                </Group>
              </Radio.Group>
              <Textarea
                name="deposit_reason"
                label={t("bike.depositReason")}
                description={t("bike.depositReasonHint")}
                defaultValue={(fields.deposit_reason.initialValue as string | undefined) ?? ""}
                maxLength={DEPOSIT_REASON_MAX}
                autosize
                minRows={2}
                error={fieldError(fields.deposit_reason.errors)}
                data-testid="return-reason"
              />
            </>
          ) : null}
          <DialogActions closeTo={href} saveTestId="submit-return" intent="return" label={t("step.return")} />
        </Stack>
      </Form>
    </UrlDialog>
  );
}
