// A confirmation step that works without scripts: an URL state (?confirm=…&id=…) the server
// renders as a dialog whose form posts the action; "Close" is a link back.
import { Alert, Button, Group, Text } from "@mantine/core";
import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { UrlDialog } from "./url-dialog";
import { useTranslation } from "react-i18next";
import { withParams } from "~/lib/list-query";

type Props = {
  title: string;
  text: string;
  intent: string;
  id: string;
  confirmLabel?: string;
  color?: "red" | "teal";
  /** More hidden fields the action needs (e.g. the list version). */
  extra?: Record<string, string>;
  /** What the confirmation will also touch, said before it is too late (e.g. bookings still to come). */
  warning?: string | null;
};

export function ConfirmDialog({ title, text, intent, id, confirmLabel, color = "red", extra = {}, warning }: Props) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const back = `${pathname}${withParams(search, { confirm: null, id: null })}`;
  return (
    <UrlDialog title={title} closeTo={back} testId="confirm-dialog" role="alertdialog">
      <Text size="sm" mt="xs">
        {text}
      </Text>
      {warning ? (
        <Alert color="orange" mt="sm" data-testid="confirm-warning">
          {warning}
        </Alert>
      ) : null}
      <Form method="post" action={back} className="dialog-form" preventScrollReset>
        <input type="hidden" name="id" value={id} />
        {Object.entries(extra).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Group justify="flex-end" gap="md">
          <Button component={Link} to={back} variant="default" preventScrollReset data-testid="dialog-close">
            {t("common:close")}
          </Button>
          <Button
            type="submit"
            name="intent"
            value={intent}
            color={color}
            loading={navigation.state === "submitting"}
            data-testid="confirm-submit"
          >
            {confirmLabel ?? t("common:confirm")}
          </Button>
        </Group>
      </Form>
    </UrlDialog>
  );
}
