// One payout's facts in a drawer the URL opens (works without scripts): the financial statistics'
// payments tab (revenue-page.tsx).
import { useTranslation } from "react-i18next";
import { formatDate } from "~/lib/dates";
import { UrlDrawer } from "~/components/url-dialog";
import { Facts } from "~/components/facts";
import type { Payment } from "./types";
import { useRevenueMoney, type DrawerTo } from "./revenue-money";

export function PaymentDrawer({ payment, drawerTo }: { payment: Payment; drawerTo: DrawerTo }) {
  const { t } = useTranslation("bookings");
  const { money, paymentVnd, rate } = useRevenueMoney();
  return (
    <UrlDrawer
      title={t("revenue.paymentTitle", { id: payment.payment_id })}
      closeTo={drawerTo(null)}
      testId="payment-drawer"
    >
      <Facts
        empty="—"
        rows={(
          [
            ["paymentId", payment.payment_id],
            ["method", t(`revenue.methods.${payment.payment_method}`, { defaultValue: payment.payment_method })],
            ["bank", payment.bank_name],
            ["branch", payment.branch_name],
            ["account", payment.account_number],
            ["currency", payment.payment_currency],
            ["amount", money(payment.payment_amount, payment.payment_currency)],
            ["date", formatDate(payment.payment_date, "dateTime")],
            ["rate", rate(payment)],
            ["vndAmount", paymentVnd(payment)],
            ["note", payment.note],
          ] as const
        ).map(([k, v]) => ({ key: k, label: t(`revenue.${k}`), value: v, testId: `payment-${k}` }))}
      />
    </UrlDrawer>
  );
}
