// The shell of every dialog: an URL state the server renders (so it works without scripts),
// closed by a link back to the page without that state.
import { Link } from "@remix-run/react";
import { Title } from "@mantine/core";
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
