// A row's action as a plain link or button styled like Mantine's compact button (app.css "btn"):
// ten rows of Mantine Buttons cost the server more than the rest of the row.
import { Link, type LinkProps } from "@remix-run/react";

type Look = { variant?: "light" | "subtle"; color?: "teal" | "blue" | "red" };

const classOf = ({ variant = "light", color = "teal" }: Look, extra?: string) =>
  ["btn", `btn-${variant}`, `btn-${color}`, extra].filter(Boolean).join(" ");

export function RowLink({ variant, color, className, ...props }: LinkProps & Look) {
  return <Link {...props} className={classOf({ variant, color }, className)} />;
}

export function RowSubmit({
  variant,
  color,
  className,
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & Look) {
  return <button type="submit" {...props} className={classOf({ variant, color }, className)} />;
}
