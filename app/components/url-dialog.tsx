// The shell of every dialog: an URL state the server renders (so it works without scripts),
// closed by a link back to the page without that state.
import { Button, Group, Title } from "@mantine/core";
import { Link, useNavigation, type LinkProps } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Icon } from "./icons";

type Props = {
  title: string;
  /** Where "close" leads; without it the dialog cannot be dismissed (e.g. a required choice). */
  closeTo?: string;
  testId: string;
  wide?: boolean;
  role?: "dialog" | "alertdialog";
  children: React.ReactNode;
};

export function UrlDialog({ title, closeTo, testId, wide, role = "dialog", children }: Props) {
  const { t } = useTranslation();
  const titleId = `${testId}-title`;
  return (
    <div className="dialog-layer">
      {closeTo ? (
        <Link
          to={closeTo}
          className="dialog-backdrop"
          aria-label={t("common:close")}
          tabIndex={-1}
          preventScrollReset
        />
      ) : (
        <div className="dialog-backdrop" />
      )}
      <div
        className={wide ? "dialog dialog-wide" : "dialog"}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
      >
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {children}
      </div>
    </div>
  );
}

/**
 * The footer of a form dialog: close (a link back) and the submit that saves (or does `label`).
 * "Close", never "Cancel": beside "Cancel booking" a "Cancel" (Hủy) reads as the action itself.
 */
export function DialogActions({
  closeTo,
  saveTestId,
  intent = "save",
  label,
  danger = false,
}: {
  closeTo: string;
  saveTestId: string;
  intent?: string;
  label?: string;
  danger?: boolean;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <Group justify="flex-end" gap="md">
      <Button component={Link} to={closeTo} variant="default" preventScrollReset data-testid="dialog-close">
        {t("common:close")}
      </Button>
      <Button
        type="submit"
        name="intent"
        value={intent}
        color={danger ? "red" : undefined}
        loading={navigation.state === "submitting"}
        data-testid={saveTestId}
      >
        {label ?? t("common:save")}
      </Button>
    </Group>
  );
}

/** A side drawer as an URL state (help articles, payment details); full width on a phone. */
export function UrlDrawer({
  title,
  closeTo,
  testId,
  children,
}: {
  title: string;
  closeTo: LinkProps["to"];
  testId: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = `${testId}-title`;
  return (
    <div className="drawer-layer">
      <Link to={closeTo} preventScrollReset className="drawer-backdrop" aria-label={t("common:close")} tabIndex={-1} />
      <aside className="drawer" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId}>
        <div className="drawer-header">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          <Link
            to={closeTo}
            preventScrollReset
            className="icon-button"
            aria-label={t("common:close")}
            data-testid={`${testId}-close`}
          >
            <Icon name="close" />
          </Link>
        </div>
        <div className="drawer-body">{children}</div>
      </aside>
    </div>
  );
}
