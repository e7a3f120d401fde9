// Mantine's own markup for the pieces every list page and the shell show (Button, Group, Paper,
// Title, Text, Alert, the filter inputs), written out as plain elements: the same classes, data
// attributes and CSS variables, so Mantine's stylesheet draws them exactly as before, without
// Mantine's JavaScript in the browser (a list page's first load) nor its per-element work on the
// server (style props, theme lookups, context). static-mantine.test.ts renders each beside
// Mantine's component and fails the day Mantine's markup changes. Forms draw their static pieces
// (fields, checkboxes, stacks, grids, wrappers) the same way; what has behaviour of its own
// (Select, date pickers, Modal, Tabs, Popover, NumberInput) stays Mantine's.
import { createContext, forwardRef, useContext, useId, useState } from "react";
import { Link, type LinkProps } from "@remix-run/react";

const BUTTON_CLASS =
  "mantine-focus-auto mantine-active m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root";
const BORDER = "calc(0.0625rem * var(--mantine-scale)) solid";

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
type Spacing = "xs" | "sm" | "md" | "lg" | "xl";
/** a theme spacing, or Mantine's rem of a number of pixels */
const space = (s: Spacing | number | undefined) =>
  typeof s === "number" ? `calc(${s / 16}rem * var(--mantine-scale))` : s ? `var(--mantine-spacing-${s})` : undefined;
const variantAttr = (variant: Variant) => (variant === "filled" ? undefined : variant);

/** Mantine's <Button> (size sm unless told, no sections) as a plain <button>; `loading` disables it and shows the ring. */
export function StaticButton({
  variant = "filled",
  color = "teal",
  size,
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
      style={{ ...buttonSize(size), ...buttonStyle(variant, color), marginTop: space(mt) }}
      // Mantine drops its press effect from a busy or disabled button
      className={loading || props.disabled ? BUTTON_CLASS.replace("mantine-active ", "") : BUTTON_CLASS}
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
  mt,
  children,
}: {
  className?: string;
  gap?: Spacing | number;
  justify?: "flex-start" | "flex-end" | "space-between";
  mt?: Spacing | number;
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

/** Mantine's <Paper withBorder p="md" radius="md" mb="md"> (a form's section: p="lg" mb={null}; `maw` in px). */
export function StaticPaper({
  p = "md",
  mb = "md",
  maw,
  className,
  children,
  ...props
}: {
  p?: Spacing;
  mb?: Spacing | null;
  maw?: number;
  className?: string;
  children: React.ReactNode;
  "data-testid"?: string;
}) {
  return (
    <div
      style={
        {
          "--paper-radius": "var(--mantine-radius-md)",
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
  className?: string;
  children: React.ReactNode;
  "data-testid"?: string;
}) {
  const color = dimmed ? "dimmed" : c;
  const style = {
    ...(size
      ? { "--text-fz": `var(--mantine-font-size-${size})`, "--text-lh": `var(--mantine-line-height-${size})` }
      : {}),
    marginTop: space(mt),
    marginBottom: space(mb),
    color:
      color === "dimmed" ? "var(--mantine-color-dimmed)" : color ? `var(--mantine-color-${color}-text)` : undefined,
    fontWeight: fw,
  } as React.CSSProperties;
  return (
    <p
      style={style}
      className={["mantine-focus-auto", className, "m_b6d8b162 mantine-Text-root"].filter(Boolean).join(" ")}
      data-size={size}
      {...props}
    >
      {children}
    </p>
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
  label: React.ReactNode;
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
function StaticField({
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
      <label
        style={sized ? ({ "--input-label-size": "var(--mantine-font-size-sm)" } as React.CSSProperties) : undefined}
        className={`m_8fdc1311 mantine-InputWrapper-label mantine-${kind}-label`}
        data-size={size}
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
type FieldProps = Omit<FieldLook, "kind" | "id" | "children" | "pointer" | "required"> & {
  id?: string;
  /** the browser's check and the asterisk (Mantine's `required`) */
  required?: boolean;
  /** Mantine's `withAsterisk`: the asterisk only, the browser's own check stays off (the server decides) */
  withAsterisk?: boolean;
};
/** The asterisk: `withAsterisk` when told, else `required` (Mantine's rule). */
const asterisk = (p: { required?: boolean; withAsterisk?: boolean }) => p.withAsterisk ?? p.required;

type InputAttributes = Omit<React.InputHTMLAttributes<HTMLInputElement>, "className" | "style" | "id" | "required"> & {
  "data-testid"?: string;
  "data-date-format"?: string;
};
type TextInputProps = FieldProps & InputAttributes;

/** Mantine's <TextInput> (size sm) as a plain <input> in Mantine's wrapper. */
export const StaticTextInput = forwardRef<HTMLInputElement, TextInputProps>(function StaticTextInput(
  { id, label, description, error, withAsterisk, required, className, style, rightSection, ...input },
  ref,
) {
  const ownId = useId();
  const { rightSectionPointerEvents, ...attributes } = input;
  return (
    <StaticField
      kind="TextInput"
      id={id ?? ownId}
      label={label}
      description={description}
      error={error}
      required={asterisk({ required, withAsterisk })}
      className={className}
      style={style}
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

type TextareaProps = FieldProps &
  Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "className" | "style" | "id" | "required" | "rows"> & {
    /**
     * Mantine's `autosize` without its script: the box grows with its text (CSS `field-sizing`)
     * between these many rows, as Mantine's autosize draws it once scripts run.
     */
    autosize?: { minRows: number; maxRows?: number };
  };
/** Rows of text in Mantine's textarea: its line height in whole pixels (as autosize measures it), its padding and its border, twice. */
const rowsHeight = (rows: number) =>
  `calc(${rows} * round(1lh, 1px) + 2 * var(--input-padding-y) + 2 * calc(0.0625rem * var(--mantine-scale)))`;

/** Mantine's <Textarea> (size sm) as a plain <textarea>. */
export const StaticTextarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function StaticTextarea(
  { id, label, description, error, withAsterisk, required, className, style, autosize, ...area },
  ref,
) {
  const ownId = useId();
  const grow = autosize
    ? ({
        fieldSizing: "content",
        minHeight: rowsHeight(autosize.minRows),
        maxHeight: autosize.maxRows ? rowsHeight(autosize.maxRows) : undefined,
      } as React.CSSProperties)
    : undefined;
  return (
    <StaticField
      kind="Textarea"
      id={id ?? ownId}
      label={label}
      description={description}
      error={error}
      required={asterisk({ required, withAsterisk })}
      className={className}
      style={style}
      disabled={area.disabled}
    >
      {(field) => (
        <textarea
          ref={ref}
          {...area}
          {...field}
          required={required}
          data-disabled={area.disabled || undefined}
          // Mantine's: an autosized box without a height limit never scrolls
          data-no-overflow={(autosize && !autosize.maxRows) || undefined}
          style={grow}
        />
      )}
    </StaticField>
  );
});

/** Mantine's <PasswordInput> (its box, its eye button that shows or hides the text) with a plain <input>. */
export function StaticPasswordInput({
  id,
  label,
  description,
  error,
  withAsterisk,
  required,
  className,
  style,
  ...input
}: FieldProps & Omit<InputAttributes, "type">) {
  const ownId = useId();
  const [visible, setVisible] = useState(false);
  const toggle = () => setVisible((v) => !v);
  return (
    <StaticField
      kind="PasswordInput"
      id={id ?? ownId}
      label={label}
      description={description}
      error={error}
      required={asterisk({ required, withAsterisk })}
      className={className}
      style={style}
      rightSection={
        <button
          style={
            {
              "--ai-bg": "transparent",
              "--ai-hover": "var(--mantine-color-gray-light-hover)",
              "--ai-color": "var(--mantine-color-gray-light-color)",
              "--ai-bd": `${BORDER} transparent`,
            } as React.CSSProperties
          }
          className="mantine-focus-auto mantine-active m_b1072d44 mantine-PasswordInput-visibilityToggle m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root"
          data-variant="subtle"
          type="button"
          aria-hidden="true"
          aria-pressed={visible}
          tabIndex={-1}
          // as Mantine's: a press toggles without taking the focus from the field
          onMouseDown={(e) => (e.preventDefault(), toggle())}
          onTouchEnd={(e) => (e.preventDefault(), toggle())}
          onKeyDown={(e) => e.key === " " && (e.preventDefault(), toggle())}
        >
          <span className="m_8d3afb97 mantine-ActionIcon-icon">
            <svg
              viewBox="0 0 15 15"
              fill="none"
              xmlns="http://www.w3.org/2000/svg"
              style={{ width: "var(--psi-icon-size)", height: "var(--psi-icon-size)" }}
            >
              <path d={visible ? EYE_CLOSED : EYE_OPEN} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
            </svg>
          </span>
        </button>
      }
    >
      {(field) => (
        <div className={`m_ccf8da4c ${field.className}`} data-variant="default" data-error={field["data-error"]}>
          <input
            required={required}
            data-invalid={error ? true : undefined}
            className="m_f2d85dd2 mantine-PasswordInput-innerInput"
            id={field.id}
            {...input}
            aria-describedby={field["aria-describedby"]}
            autoComplete={input.autoComplete || "off"}
            type={visible ? "text" : "password"}
          />
        </div>
      )}
    </StaticField>
  );
}

type Option = string | { value: string; label: string };

/** Mantine's <NativeSelect> (size sm, its chevron) as a plain <select>. */
export function StaticNativeSelect({
  id,
  label,
  description,
  error,
  withAsterisk,
  required,
  className,
  style,
  data,
  ...select
}: FieldProps &
  Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "className" | "style" | "id" | "required"> & {
    data: readonly Option[];
    "data-testid"?: string;
  }) {
  const ownId = useId();
  return (
    <StaticField
      kind="NativeSelect"
      id={id ?? ownId}
      label={label}
      description={description}
      error={error}
      required={asterisk({ required, withAsterisk })}
      className={className}
      style={style}
      rightSection={chevron(error)}
      rightSectionPointerEvents="none"
      pointer
      disabled={select.disabled}
    >
      {(field) => (
        <select {...select} {...field} required={required} data-disabled={select.disabled || undefined}>
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
}

/** Mantine's <Input.Wrapper> (no size): a label, an error and an asterisk around a control of our own. */
export function StaticInputWrapper({
  id,
  label,
  error,
  withAsterisk,
  required,
  className,
  children,
  ...props
}: {
  id?: string;
  label?: React.ReactNode;
  error?: React.ReactNode;
  withAsterisk?: boolean;
  required?: boolean;
  className?: string;
  children: React.ReactNode;
  "data-testid"?: string;
}) {
  const ownId = useId();
  const own = id ?? ownId;
  const star = asterisk({ required, withAsterisk });
  return (
    <div
      className={[className, "m_46b77525 mantine-InputWrapper-root"].filter(Boolean).join(" ")}
      data-error={error ? true : undefined}
      {...props}
    >
      {label ? (
        <label
          className="m_8fdc1311 mantine-InputWrapper-label"
          data-required={star || undefined}
          htmlFor={own}
          id={`${own}-label`}
        >
          {label}
          {star ? (
            <span className="m_78a94662 mantine-InputWrapper-required" aria-hidden="true">
              {" *"}
            </span>
          ) : null}
        </label>
      ) : null}
      {children}
      {error ? (
        <p className="m_8f816625 mantine-InputWrapper-error" id={`${own}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const CHECK_ICON = (
  <svg
    viewBox="0 0 10 7"
    fill="none"
    xmlns="http://www.w3.org/2000/svg"
    aria-hidden="true"
    className="m_bf295423 mantine-Checkbox-icon"
  >
    <path
      d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
      fill="currentColor"
      fillRule="evenodd"
      clipRule="evenodd"
    />
  </svg>
);

/** Mantine's <Checkbox> (filled, label on the right, an error under it) as a plain checkbox. */
export function StaticCheckbox({
  id,
  label,
  error,
  mt,
  mb,
  ...input
}: Omit<InputAttributes, "type"> & {
  id?: string;
  label: React.ReactNode;
  error?: React.ReactNode;
  mt?: Spacing;
  mb?: Spacing;
}) {
  const ownId = useId();
  const own = id ?? ownId;
  return (
    <div
      style={
        {
          "--checkbox-color": "var(--mantine-color-teal-filled)",
          marginTop: space(mt),
          marginBottom: space(mb),
        } as React.CSSProperties
      }
      className="m_bf2d988c mantine-Checkbox-root m_5f75b09e mantine-Checkbox-root"
      data-variant="filled"
      data-label-position="right"
    >
      <div className="m_5f6e695e mantine-Checkbox-body">
        <div className="m_26062bec mantine-Checkbox-inner" data-label-position="right">
          <input
            className="mantine-focus-auto m_26063560 mantine-Checkbox-input"
            data-error={error ? true : undefined}
            id={own}
            {...input}
            type="checkbox"
          />
          {CHECK_ICON}
        </div>
        <div className="m_d3ea56bb mantine-Checkbox-labelWrapper">
          <label className="m_8ee546b8 mantine-Checkbox-label" htmlFor={own}>
            {label}
          </label>
          {error ? (
            <p className="m_8e8a99cc mantine-Checkbox-error m_8f816625 mantine-InputWrapper-error">{error}</p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** Mantine's <Stack> (gap md unless told). */
export function StaticStack({
  gap = "md",
  className,
  children,
  ...props
}: {
  gap?: Spacing;
  className?: string;
  children: React.ReactNode;
  "data-testid"?: string;
}) {
  return (
    <div
      style={
        {
          "--stack-gap": space(gap),
          "--stack-align": "stretch",
          "--stack-justify": "flex-start",
        } as React.CSSProperties
      }
      className={[className, "m_6d731127 mantine-Stack-root"].filter(Boolean).join(" ")}
      {...props}
    >
      {children}
    </div>
  );
}

/** The group's name and first value, for its radios. */
const RadioGroupContext = createContext<{ name: string; defaultValue?: string } | null>(null);

/**
 * Mantine's <Radio.Group> (a label, the radios, an error): plain radios of one name, the browser
 * keeps which is chosen (Mantine's stylesheet draws a radio from its :checked).
 */
export function StaticRadioGroup({
  id,
  name,
  label,
  withAsterisk,
  error,
  defaultValue,
  children,
}: {
  id?: string;
  name: string;
  label: React.ReactNode;
  withAsterisk?: boolean;
  error?: React.ReactNode;
  defaultValue?: string;
  children: React.ReactNode;
}) {
  const ownId = useId();
  const own = id ?? ownId;
  return (
    <div className="m_46b77525 mantine-InputWrapper-root mantine-RadioGroup-root" data-error={error ? true : undefined}>
      <div
        className="m_8fdc1311 mantine-InputWrapper-label mantine-RadioGroup-label"
        data-required={withAsterisk || undefined}
        id={`${own}-label`}
      >
        {label}
        {withAsterisk ? (
          <span className="m_78a94662 mantine-InputWrapper-required mantine-RadioGroup-required" aria-hidden="true">
            {" *"}
          </span>
        ) : null}
      </div>
      <div role="radiogroup" aria-labelledby={`${own}-label`} aria-describedby={error ? `${own}-error` : undefined}>
        <RadioGroupContext.Provider value={{ name, defaultValue }}>{children}</RadioGroupContext.Provider>
      </div>
      {error ? (
        <p className="m_8f816625 mantine-InputWrapper-error mantine-RadioGroup-error" id={`${own}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Mantine's <Radio> inside a StaticRadioGroup: checked at first when it holds the group's value. */
export function StaticRadio({
  id,
  value,
  label,
  autoFocus,
}: {
  id?: string;
  value: string;
  label: React.ReactNode;
  autoFocus?: boolean;
}) {
  const ownId = useId();
  const own = id ?? ownId;
  const group = useContext(RadioGroupContext);
  const checked = group?.defaultValue === value;
  return (
    <div
      style={{ "--radio-color": "var(--mantine-color-teal-filled)" } as React.CSSProperties}
      className="m_f3f1af94 mantine-Radio-root m_5f75b09e mantine-Radio-root"
      data-label-position="right"
      data-checked={checked || undefined}
    >
      <div className="m_5f6e695e mantine-Radio-body">
        <div className="m_89c4f5e4 mantine-Radio-inner" data-label-position="right">
          <input
            className="mantine-focus-auto m_8a3dbb89 mantine-Radio-radio"
            autoFocus={autoFocus}
            name={group?.name}
            id={own}
            type="radio"
            defaultChecked={checked}
            value={value}
          />
          <svg
            xmlns="http://www.w3.org/2000/svg"
            fill="none"
            viewBox="0 0 5 5"
            aria-hidden="true"
            className="m_f3ed6b2b mantine-Radio-icon"
          >
            <circle cx="2.5" cy="2.5" r="2.5" fill="currentColor" />
          </svg>
        </div>
        <div className="m_d3ea56bb mantine-Radio-labelWrapper">
          <label className="m_8ee546b8 mantine-Radio-label" htmlFor={own}>
            {label}
          </label>
        </div>
      </div>
    </div>
  );
}

/** Mantine's breakpoints (its default theme, lib/theme.ts keeps them) in em. */
const BREAKPOINTS = { sm: 48, md: 62 } as const;

/**
 * Mantine's <SimpleGrid> (spacing md): its columns, or columns by breakpoint, in the same
 * `<style data-mantine-styles="inline">` Mantine writes for the element's own class.
 */
export function StaticSimpleGrid({
  cols,
  mt,
  children,
}: {
  cols: number | { base: number; sm?: number; md?: number };
  mt?: Spacing;
  children: React.ReactNode;
}) {
  const name = `__m__-${useId().replace(/:/g, "")}`;
  const { base, ...at } = typeof cols === "number" ? { base: cols } : cols;
  const css =
    `.${name}{--sg-spacing-x:var(--mantine-spacing-md);--sg-spacing-y:var(--mantine-spacing-md);--sg-cols:${base};}` +
    (Object.entries(at) as [keyof typeof BREAKPOINTS, number][])
      .map(([bp, n]) => `@media(min-width: ${BREAKPOINTS[bp]}em){.${name}{--sg-cols:${n};}}`)
      .join("");
  return (
    <>
      <style data-mantine-styles="inline" dangerouslySetInnerHTML={{ __html: css }} />
      <div style={mt ? { marginTop: space(mt) } : undefined} className={`m_2415a157 mantine-SimpleGrid-root ${name}`}>
        {children}
      </div>
    </>
  );
}

/** Mantine's <Anchor> (a link that underlines on hover), size sm. */
export function StaticAnchor({ children, ...props }: React.AnchorHTMLAttributes<HTMLAnchorElement> & { size: "sm" }) {
  const { size, ...link } = props;
  return (
    <a
      style={
        {
          "--text-fz": `var(--mantine-font-size-${size})`,
          "--text-lh": `var(--mantine-line-height-${size})`,
        } as React.CSSProperties
      }
      className="mantine-focus-auto m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root"
      data-size={size}
      data-underline="hover"
      {...link}
    >
      {children}
    </a>
  );
}

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

/** Mantine's eye icons (PasswordToggleIcon): the text hidden, the text shown. */
const EYE_OPEN =
  "M7.5 11C4.80285 11 2.52952 9.62184 1.09622 7.50001C2.52952 5.37816 4.80285 4 7.5 4C10.1971 4 12.4705 5.37816 13.9038 7.50001C12.4705 9.62183 10.1971 11 7.5 11ZM7.5 3C4.30786 3 1.65639 4.70638 0.0760002 7.23501C-0.0253338 7.39715 -0.0253334 7.60288 0.0760014 7.76501C1.65639 10.2936 4.30786 12 7.5 12C10.6921 12 13.3436 10.2936 14.924 7.76501C15.0253 7.60288 15.0253 7.39715 14.924 7.23501C13.3436 4.70638 10.6921 3 7.5 3ZM7.5 9.5C8.60457 9.5 9.5 8.60457 9.5 7.5C9.5 6.39543 8.60457 5.5 7.5 5.5C6.39543 5.5 5.5 6.39543 5.5 7.5C5.5 8.60457 6.39543 9.5 7.5 9.5Z";
const EYE_CLOSED =
  "M13.3536 2.35355C13.5488 2.15829 13.5488 1.84171 13.3536 1.64645C13.1583 1.45118 12.8417 1.45118 12.6464 1.64645L10.6828 3.61012C9.70652 3.21671 8.63759 3 7.5 3C4.30786 3 1.65639 4.70638 0.0760002 7.23501C-0.0253338 7.39715 -0.0253334 7.60288 0.0760014 7.76501C0.902945 9.08812 2.02314 10.1861 3.36061 10.9323L1.64645 12.6464C1.45118 12.8417 1.45118 13.1583 1.64645 13.3536C1.84171 13.5488 2.15829 13.5488 2.35355 13.3536L4.31723 11.3899C5.29348 11.7833 6.36241 12 7.5 12C10.6921 12 13.3436 10.2936 14.924 7.76501C15.0253 7.60288 15.0253 7.39715 14.924 7.23501C14.0971 5.9119 12.9769 4.81391 11.6394 4.06771L13.3536 2.35355ZM9.90428 4.38861C9.15332 4.1361 8.34759 4 7.5 4C4.80285 4 2.52952 5.37816 1.09622 7.50001C1.87284 8.6497 2.89609 9.58106 4.09974 10.1931L9.90428 4.38861ZM5.09572 10.6114L10.9003 4.80685C12.1039 5.41894 13.1272 6.35031 13.9038 7.50001C12.4705 9.62183 10.1971 11 7.5 11C6.65241 11 5.84668 10.8639 5.09572 10.6114Z";
