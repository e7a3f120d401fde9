// A row's action as a link or button styled like Mantine's compact button (app.css "btn"):
// ten rows of Mantine Buttons cost the server more than the rest of the row.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

type Look = { variant?: "light" | "subtle"; color?: "teal" | "blue" | "red" };

const classOf = ({ variant = "light", color = "teal" }: Look, extra?: string) =>
  ["btn", `btn-${variant}`, `btn-${color}`, extra].filter(Boolean).join(" ");

type RowLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> &
  Look & { to: string; preventScrollReset?: boolean; "data-testid"?: string };

/** A link that looks like a compact button; `preventScrollReset`: a dialog opened by a URL state keeps the list's place. */
export function RowLink({ variant, color, className, to, preventScrollReset, ...props }: RowLinkProps) {
  return (
    <Link
      to={to}
      prefetch="intent"
      preventScrollReset={preventScrollReset}
      {...props}
      className={classOf({ variant, color }, className)}
    />
  );
}

export function RowSubmit({
  variant,
  color,
  className,
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & Look) {
  return <button type="submit" {...props} className={classOf({ variant, color }, className)} />;
}

/**
 * A row's edit link and its delete link, which opens the confirm dialog as a URL state (none where the
 * row may not be deleted): test ids `<testId>-edit` and `<testId>-delete`.
 */
export function EditDeleteLinks(props: { edit: string; remove: string | null; testId: string; keepScroll?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="row-actions">
      <RowLink to={props.edit} preventScrollReset={props.keepScroll} data-testid={`${props.testId}-edit`}>
        {t("common:edit")}
      </RowLink>
      {props.remove ? (
        <RowLink
          to={props.remove}
          preventScrollReset
          variant="subtle"
          color="red"
          data-testid={`${props.testId}-delete`}
        >
          {t("common:delete")}
        </RowLink>
      ) : null}
    </div>
  );
}
