// Mantine's own markup for the pieces every list page and the shell show (Button, Group, Paper,
// Title, Text, Alert, the filter inputs), written out as plain elements: the same classes, data
// attributes and CSS variables, so Mantine's stylesheet draws them exactly as before, without
// Mantine's JavaScript in the browser (a list page's first load) nor its per-element work on the
// server (style props, theme lookups, context). static-mantine.test.ts renders each beside
// Mantine's component and fails the day Mantine's markup changes. Forms keep Mantine.
import { forwardRef, useId } from "react";
import { Link, type LinkProps } from "@remix-run/react";

const BUTTON_CLASS =
  "mantine-focus-auto mantine-active m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root";
const BORDER = "calc(0.0625rem * var(--mantine-scale)) solid";

type Variant = "filled" | "default" | "light";
/** the theme's primary colour (lib/theme.ts) unless told */
type Color = "teal" | "blue" | "red";

function buttonStyle(variant: Variant, color: Color): React.CSSProperties {
  if (variant === "filled" && color === "teal")
    return { "--button-color": "var(--mantine-color-white)" } as React.CSSProperties;
  if (variant === "filled") {
    return {
      "--button-bg": `var(--mantine-color-${color}-filled)`,
      "--button-hover": `var(--mantine-color-${color}-filled-hover)`,
      "--button-color": "var(--mantine-color-white)",
      "--button-bd": `${BORDER} transparent`,
    } as React.CSSProperties;
  }
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
const inner = (children: React.ReactNode, loading?: boolean) => (
  <span className="m_80f1301b mantine-Button-inner">
    <span className="m_811560b9 mantine-Button-label" data-loading={loading || undefined}>
      {children}
    </span>
  </span>
);
/** Mantine's loader inside a busy button: a CSS-only ring. */
const BUTTON_LOADER = (
  <span
    style={{
      transitionProperty: "transform, opacity",
      WebkitBackfaceVisibility: "hidden",
      transitionDuration: "150ms",
      transitionTimingFunction: "ease",
      transformOrigin: "center",
      opacity: 1,
      transform: "translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))",
    }}
    className="m_a25b86ee mantine-Button-loader"
    aria-hidden="true"
  >
    <span
      style={
        {
          "--loader-size": "calc(var(--button-height) / 1.8)",
          "--loader-color": "var(--button-color)",
        } as React.CSSProperties
      }
      className="m_b34414df m_5ae2e3c mantine-Loader-root"
    />
  </span>
);
type Spacing = "xs" | "sm" | "md" | "lg" | "xl";
const space = (s: Spacing | undefined) => (s ? `var(--mantine-spacing-${s})` : undefined);
const variantAttr = (variant: Variant) => (variant === "filled" ? undefined : variant);

/** Mantine's <Button> (size sm, no sections) as a plain <button>; `loading` disables it and shows the ring. */
export function StaticButton({
  variant = "filled",
  color = "teal",
  type = "button",
  mt,
  fullWidth,
  loading,
  children,
  ...props
}: ButtonLook & { mt?: Spacing; fullWidth?: boolean; loading?: boolean } & Omit<
    React.ButtonHTMLAttributes<HTMLButtonElement>,
    "children" | "className" | "style"
  >) {
  return (
    <button
      type={type}
      style={{ ...buttonStyle(variant, color), marginTop: space(mt) }}
      // Mantine drops its press effect from a busy button
      className={loading ? BUTTON_CLASS.replace("mantine-active ", "") : BUTTON_CLASS}
      data-variant={variantAttr(variant)}
      data-loading={loading || undefined}
      data-block={fullWidth || undefined}
      {...props}
      disabled={loading || props.disabled}
    >
      {loading ? BUTTON_LOADER : null}
      {inner(children, loading)}
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

/** Mantine's <Group> (align center, wrap; gap xs unless told). */
export function StaticGroup({
  className,
  gap = "xs",
  justify = "flex-start",
  mt,
  children,
}: {
  className?: string;
  gap?: Spacing;
  justify?: "flex-start" | "flex-end";
  mt?: Spacing;
  children: React.ReactNode;
}) {
  return (
    <div
      style={
        {
          "--group-gap": space(gap),
          "--group-align": "center",
          "--group-justify": justify,
          "--group-wrap": "wrap",
          marginTop: space(mt),
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

/** Mantine's <Title order={1} size="h2"> (or the order and size told). */
export function StaticTitle({
  order = 1,
  size = "h2",
  id,
  mt,
  children,
}: {
  order?: 1 | 2;
  size?: "h2" | "h4";
  id?: string;
  mt?: Spacing;
  children: React.ReactNode;
}) {
  const Tag = order === 1 ? "h1" : "h2";
  return (
    <Tag
      style={
        {
          "--title-fw": `var(--mantine-${size}-font-weight)`,
          "--title-lh": `var(--mantine-${size}-line-height)`,
          "--title-fz": `var(--mantine-${size}-font-size)`,
          marginTop: space(mt),
        } as React.CSSProperties
      }
      className="m_8a5d1357 mantine-Title-root"
      data-size={size}
      data-order={order}
      id={id}
    >
      {children}
    </Tag>
  );
}

/** Mantine's <Text> (a <p>): size sm or the body's, dimmed, bold, a top margin (a spacing or rem). */
export function StaticText({
  size,
  dimmed,
  fw,
  mt,
  children,
}: {
  size?: "sm";
  dimmed?: boolean;
  fw?: 600;
  mt?: Spacing | number;
  children: React.ReactNode;
}) {
  const style = {
    ...(size
      ? { "--text-fz": `var(--mantine-font-size-${size})`, "--text-lh": `var(--mantine-line-height-${size})` }
      : {}),
    marginTop: typeof mt === "number" ? `calc(${mt / 16}rem * var(--mantine-scale))` : space(mt),
    color: dimmed ? "var(--mantine-color-dimmed)" : undefined,
    fontWeight: fw,
  } as React.CSSProperties;
  return (
    <p style={style} className="mantine-focus-auto m_b6d8b162 mantine-Text-root" data-size={size}>
      {children}
    </p>
  );
}

/** Mantine's <Alert variant="light"> without title or icon: a role="alert" box. */
export function StaticAlert({
  color,
  mt,
  mb,
  children,
  ...props
}: {
  color: "yellow" | "orange" | "red";
  mt?: Spacing;
  mb?: Spacing;
  children: React.ReactNode;
  "data-testid"?: string;
}) {
  const id = useId();
  return (
    <div
      style={
        {
          "--alert-bg": `var(--mantine-color-${color}-light)`,
          "--alert-color": `var(--mantine-color-${color}-light-color)`,
          "--alert-bd": `${BORDER} transparent`,
          marginTop: space(mt),
          marginBottom: space(mb),
        } as React.CSSProperties
      }
      className="m_66836ed3 mantine-Alert-root"
      data-variant="light"
      id={id}
      role="alert"
      aria-describedby={`${id}-body`}
      {...props}
    >
      <div className="m_a5d60502 mantine-Alert-wrapper">
        <div className="m_667c2793 mantine-Alert-body">
          <div id={`${id}-body`} className="m_7fa78076 mantine-Alert-message" data-variant="light">
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}

type FieldLook = {
  /** "TextInput" or "NativeSelect": the name in Mantine's static class names */
  kind: "TextInput" | "NativeSelect";
  id: string;
  label: string;
  description?: string;
  error?: string;
  required?: boolean;
  className?: string;
  rightSection?: React.ReactNode;
  rightSectionPointerEvents?: "all" | "none";
  pointer?: boolean;
  children: (input: {
    className: string;
    "data-variant": "default";
    "data-error"?: true;
    "aria-invalid": boolean;
    "aria-describedby"?: string;
    id: string;
  }) => React.ReactNode;
};

/** Mantine's input wrapper (label, description, the input's box, error), size sm, in its default order. */
function StaticField({
  kind,
  id,
  label,
  description,
  error,
  required,
  className,
  rightSection,
  rightSectionPointerEvents,
  pointer,
  children,
}: FieldLook) {
  const small = "calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))";
  const describedBy = [error ? `${id}-error` : null, description ? `${id}-description` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div
      className={[className, `m_46b77525 mantine-InputWrapper-root mantine-${kind}-root`].filter(Boolean).join(" ")}
      data-size="sm"
      data-error={error ? true : undefined}
    >
      <label
        style={{ "--input-label-size": "var(--mantine-font-size-sm)" } as React.CSSProperties}
        className={`m_8fdc1311 mantine-InputWrapper-label mantine-${kind}-label`}
        data-size="sm"
        data-required={required || undefined}
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
        {required ? (
          <span className={`m_78a94662 mantine-InputWrapper-required mantine-${kind}-required`} aria-hidden="true">
            {" *"}
          </span>
        ) : null}
      </label>
      {description ? (
        <p
          style={{ "--input-description-size": small } as React.CSSProperties}
          className={`m_fe47ce59 mantine-InputWrapper-description mantine-${kind}-description`}
          data-size="sm"
          id={`${id}-description`}
        >
          {description}
        </p>
      ) : null}
      <div
        style={
          {
            "--input-margin-top": description ? "calc(var(--mantine-spacing-xs) / 2)" : undefined,
            "--input-margin-bottom": error ? "calc(var(--mantine-spacing-xs) / 2)" : undefined,
            "--input-height": "var(--input-height-sm)",
            "--input-fz": "var(--mantine-font-size-sm)",
            "--input-right-section-pointer-events": rightSectionPointerEvents,
          } as React.CSSProperties
        }
        className={`m_6c018570 mantine-Input-wrapper mantine-${kind}-wrapper`}
        data-variant="default"
        data-size="sm"
        data-error={error ? true : undefined}
        data-pointer={pointer || undefined}
        data-with-right-section={rightSection ? true : undefined}
      >
        {children({
          className: `m_8fb7ebe7 mantine-Input-input mantine-${kind}-input`,
          "data-variant": "default",
          "data-error": error ? true : undefined,
          "aria-invalid": Boolean(error),
          "aria-describedby": describedBy || undefined,
          id,
        })}
        {rightSection ? (
          <div data-position="right" className={`m_82577fc2 mantine-Input-section mantine-${kind}-section`}>
            {rightSection}
          </div>
        ) : null}
      </div>
      {error ? (
        <p
          style={{ "--input-error-size": small } as React.CSSProperties}
          className={`m_8f816625 mantine-InputWrapper-error mantine-${kind}-error`}
          data-size="sm"
          id={`${id}-error`}
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputAttributes = Omit<React.InputHTMLAttributes<HTMLInputElement>, "className" | "style" | "id" | "required"> & {
  "data-testid"?: string;
  "data-date-format"?: string;
};
type TextInputProps = Omit<FieldLook, "kind" | "id" | "children" | "pointer"> &
  InputAttributes & {
    id?: string;
    /** Mantine's `withAsterisk`: the asterisk only, the browser's own check stays off (the server decides) */
    withAsterisk?: boolean;
  };

/** Mantine's <TextInput> (size sm) as a plain <input> in Mantine's wrapper. */
export const StaticTextInput = forwardRef<HTMLInputElement, TextInputProps>(function StaticTextInput(
  { id, label, description, error, withAsterisk, className, rightSection, rightSectionPointerEvents, ...input },
  ref,
) {
  const ownId = useId();
  return (
    <StaticField
      kind="TextInput"
      id={id ?? ownId}
      label={label}
      description={description}
      error={error}
      required={withAsterisk}
      className={className}
      rightSection={rightSection}
      rightSectionPointerEvents={rightSectionPointerEvents}
    >
      {(field) => (
        <input ref={ref} {...field} {...input} aria-invalid={input["aria-invalid"] ?? field["aria-invalid"]} />
      )}
    </StaticField>
  );
});

/** Mantine's <NativeSelect> (size sm, its chevron) as a plain <select>. */
export function StaticNativeSelect({
  id,
  label,
  data,
  ...select
}: {
  id?: string;
  label: string;
  data: { value: string; label: string }[];
  name: string;
  defaultValue?: string;
  "data-testid"?: string;
}) {
  const ownId = useId();
  return (
    <StaticField
      kind="NativeSelect"
      id={id ?? ownId}
      label={label}
      rightSection={CHEVRON}
      rightSectionPointerEvents="none"
      pointer
    >
      {(field) => (
        <select {...field} {...select}>
          {data.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </StaticField>
  );
}

const CHEVRON = (
  <svg
    className="m_2943220b mantine-ComboboxChevron-chevron"
    data-combobox-chevron="true"
    viewBox="0 0 15 15"
    fill="none"
    xmlns="http://www.w3.org/2000/svg"
  >
    <path
      d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
      fill="currentColor"
      fillRule="evenodd"
      clipRule="evenodd"
    />
  </svg>
);
