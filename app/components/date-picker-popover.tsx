// Mantine's date picker beside a date field's text (scripts only; loaded on the field's first focus
// by date-picker-button.tsx). The text stays what the form posts (spec tours-cruises §9: DD-MM-YYYY,
// DD/MM/YYYY HH:mm with a time): the picker reads its day from the text when it opens and writes its
// choice back into it, as if typed. Month and day names follow the page's language (dayjs's vi and
// en locales through Mantine's DatesProvider); its own words are the "datePicker" namespace.
import { forwardRef, useLayoutEffect, useRef, useState } from "react";
import { ActionIcon, Popover } from "@mantine/core";
import { DatePicker, DatesProvider, TimePicker, type DatesRangeValue } from "@mantine/dates";
import { assignRef } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
// dayjs knows English already; Vietnamese month and weekday names come with this module
import "dayjs/locale/vi";
import "@mantine/dates/styles.css";
import "./date-picker-popover.css";
import { parseInputDate, parseInputDateTime, todayInVietnam, toInputDate, toInputDateTime } from "~/lib/dates";

export type PickerKind = "date" | "dateTime";
/** The names of a range's two fields (the list filters' start and end), in the field's form. */
export type RangeNames = { start: string; end: string };

export type DatePickerPopoverProps = {
  /** The text field the picker reads and writes. */
  field: HTMLInputElement;
  kind: PickerKind;
  range?: RangeNames;
  /** The field's label: the dialog's name for screen readers. */
  label: string;
  /** The dropdown's id, for the button's aria-controls. */
  id: string;
  opened: boolean;
  onClose: () => void;
};

/** As if typed: the form's checks and its leave guard see it. */
function write(input: HTMLInputElement | null, text: string) {
  if (!input || input.value === text) return;
  input.value = text;
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

/** A field of the range by name, in the same form (or the page, for a field outside one). */
function rangeField(field: HTMLInputElement, name: string): HTMLInputElement | null {
  const found = field.form?.elements.namedItem(name) ?? document.getElementsByName(name)[0];
  return found instanceof HTMLInputElement ? found : null;
}

/**
 * Mantine's Popover places its dropdown against its target's element: here the text field's box
 * (its input and calendar button), which the page drew before this module loaded.
 */
const Anchor = forwardRef<HTMLElement, { el: HTMLElement }>(function Anchor({ el }, ref) {
  useLayoutEffect(() => {
    assignRef(ref, el);
    return () => assignRef(ref, null);
  }, [el, ref]);
  return null;
});

export default function DatePickerPopover(props: DatePickerPopoverProps) {
  const { i18n } = useTranslation();
  const lang = i18n.language === "en" ? "en" : "vi";
  const { field, opened, onClose, label, id } = props;
  const box = field.parentElement ?? field;
  const dropdown = useRef<HTMLDivElement>(null);
  return (
    <DatesProvider settings={{ locale: lang, firstDayOfWeek: 1 }}>
      <Popover
        opened={opened}
        onChange={(open) => {
          if (open) return;
          // Escape (or a click elsewhere) while the keyboard is in the calendar: it goes back to the text
          const inside = dropdown.current?.contains(document.activeElement);
          onClose();
          if (inside) field.focus();
        }}
        position="bottom-start"
        shadow="md"
        trapFocus
        withRoles={false}
      >
        <Popover.Target>
          <Anchor el={box} />
        </Popover.Target>
        <Popover.Dropdown
          ref={dropdown}
          id={id}
          role="dialog"
          aria-label={label}
          className="date-picker-dropdown"
          data-testid="date-picker"
        >
          {opened ? <Choice {...props} /> : null}
        </Popover.Dropdown>
      </Popover>
    </DatesProvider>
  );
}

/** The calendar (with the time for a date-time field), read from the text as the dropdown opens. */
function Choice({ field, kind, range, onClose }: DatePickerPopoverProps) {
  const done = () => {
    onClose();
    field.focus();
  };
  if (range) return <RangeChoice field={field} range={range} done={done} />;
  if (kind === "dateTime") return <DateTimeChoice field={field} done={done} />;
  return <DateChoice field={field} done={done} />;
}

type ChoiceProps = { field: HTMLInputElement; done: () => void };

function DateChoice({ field, done }: ChoiceProps) {
  const [initial] = useState(() => parseInputDate(field.value));
  const words = useCalendarWords(initial);
  return (
    <DatePicker
      {...words}
      defaultValue={initial}
      onChange={(picked) => {
        if (!picked) return;
        write(field, toInputDate(picked));
        done();
      }}
    />
  );
}

function RangeChoice({ field, range, done }: ChoiceProps & { range: RangeNames }) {
  const start = rangeField(field, range.start);
  const end = rangeField(field, range.end);
  const [initial] = useState<DatesRangeValue<string>>(() => [
    parseInputDate(start?.value ?? ""),
    parseInputDate(end?.value ?? ""),
  ]);
  const words = useCalendarWords(initial[0] ?? initial[1]);
  return (
    <DatePicker
      type="range"
      {...words}
      defaultValue={initial}
      allowSingleDateInRange
      onChange={([from, to]) => {
        // the second click ends the range: both fields get it at once
        if (!from || !to) return;
        write(start, toInputDate(from));
        write(end, toInputDate(to));
        done();
      }}
    />
  );
}

function DateTimeChoice({ field, done }: ChoiceProps) {
  const { t } = useTranslation("datePicker");
  const [initial] = useState(() => parseInputDateTime(field.value));
  const [day, setDay] = useState<string | null>(initial ? initial.slice(0, 10) : null);
  const [time, setTime] = useState(initial ? initial.slice(11, 16) : "");
  const [hours, setHours] = useState<HTMLInputElement | null>(null);
  const words = useCalendarWords(initial ? initial.slice(0, 10) : null);
  const save = (d: string | null, tm: string) => {
    if (d) write(field, toInputDateTime(`${d}T${tm || "00:00"}`));
  };
  return (
    <>
      <DatePicker
        {...words}
        value={day}
        onChange={(picked) => {
          setDay(picked);
          save(picked, time);
          // as Mantine's DateTimePicker: the hour comes next
          hours?.focus();
        }}
      />
      <div className="date-picker-time">
        <TimePicker
          value={time}
          format="24h"
          hoursRef={setHours}
          hoursInputLabel={t("hours")}
          minutesInputLabel={t("minutes")}
          label={t("time")}
          onChange={(value) => {
            setTime(value);
            if (value) save(day, value);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              done();
            }
          }}
        />
        <ActionIcon
          variant="default"
          size="input-sm"
          aria-label={t("done")}
          onClick={done}
          data-testid="date-picker-done"
        >
          <svg
            width="16"
            height="16"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M5 12l5 5L20 7" />
          </svg>
        </ActionIcon>
      </div>
    </>
  );
}

/**
 * The calendar's control names in the page's language (its arrows are icons only), and the day the
 * keyboard starts on as the dropdown opens: the chosen day, else today (Vietnam's, spec §9).
 */
function useCalendarWords(chosen: string | null) {
  const { t } = useTranslation("datePicker");
  const start = chosen ?? todayInVietnam();
  return {
    defaultDate: start,
    // the month and year headers are named by what they show (axe: the visible text is the name)
    ariaLabels: {
      previousMonth: t("previousMonth"),
      nextMonth: t("nextMonth"),
      previousYear: t("previousYear"),
      nextYear: t("nextYear"),
      previousDecade: t("previousDecade"),
      nextDecade: t("nextDecade"),
    },
    // each day names its date (YYYY-MM-DD) for the browser tests, whatever the page's language
    // days of the next and previous months would be drawn too pale to read (axe's contrast rule)
    hideOutsideDates: true,
    getDayProps: (date: string) => ({ "data-date": date, "data-autofocus": date === start || undefined }),
  };
}
