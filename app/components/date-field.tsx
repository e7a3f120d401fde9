// One date field for the whole product (spec §9): shows and accepts DD-MM-YYYY, or DD/MM/YYYY
// HH:mm with a time, in both languages and without scripts — a text input the server reads
// (parseInputDate / the schemas' inputDate). A browser's own date input would follow the
// browser's locale (mm/dd/yyyy on many phones). With scripts a button opens Mantine's picker in the
// page's language (date-picker-button.tsx), whose choice is written into the text in the spec's format.
import { useRef } from "react";
import { TextInput } from "@mantine/core";
import { DATE_INPUT_FORMAT, DATE_TIME_INPUT_FORMAT, toInputDate, toInputDateTime } from "~/lib/dates";
import { useHydrated, useServerAutoFocus } from "./hydrated";
import { DatePickerButton } from "./date-picker-button";
import type { RangeNames } from "./date-picker-popover";

type Props = {
  name: string;
  label: string;
  /** An API value (YYYY-MM-DD, or YYYY-MM-DDTHH:mm with a time) or text as the person typed it. */
  defaultValue?: string | null;
  error?: string;
  id?: string;
  withTime?: boolean;
  /** One end of a range: its picker chooses both ends, written into the fields of these names. */
  range?: RangeNames;
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
  range,
  required,
  description,
  "data-testid": testId,
}: Props) {
  const hydrated = useHydrated();
  const autoFocus = useServerAutoFocus();
  const text = useRef<HTMLInputElement>(null);
  const format = withTime ? DATE_TIME_INPUT_FORMAT : DATE_INPUT_FORMAT;
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
          <DatePickerButton field={text} kind={withTime ? "dateTime" : "date"} range={range} label={label} />
        ) : null
      }
    />
  );
}
