// spec §2 Layout / §4: when the supplier has no stored currency, this dialog shows first.
// Rendered by the server as part of the page, a plain form post: no scripts needed.
import { Button, NativeSelect, Text } from "@mantine/core";
import { Form, useLocation, useNavigation } from "@remix-run/react";
import { UrlDialog } from "./url-dialog";
import { useTranslation } from "react-i18next";
import { CURRENCIES, DEFAULT_CURRENCY } from "~/features/auth/currencies";

export function CurrencyDialog() {
  const { t } = useTranslation("layout");
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.formAction === "/currency";
  return (
    // spec §4: the choice comes first, so this dialog cannot be dismissed
    <UrlDialog title={t("currency.title")} testId="currency-dialog">
      <Text size="sm" c="dimmed" mt={4}>
        {t("currency.text")}
      </Text>
      <Form method="post" action="/currency" className="dialog-form">
        <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
        <NativeSelect
          name="currency"
          label={t("currency.label")}
          defaultValue={DEFAULT_CURRENCY}
          data={CURRENCIES.map((c) => ({ value: c, label: t(`common:currencies.${c}`, { defaultValue: c }) }))}
          data-testid="currency-select"
        />
        <Button type="submit" mt="md" fullWidth loading={busy} data-testid="currency-submit">
          {t("currency.submit")}
        </Button>
      </Form>
    </UrlDialog>
  );
}
