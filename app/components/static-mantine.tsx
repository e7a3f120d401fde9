// Mantine's own markup for the pieces every list page and the shell show (Button, Group, Paper,
// Title, Text, Alert, the filter inputs), written out as plain elements: the same classes, data
// attributes and CSS variables, so Mantine's stylesheet draws them exactly as before, without
// Mantine's JavaScript in the browser (a list page's first load) nor its per-element work on the
// server (style props, theme lookups, context). static-mantine.test.ts renders each beside
// Mantine's component and fails the day Mantine's markup changes. The pieces only forms use are in
// static-mantine-form.tsx (a list page does not download them).
import { Children, forwardRef, useId } from "react";
import { Link, type LinkProps } from "@remix-run/react";

const BUTTON_CLASS =
  "mantine-focus-auto mantine-active m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root";
export const BORDER = "calc(0.0625rem * var(--mantine-scale)) solid";

type Variant = "filled" | "default" | "light" | "subtle";
/** the theme's primary colour (lib/theme.ts) unless told */
type Color = "teal" | "blue" | "red";
type ButtonSize = "xs" | "compact-xs";

const buttonSize = (size: ButtonSize | undefined) =>
  size
    ? {
        "--button-height": `var(--button-height-${size})`,
        "--button-padding-x": `var(--button-padding-x-${size})`,
        "--button-fz": "var(--mantine-font-size-xs)",
      }
    : {};

function buttonStyle(variant: Variant, color: Color): React.CSSProperties {
  if (variant === "subtle") {
    return {
      "--button-bg": "transparent",
      "--button-hover": `var(--mantine-color-${color}-light-hover)`,
      "--button-color": `var(--mantine-color-${color}-light-color)`,
      "--button-bd": `${BORDER} transparent`,
    } as React.CSSProperties;
  }
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

type ButtonLook = { variant?: Variant; color?: Color; size?: ButtonSize; children: React.ReactNode };
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
export type Spacing = "xs" | "sm" | "md" | "lg" | "xl";
/** a theme spacing, or Mantine's rem of a number of pixels */
export const space = (s: Spacing | number | undefined) =>
  typeof s === "number"
    ? s === 0
      ? "0rem"
      : `calc(${s / 16}rem * var(--mantine-scale))`
    : s
      ? `var(--mantine-spacing-${s})`
      : undefined;
const variantAttr = (variant: Variant) => (variant === "filled" ? undefined : variant);

/** Mantine's <Button> (size sm unless told, no sections) as a plain <button>; `loading` disables it and shows the ring. */
export function StaticButton({
  variant = "filled",
  color = "teal",
  size,
  type = "button",
  mt,
  mb,
  fullWidth,
  loading,
  className,
  w,
  children,
  ...props
}: ButtonLook & {
  mt?: Spacing;
  mb?: Spacing | number;
  w?: "fit-content";
  fullWidth?: boolean;
  loading?: boolean;
} & Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "children" | "style">) {
  // Mantine drops its press effect from a busy or disabled button; a class of ours goes after it
  const own = loading || props.disabled ? BUTTON_CLASS.replace("mantine-active ", "") : BUTTON_CLASS;
  return (
    <button
      type={type}
      style={{
        ...buttonSize(size),
        ...buttonStyle(variant, color),
        marginTop: space(mt),
        marginBottom: space(mb),
        width: w,
      }}
      className={className ? own.replace(" m_77c9d27d", ` ${className} m_77c9d27d`) : own}
      data-variant={variantAttr(variant)}
      data-size={size}
      data-disabled={props.disabled || undefined}
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
  size,
  children,
  ...props
}: ButtonLook & Omit<LinkProps, "children" | "className" | "style"> & { "data-testid"?: string }) {
  return (
    <Link
      style={{ ...buttonSize(size), ...buttonStyle(variant, color) }}
      className={BUTTON_CLASS}
      data-variant={variantAttr(variant)}
      data-size={size}
      {...props}
    >
      {inner(children)}
    </Link>
  );
}

/** Mantine's <Group> (align center, wrap; gap xs unless told). */
export function StaticGroup({
  className,
  gap = "xs",
  justify = "flex-start",
  align = "center",
  wrap = "wrap",
  grow,
  mt,
  children,
  ...props
}: {
  className?: string;
  align?: "center" | "flex-end" | "flex-start";
  wrap?: "wrap" | "nowrap";
  /** its children share the row equally (Mantine's `grow`) */
  grow?: boolean;
  "data-testid"?: string;
  gap?: Spacing | number;
  justify?: "flex-start" | "flex-end" | "space-between";
  mt?: Spacing | number;
  children: React.ReactNode;
}) {
  const count = Children.toArray(children).length;
  const g = space(gap);
  return (
    <div
      style={
        {
          "--group-child-width": grow ? `calc(${100 / count}% - (${g} - ${g} / ${count}))` : undefined,
          "--group-gap": g,
          "--group-align": align,
          "--group-justify": justify,
          "--group-wrap": wrap,
          marginTop: space(mt),
        } as React.CSSProperties
      }
      className={[className, "m_4081bf90 mantine-Group-root"].filter(Boolean).join(" ")}
      data-grow={grow || undefined}
      {...props}
    >
      {children}
    </div>
  );
}

/** Mantine's <Paper withBorder p="md" radius="md" mb="md"> (a form's section: p="lg" mb={null}; `maw` in px). */
export function StaticPaper({
  p = "md",
  mb = "md",
  maw,
  radius = "md",
  shadow,
  style,
  className,
  children,
  ...props
}: {
  p?: Spacing | number;
  mb?: Spacing | null;
  maw?: number;
  /** null: the theme's default radius, drawn by the stylesheet */
  radius?: "md" | null;
  shadow?: "md";
  style?: React.CSSProperties;
  className?: string;
  children: React.ReactNode;
  "data-testid"?: string;
}) {
  return (
    <div
      style={
        {
          "--paper-radius": radius ? `var(--mantine-radius-${radius})` : undefined,
          "--paper-shadow": shadow ? `var(--mantine-shadow-${shadow})` : undefined,
          ...style,
          marginBottom: space(mb ?? undefined),
          padding: space(p),
          maxWidth: space(maw),
        } as React.CSSProperties
      }
      className={[className, "m_1b7284a3 mantine-Paper-root"].filter(Boolean).join(" ")}
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
  mb,
  className,
  children,
}: {
  order?: 1 | 2 | 3;
  size?: "h2" | "h4" | "h5";
  id?: string;
  mt?: Spacing;
  mb?: Spacing;
  className?: string;
  children: React.ReactNode;
}) {
  const Tag = (["h1", "h2", "h3"] as const)[order - 1]!;
  return (
    <Tag
      style={
        {
          "--title-fw": `var(--mantine-${size}-font-weight)`,
          "--title-lh": `var(--mantine-${size}-line-height)`,
          "--title-fz": `var(--mantine-${size}-font-size)`,
          marginTop: space(mt),
          marginBottom: space(mb),
        } as React.CSSProperties
      }
      className={[className, "m_8a5d1357 mantine-Title-root"].filter(Boolean).join(" ")}
      data-size={size}
      data-order={order}
      id={id}
    >
      {children}
    </Tag>
  );
}

/** Mantine's <Text> (a <p>): size xs, sm or the body's, dimmed or a colour, bold, margins (a spacing or px). */
export function StaticText({
  size,
  dimmed,
  c,
  fw,
  mt,
  mb,
  px,
  pt,
  span,
  className,
  children,
  ...props
}: {
  size?: "xs" | "sm";
  dimmed?: boolean;
  c?: "dimmed" | "red" | "orange";
  fw?: 600;
  mt?: Spacing | number;
  mb?: Spacing | number;
  px?: number;
  pt?: number;
  /** a <span> (Mantine's `span`) */
  span?: boolean;
  className?: string;
  children: React.ReactNode;
  "data-testid"?: string;
} & Pick<React.HTMLAttributes<HTMLElement>, "id" | "role" | "aria-live">) {
  const Tag = span ? "span" : "p";
  const color = dimmed ? "dimmed" : c;
  const style = {
    ...(size
      ? { "--text-fz": `var(--mantine-font-size-${size})`, "--text-lh": `var(--mantine-line-height-${size})` }
      : {}),
    marginTop: space(mt),
    marginBottom: space(mb),
    paddingInline: space(px),
    paddingTop: space(pt),
    color:
      color === "dimmed" ? "var(--mantine-color-dimmed)" : color ? `var(--mantine-color-${color}-text)` : undefined,
    fontWeight: fw,
  } as React.CSSProperties;
  return (
    <Tag
      style={style}
      className={["mantine-focus-auto", className, "m_b6d8b162 mantine-Text-root"].filter(Boolean).join(" ")}
      data-size={size}
      {...props}
    >
      {children}
    </Tag>
  );
}

/** Mantine's <Alert variant="light"> without title or icon: a role="alert" box. */
export function StaticAlert({
  color,
  mt,
  mb,
  id: givenId,
  children,
  ...props
}: {
  color: "yellow" | "orange" | "red" | "gray";
  mt?: Spacing;
  mb?: Spacing;
  id?: string;
  children: React.ReactNode;
  "data-testid"?: string;
}) {
  const ownId = useId();
  const id = givenId ?? ownId;
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

type FieldKind = "TextInput" | "NativeSelect" | "Textarea" | "PasswordInput";
type FieldLook = {
  /** the name in Mantine's static class names */
  kind: FieldKind;
  id: string;
  /** none: a control named by its own aria-label */
  label?: React.ReactNode;
  description?: React.ReactNode;
  error?: React.ReactNode;
  required?: boolean;
  className?: string;
  style?: React.CSSProperties;
  rightSection?: React.ReactNode;
  rightSectionPointerEvents?: "all" | "none";
  pointer?: boolean;
  disabled?: boolean;
  children: (input: {
    className: string;
    "data-variant": "default";
    "data-error"?: true;
    "aria-invalid": boolean;
    "aria-describedby"?: string;
    id: string;
  }) => React.ReactNode;
};

const SMALL = "calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))";

/**
 * Mantine's input wrapper (label, description, the input's box, error) in its default order. Its
 * inputs are size sm; a PasswordInput names no size, so only its box carries one (Mantine's own way).
 */
export function StaticField({
  kind,
  id,
  label,
  description,
  error,
  required,
  className,
  style,
  rightSection,
  rightSectionPointerEvents,
  pointer,
  disabled,
  children,
}: FieldLook) {
  const sized = kind !== "PasswordInput";
  const size = sized ? "sm" : undefined;
  const multiline = kind === "Textarea";
  const describedBy = [error ? `${id}-error` : null, description ? `${id}-description` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div
      style={style}
      className={[
        className,
        kind === "PasswordInput" ? "m_f61ca620 mantine-PasswordInput-root" : null,
        `m_46b77525 mantine-InputWrapper-root mantine-${kind}-root`,
      ]
        .filter(Boolean)
        .join(" ")}
      data-size={size}
      data-error={error ? true : undefined}
    >
      {label ? (
        <FieldLabel
          kind={kind}
          style={sized ? ({ "--input-label-size": "var(--mantine-font-size-sm)" } as React.CSSProperties) : undefined}
          size={size}
          required={required}
          htmlFor={id}
          id={`${id}-label`}
        >
          {label}
        </FieldLabel>
      ) : null}
      {description ? (
        <p
          style={sized ? ({ "--input-description-size": SMALL } as React.CSSProperties) : undefined}
          className={`m_fe47ce59 mantine-InputWrapper-description mantine-${kind}-description`}
          data-size={size}
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
            "--input-height": sized ? "var(--input-height-sm)" : undefined,
            "--input-fz": sized ? "var(--mantine-font-size-sm)" : undefined,
            "--input-right-section-pointer-events": rightSectionPointerEvents,
            "--input-padding-y": multiline ? "var(--input-padding-y-sm)" : undefined,
          } as React.CSSProperties
        }
        className={`m_6c018570 mantine-Input-wrapper mantine-${kind}-wrapper`}
        data-variant="default"
        data-size="sm"
        data-error={error ? true : undefined}
        data-pointer={pointer || undefined}
        data-disabled={disabled || undefined}
        data-with-right-section={rightSection ? true : undefined}
        data-multiline={multiline || undefined}
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
          style={sized ? ({ "--input-error-size": SMALL } as React.CSSProperties) : undefined}
          className={`m_8f816625 mantine-InputWrapper-error mantine-${kind}-error`}
          data-size={size}
          id={`${id}-error`}
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What a field takes besides its control's own attributes. */
/**
 * Mantine's label of an input wrapper with its required asterisk: `kind` adds the component's own
 * class names ("TextInput"; none for a bare Input.Wrapper); a group, which labels no single control,
 * draws it as a <div>.
 */
export function FieldLabel({
  kind,
  as: Tag = "label",
  style,
  size,
  required,
  htmlFor,
  id,
  children,
}: {
  kind?: string;
  as?: "label" | "div";
  style?: React.CSSProperties;
  size?: string;
  required?: boolean;
  htmlFor?: string;
  id: string;
  children: React.ReactNode;
}) {
  const own = (part: string) => (kind ? ` mantine-${kind}-${part}` : "");
  return (
    <Tag
      style={style}
      className={`m_8fdc1311 mantine-InputWrapper-label${own("label")}`}
      data-size={size}
      data-required={required || undefined}
      htmlFor={htmlFor}
      id={id}
    >
      {children}
      {required ? (
        <span className={`m_78a94662 mantine-InputWrapper-required${own("required")}`} aria-hidden="true">
          {" *"}
        </span>
      ) : null}
    </Tag>
  );
}

export type FieldProps = Omit<FieldLook, "kind" | "id" | "children" | "pointer" | "required"> & {
  id?: string;
  /** the browser's check and the asterisk (Mantine's `required`) */
  required?: boolean;
  /** Mantine's `withAsterisk`: the asterisk only, the browser's own check stays off (the server decides) */
  withAsterisk?: boolean;
};
/** The asterisk: `withAsterisk` when told, else `required` (Mantine's rule). */
export const asterisk = (p: { required?: boolean; withAsterisk?: boolean }) => p.withAsterisk ?? p.required;

/**
 * A field's props split in two: the wrapper's (StaticField's look: its id — the caller's or its own —
 * label, description, error, asterisk, class and style) and the rest, its control's; `required`
 * stays with the control too (the browser's check).
 */
export function useFieldParts<P extends FieldProps>(kind: FieldKind, props: P) {
  const ownId = useId();
  const { id, label, description, error, withAsterisk, required, className, style, ...rest } = props;
  const look = { kind, id: id ?? ownId, label, description, error, className, style };
  return { look: { ...look, required: asterisk({ required, withAsterisk }) }, rest, required };
}

export type InputAttributes = Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  "className" | "style" | "id" | "required"
> & {
  "data-testid"?: string;
  "data-date-format"?: string;
};
type TextInputProps = FieldProps & InputAttributes;

/** Mantine's <TextInput> (size sm) as a plain <input> in Mantine's wrapper. */
export const StaticTextInput = forwardRef<HTMLInputElement, TextInputProps>(function StaticTextInput(props, ref) {
  const { look, rest, required } = useFieldParts("TextInput", props);
  const { rightSection, rightSectionPointerEvents, ...attributes } = rest;
  return (
    <StaticField
      {...look}
      rightSection={rightSection}
      rightSectionPointerEvents={rightSectionPointerEvents}
      disabled={attributes.disabled}
    >
      {(field) => (
        // as Mantine's: its id, aria-invalid and aria-describedby win over a caller's (Conform's)
        <input
          ref={ref}
          {...attributes}
          {...field}
          required={required}
          data-disabled={attributes.disabled || undefined}
        />
      )}
    </StaticField>
  );
});

type Option = string | { value: string; label: string };

type NativeSelectProps = FieldProps &
  Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "className" | "style" | "id" | "required"> & {
    data: readonly Option[];
    "data-testid"?: string;
  };

/** Mantine's <NativeSelect> (size sm, its chevron unless `rightSection` replaces it) as a plain <select>. */
export const StaticNativeSelect = forwardRef<HTMLSelectElement, NativeSelectProps>(
  function StaticNativeSelect(props, ref) {
    const { look, rest, required } = useFieldParts("NativeSelect", props);
    const { data, rightSection, ...select } = rest;
    return (
      <StaticField
        {...look}
        rightSection={rightSection ?? chevron(look.error)}
        rightSectionPointerEvents="none"
        pointer
        disabled={select.disabled}
      >
        {(field) => (
          <select ref={ref} {...select} {...field} required={required} data-disabled={select.disabled || undefined}>
            {data.map((o) => {
              const { value, label } = typeof o === "string" ? { value: o, label: o } : o;
              return (
                <option key={value} value={value}>
                  {label}
                </option>
              );
            })}
          </select>
        )}
      </StaticField>
    );
  },
);

/** The select's chevron (Mantine marks it with the field's error). */
const chevron = (error?: React.ReactNode) => (
  <svg
    className="m_2943220b mantine-ComboboxChevron-chevron"
    data-combobox-chevron="true"
    data-error={typeof error === "string" ? error : error ? true : undefined}
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
