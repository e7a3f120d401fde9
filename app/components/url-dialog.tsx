// The shell of every dialog: an URL state the server renders (so it works without scripts),
// closed by a link back to the page without that state.
import { Link, useNavigation } from "@remix-run/react";
import { Button, Group, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

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
        <Link to={closeTo} className="dialog-backdrop" aria-label={t("common:close")} tabIndex={-1} preventScrollReset />
      ) : (
        <div className="dialog-backdrop" />
      )}
      <div className={wide ? "dialog dialog-wide" : "dialog"} role={role} aria-modal="true" aria-labelledby={titleId} data-testid={testId}>
        <Title order={2} size="h4" id={titleId}>{title}</Title>
        {children}
      </div>
    </div>
  );
}

/** The footer of a form dialog: cancel (a link back) and the submit that saves. */
export function DialogActions({ closeTo, saveTestId, intent = "save" }: { closeTo: string; saveTestId: string; intent?: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <Group justify="flex-end">
      <Button component={Link} to={closeTo} variant="default" preventScrollReset>{t("common:cancel")}</Button>
      <Button type="submit" name="intent" value={intent} loading={navigation.state === "submitting"} data-testid={saveTestId}>{t("common:save")}</Button>
    </Group>
  );
}
