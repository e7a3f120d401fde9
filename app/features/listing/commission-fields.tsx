// The commission of a price as every tour price form asks for it: its type, its value, and under
// them a worked example of what one guest's price splits into (the reading of ./commission.ts:
// percent = your share, net = the marketplace's commission per guest). The server draws the
// example from the values it has (without scripts: after each post); with scripts it follows the
// inputs as they change. Both readings' labels and examples are drawn and CSS shows the one of the
// chosen type (app.css `.commission-fields`), so the label is right even when the type changes
// without scripts.
import { NativeSelect, Text, TextInput } from "@mantine/core";
import { getInputProps, getSelectProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { useFieldError, useServerAutoFocus, type AnyField } from "~/components/form";
import { formatMoney } from "~/lib/money";
import { COMMISSION_TYPES, commissionSplit, examplePrice, numberOf, type CommissionType } from "./commission";

// fields of any of the price forms (age, passenger group, departure, price table)
const current = (f: AnyField | undefined) => f?.value ?? f?.initialValue;

type Props = {
  type: AnyField;
  value: AnyField;
  /** The price the commission is taken from, for the example (else a round sample). */
  price?: AnyField;
  currency: string;
  /** In a narrow cell: the inputs stacked and a shorter example. */
  compact?: boolean;
  /** In a three-column form grid: take two columns from the small breakpoint on. */
  span?: "two";
};

export function CommissionFields({ type, value, price, currency, compact = false, span }: Props) {
  const { t, i18n } = useTranslation("tours");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const entered = numberOf(current(value));
  const guestPays = examplePrice(numberOf(current(price)), currency);
  const money = (n: number) => formatMoney(n, currency, i18n.language);
  const example = (kind: CommissionType) => {
    const split = commissionSplit(kind, entered, guestPays, currency);
    if (!split) return null;
    return t(compact ? "commission.exampleShort" : "commission.example", {
      price: money(split.price),
      receive: money(split.receive),
      keep: money(split.keep),
    });
  };
  const perType = (text: (kind: CommissionType) => string | null) =>
    COMMISSION_TYPES.map((kind) => (
      <span key={kind} className={`when-${kind}`}>
        {text(kind)}
      </span>
    ));
  const { key: typeKey, ...typeProps } = getSelectProps(type);
  const { key: valueKey, ...valueProps } = getInputProps(value, { type: "number" });
  return (
    <div
      className={["commission-fields", compact ? "commission-compact" : "", span ? `commission-span-${span}` : ""]
        .filter(Boolean)
        .join(" ")}
      data-testid="commission-fields"
    >
      <div className="commission-inputs">
        <NativeSelect
          key={typeKey}
          {...typeProps}
          defaultValue={String(type.initialValue ?? "percent")}
          label={t("commission.type")}
          data={COMMISSION_TYPES.map((c) => ({ value: c, label: t(`commission.types.${c}`) }))}
          error={fieldError(type.errors)}
          autoFocus={autoFocus(type.errors)}
        />
        <TextInput
          key={valueKey}
          {...valueProps}
          step="any"
          min={0}
          label={perType((kind) => t(`commission.value.${kind}`, { currency }))}
          error={fieldError(value.errors)}
          autoFocus={autoFocus(value.errors)}
        />
      </div>
      <Text size="xs" c="dimmed" mt={4} className="commission-example" data-testid="commission-example">
        {perType(example)}
      </Text>
    </div>
  );
}

/**
 * Under a listing's own share (a hotel's, a cruise's: a percent, spec tours-cruises §9 and
 * hotels-bikes-transport §3), what one guest's price splits into, from the values the server has;
 * `hint` stands in until there is a share and a price to split.
 */
export function ShareExample(props: { share: AnyField; price: AnyField; currency: string; hint: string }) {
  const { t, i18n } = useTranslation("tours");
  const { currency } = props;
  const split = commissionSplit(
    "percent",
    numberOf(props.share.initialValue),
    examplePrice(numberOf(props.price.initialValue), currency),
    currency,
  );
  const money = (n: number) => formatMoney(n, currency, i18n.language);
  return (
    <Text size="xs" c="dimmed" mt={4} data-testid="commission-example">
      {split
        ? t("commission.example", { price: money(split.price), receive: money(split.receive), keep: money(split.keep) })
        : props.hint}
    </Text>
  );
}
