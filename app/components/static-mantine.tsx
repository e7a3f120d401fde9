// Mantine's own markup for the pieces every list page shows (Button, Group, Paper, Title),
// written out as plain elements: the same classes, data attributes and CSS variables, so Mantine's
// stylesheet draws them exactly as before, without Mantine's per-element work on the server
// (style props, theme lookups, context). static-mantine.test.ts renders each beside
// Mantine's component and fails the day Mantine's markup changes. Forms and dialogs keep Mantine.
import { Link, type LinkProps } from "@remix-run/react";

const BUTTON_CLASS =
  "mantine-focus-auto mantine-active m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root";
const BORDER = "calc(0.0625rem * var(--mantine-scale)) solid";

type Variant = "filled" | "default" | "light";
/** the theme's primary colour (lib/theme.ts) unless told */
type Color = "teal" | "blue" | "red";

function buttonStyle(variant: Variant, color: Color): React.CSSProperties {
  if (variant === "filled") return { "--button-color": "var(--mantine-color-white)" } as React.CSSProperties;
  if (variant === "default") {
    return {
      "--button-bg": "var(--mantine-color-default)",
      "--button-hover": "var(--mantine-color-default-hover)",
      "--button-color": "var(--mantine-color-default-color)",
      "--button-bd": `${BORDER} var(--mantine-color-default-border)`,
    } as React.CSSProperties;
  }
  return {
    "--button-bg": `var(--mantine-color-${color}-light)`,
    "--button-hover": `var(--mantine-color-${color}-light-hover)`,
    "--button-color": `var(--mantine-color-${color}-light-color)`,
    "--button-bd": `${BORDER} transparent`,
  } as React.CSSProperties;
}

type ButtonLook = { variant?: Variant; color?: Color; children: React.ReactNode };
const inner = (children: React.ReactNode) => (
  <span className="m_80f1301b mantine-Button-inner">
    <span className="m_811560b9 mantine-Button-label">{children}</span>
  </span>
);
const variantAttr = (variant: Variant) => (variant === "filled" ? undefined : variant);

/** Mantine's <Button> (size sm, no sections) as a plain <button>. */
export function StaticButton({
  variant = "filled",
  color = "teal",
  type = "button",
  children,
  ...props
}: ButtonLook & Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "children" | "className" | "style">) {
  return (
    <button
      type={type}
      style={buttonStyle(variant, color)}
      className={BUTTON_CLASS}
      data-variant={variantAttr(variant)}
      {...props}
    >
      {inner(children)}
    </button>
  );
}

/** Mantine's <Button component={Link}> as a Remix <Link>. */
export function StaticButtonLink({
  variant = "filled",
  color = "teal",
  children,
  ...props
}: ButtonLook & Omit<LinkProps, "children" | "className" | "style"> & { "data-testid"?: string }) {
  return (
    <Link style={buttonStyle(variant, color)} className={BUTTON_CLASS} data-variant={variantAttr(variant)} {...props}>
      {inner(children)}
    </Link>
  );
}

/** Mantine's <Group gap="xs"> (align center, start, wrap). */
export function StaticGroup({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <div
      style={
        {
          "--group-gap": "var(--mantine-spacing-xs)",
          "--group-align": "center",
          "--group-justify": "flex-start",
          "--group-wrap": "wrap",
        } as React.CSSProperties
      }
      className={[className, "m_4081bf90 mantine-Group-root"].filter(Boolean).join(" ")}
    >
      {children}
    </div>
  );
}

/** Mantine's <Paper withBorder p="md" radius="md" mb="md">. */
export function StaticPaper({ children, ...props }: { children: React.ReactNode; "data-testid"?: string }) {
  return (
    <div
      style={
        {
          "--paper-radius": "var(--mantine-radius-md)",
          marginBottom: "var(--mantine-spacing-md)",
          padding: "var(--mantine-spacing-md)",
        } as React.CSSProperties
      }
      className="m_1b7284a3 mantine-Paper-root"
      data-with-border="true"
      {...props}
    >
      {children}
    </div>
  );
}

/** Mantine's <Title order={1} size="h2">. */
export function StaticTitle({ children }: { children: React.ReactNode }) {
  return (
    <h1
      style={
        {
          "--title-fw": "var(--mantine-h2-font-weight)",
          "--title-lh": "var(--mantine-h2-line-height)",
          "--title-fz": "var(--mantine-h2-font-size)",
        } as React.CSSProperties
      }
      className="m_8a5d1357 mantine-Title-root"
      data-size="h2"
      data-order="1"
    >
      {children}
    </h1>
  );
}
