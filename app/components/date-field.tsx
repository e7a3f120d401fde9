// One date field for the whole product (spec §9): shows and accepts DD-MM-YYYY, or DD/MM/YYYY
// HH:mm with a time, in both languages and without scripts — a text input the server reads
// (parseInputDate / the schemas' inputDate). A browser's own date input would follow the
// browser's locale (mm/dd/yyyy on many phones). With scripts a button opens the browser's
// calendar, whose choice is written back in the spec's format.
import { TextInput } from "@mantine/core";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import {
  DATE_INPUT_FORMAT,
  DATE_TIME_INPUT_FORMAT,
  parseInputDate,
  parseInputDateTime,
  toInputDate,
  toInputDateTime,
} from "~/lib/dates";
import { useHydrated, useServerAutoFocus } from "./hydrated";
import { Icon } from "./icons";

type Props = {
  name: string;
  label: string;
  /** An API value (YYYY-MM-DD, or YYYY-MM-DDTHH:mm with a time) or text as the person typed it. */
  defaultValue?: string | null;
  error?: string;
  id?: string;
  withTime?: boolean;
  required?: boolean;
  description?: string;
  "data-testid"?: string;
};

export function DateField({
  name,
  label,
  defaultValue,
  error,
  id,
  withTime = false,
  required,
  description,
  "data-testid": testId,
}: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const autoFocus = useServerAutoFocus();
  const text = useRef<HTMLInputElement>(null);
  const native = useRef<HTMLInputElement>(null);
  const format = withTime ? DATE_TIME_INPUT_FORMAT : DATE_INPUT_FORMAT;
  const openPicker = () => {
    const picker = native.current;
    if (!picker || !text.current) return;
    picker.value = (withTime ? parseInputDateTime : parseInputDate)(text.current.value) ?? "";
    try {
      picker.showPicker();
    } catch {
      picker.focus(); // a browser without showPicker: its own field takes over
    }
  };
  const picked = (value: string) => {
    if (!text.current || !value) return;
    text.current.value = withTime ? toInputDateTime(value) : toInputDate(value);
    // as if typed: the form's checks and its leave guard see it
    text.current.dispatchEvent(new Event("input", { bubbles: true }));
    text.current.dispatchEvent(new Event("change", { bubbles: true }));
  };
  return (
    <TextInput
      ref={text}
      className="date-field"
      name={name}
      id={id}
      label={label}
      description={description}
      withAsterisk={required}
      defaultValue={withTime ? toInputDateTime(defaultValue) : toInputDate(defaultValue)}
      type="text"
      placeholder={format}
      inputMode="numeric"
      autoComplete="off"
      maxLength={withTime ? 19 : 10}
      error={error}
      aria-invalid={error ? true : undefined}
      autoFocus={autoFocus(error)}
      data-testid={testId}
      data-date-format={format}
      rightSectionPointerEvents="all"
      rightSection={
        hydrated ? (
          <>
            <button
              type="button"
              className="date-picker-button"
              onClick={openPicker}
              aria-label={t("common:pickDate")}
              title={t("common:pickDate")}
            >
              <Icon name="calendar" size={18} />
            </button>
            <input
              ref={native}
              type={withTime ? "datetime-local" : "date"}
              className="date-picker-native"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(e) => picked(e.currentTarget.value)}
            />
          </>
        ) : null
      }
    />
  );
}
