// The static pieces of Mantine only forms use (textarea, password, checkbox, radios, wrapper, stack,
// grid, anchor): Mantine's own markup as plain elements, as static-mantine.tsx draws the lists' pieces
// (and tests them the same way, static-mantine.test.tsx). What has behaviour of its own (Select, date
// pickers, Modal, Tabs, Popover, NumberInput) stays Mantine's; a password's eye keeps its toggle.
import { createContext, forwardRef, useContext, useId, useState } from "react";
import {
  BORDER,
  FieldLabel,
  StaticField,
  asterisk,
  space,
  useFieldParts,
  type FieldProps,
  type InputAttributes,
  type Spacing,
} from "./static-mantine";

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
export const StaticTextarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function StaticTextarea(props, ref) {
  const { look, rest, required } = useFieldParts("Textarea", props);
  const { autosize, ...area } = rest;
  const grow = autosize
    ? ({
        fieldSizing: "content",
        minHeight: rowsHeight(autosize.minRows),
        maxHeight: autosize.maxRows ? rowsHeight(autosize.maxRows) : undefined,
      } as React.CSSProperties)
    : undefined;
  return (
    <StaticField {...look} disabled={area.disabled}>
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
export function StaticPasswordInput(props: FieldProps & Omit<InputAttributes, "type">) {
  const { look, rest: input, required } = useFieldParts("PasswordInput", props);
  const [visible, setVisible] = useState(false);
  const toggle = () => setVisible((v) => !v);
  return (
    <StaticField
      {...look}
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
            data-invalid={look.error ? true : undefined}
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
        <FieldLabel required={star} htmlFor={own} id={`${own}-label`}>
          {label}
        </FieldLabel>
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
  mt,
  className,
  children,
  ...props
}: {
  gap?: Spacing | number;
  mt?: Spacing | number;
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
          marginTop: space(mt),
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
  onChange,
  children,
}: {
  id?: string;
  name: string;
  /** the chosen value, as Mantine's group tells it */
  onChange?: (value: string) => void;
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
      <FieldLabel kind="RadioGroup" as="div" required={withAsterisk} id={`${own}-label`}>
        {label}
      </FieldLabel>
      <div
        role="radiogroup"
        aria-labelledby={`${own}-label`}
        aria-describedby={error ? `${own}-error` : undefined}
        onChange={onChange && ((e) => onChange((e.target as HTMLInputElement).value))}
      >
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

/** Mantine's <Radio>, in a StaticRadioGroup (checked at first when it holds the group's value) or alone. */
export function StaticRadio({
  id,
  value,
  label,
  autoFocus,
  name,
  defaultChecked,
  onChange,
}: {
  id?: string;
  value: string;
  label: React.ReactNode;
  autoFocus?: boolean;
  /** a radio of no group: its own name and state */
  name?: string;
  defaultChecked?: boolean;
  onChange?: React.ChangeEventHandler<HTMLInputElement>;
}) {
  const ownId = useId();
  const own = id ?? ownId;
  const group = useContext(RadioGroupContext);
  // Mantine marks the group's chosen radio (data-checked); a radio of no group is not marked
  const checked = group ? group.defaultValue === value : undefined;
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
            name={group?.name ?? name}
            id={own}
            type="radio"
            defaultChecked={checked ?? defaultChecked}
            value={value}
            onChange={onChange}
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

/** Mantine's <Anchor> (a link that underlines on hover), size sm or the text's. */
export function StaticAnchor({ children, ...props }: React.AnchorHTMLAttributes<HTMLAnchorElement> & { size?: "sm" }) {
  const { size, ...link } = props;
  return (
    <a
      style={
        size
          ? ({
              "--text-fz": `var(--mantine-font-size-${size})`,
              "--text-lh": `var(--mantine-line-height-${size})`,
            } as React.CSSProperties)
          : undefined
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

/** Mantine's eye icons (PasswordToggleIcon): the text hidden, the text shown. */
const EYE_OPEN =
  "M7.5 11C4.80285 11 2.52952 9.62184 1.09622 7.50001C2.52952 5.37816 4.80285 4 7.5 4C10.1971 4 12.4705 5.37816 13.9038 7.50001C12.4705 9.62183 10.1971 11 7.5 11ZM7.5 3C4.30786 3 1.65639 4.70638 0.0760002 7.23501C-0.0253338 7.39715 -0.0253334 7.60288 0.0760014 7.76501C1.65639 10.2936 4.30786 12 7.5 12C10.6921 12 13.3436 10.2936 14.924 7.76501C15.0253 7.60288 15.0253 7.39715 14.924 7.23501C13.3436 4.70638 10.6921 3 7.5 3ZM7.5 9.5C8.60457 9.5 9.5 8.60457 9.5 7.5C9.5 6.39543 8.60457 5.5 7.5 5.5C6.39543 5.5 5.5 6.39543 5.5 7.5C5.5 8.60457 6.39543 9.5 7.5 9.5Z";
const EYE_CLOSED =
  "M13.3536 2.35355C13.5488 2.15829 13.5488 1.84171 13.3536 1.64645C13.1583 1.45118 12.8417 1.45118 12.6464 1.64645L10.6828 3.61012C9.70652 3.21671 8.63759 3 7.5 3C4.30786 3 1.65639 4.70638 0.0760002 7.23501C-0.0253338 7.39715 -0.0253334 7.60288 0.0760014 7.76501C0.902945 9.08812 2.02314 10.1861 3.36061 10.9323L1.64645 12.6464C1.45118 12.8417 1.45118 13.1583 1.64645 13.3536C1.84171 13.5488 2.15829 13.5488 2.35355 13.3536L4.31723 11.3899C5.29348 11.7833 6.36241 12 7.5 12C10.6921 12 13.3436 10.2936 14.924 7.76501C15.0253 7.60288 15.0253 7.39715 14.924 7.23501C14.0971 5.9119 12.9769 4.81391 11.6394 4.06771L13.3536 2.35355ZM9.90428 4.38861C9.15332 4.1361 8.34759 4 7.5 4C4.80285 4 2.52952 5.37816 1.09622 7.50001C1.87284 8.6497 2.89609 9.58106 4.09974 10.1931L9.90428 4.38861ZM5.09572 10.6114L10.9003 4.80685C12.1039 5.41894 13.1272 6.35031 13.9038 7.50001C12.4705 9.62183 10.1971 11 7.5 11C6.65241 11 5.84668 10.8639 5.09572 10.6114Z";

/** Mantine's <Fieldset> (default variant) with its legend. */
export function StaticFieldset({
  legend,
  children,
  ...props
}: {
  legend: React.ReactNode;
  children: React.ReactNode;
  "data-testid"?: string;
}) {
  return (
    <fieldset className="m_84c9523a m_e9408a47 mantine-Fieldset-root" data-variant="default" {...props}>
      <legend className="m_90794832 mantine-Fieldset-legend">{legend}</legend>
      {children}
    </fieldset>
  );
}
