// The financial statistics' amounts as the page and its payout drawer show them (tours-cruises §9:
// money in VND, a foreign amount with its rate).
import { useTranslation } from "react-i18next";
import { toVnd } from "@contract/money";
import { formatMoney, formatRate } from "~/lib/money";
import type { Payment } from "./types";

/** The link that opens a payout's drawer (null: closes it). */
export type DrawerTo = (id: string | null) => string;

/** Amounts as the page shows them: in VND (unknown without a rate), in their currency, a payout's VND and rate. */
export function useRevenueMoney() {
  const { t, i18n } = useTranslation("bookings");
  const vnd = (n: number | null) => (n === null ? t("revenue.unknown") : formatMoney(n, "VND", i18n.language));
  const money = (n: number, currency: string) => formatMoney(n, currency, i18n.language);
  const paymentVnd = (p: Payment) => vnd(toVnd(p.payment_amount, p.payment_currency, p.rate_vnd));
  const rate = (p: Payment) =>
    p.payment_currency.toUpperCase() === "VND"
      ? t("revenue.rateNotNeeded")
      : (formatRate(p.rate_vnd, p.payment_currency, i18n.language) ?? t("revenue.unknown"));
  return { vnd, money, paymentVnd, rate };
}
