// The date field's calendar button (scripts only). It opens Mantine's picker (date-picker-popover.tsx)
// beside the field's text, which stays what the form posts (spec tours-cruises §9). The picker's code
// (Mantine's dates, dayjs's Vietnamese, their styles and words) loads on the field's first focus, so
// a page's first load carries only this button: a list page must stay within its first-load budget.
import { useEffect, useId, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "./icons";
import type DatePickerPopover from "./date-picker-popover";
import type { PickerKind, RangeNames } from "./date-picker-popover";

type Picker = typeof DatePickerPopover;

// one download for every date field of the session; a failed one is tried again on the next focus
let picker: Promise<Picker> | null = null;
function loadPicker(i18n: { loadNamespaces(ns: string[]): Promise<unknown> }): Promise<Picker> {
  picker ??= Promise.all([import("./date-picker-popover"), i18n.loadNamespaces(["datePicker"])]).then(
    ([module]) => module.default,
    (error: unknown) => {
      picker = null;
      throw error;
    },
  );
  return picker;
}

type Props = {
  /** The text field the picker writes into. */
  field: RefObject<HTMLInputElement>;
  kind: PickerKind;
  range?: RangeNames;
  label: string;
};

export function DatePickerButton({ field, kind, range, label }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [Popover, setPopover] = useState<{ Picker: Picker } | null>(null);
  const [opened, setOpened] = useState(false);
  const load = () =>
    loadPicker(i18n).then(
      (Picker) => setPopover((had) => had ?? { Picker }),
      () => setOpened(false),
    );
  const open = () => {
    setOpened(true);
    void load();
  };

  useEffect(() => {
    const input = field.current;
    if (!input) return;
    // focused before the page's scripts ran (a field the server found wrong): load now
    if (document.activeElement === input) void load();
    const onFocus = () => void load();
    // the keyboard's way to a combobox's list: Alt+Down (or Down) in the text
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== "ArrowDown" || e.ctrlKey || e.metaKey || e.shiftKey) return;
      e.preventDefault();
      open();
    };
    input.addEventListener("focus", onFocus);
    input.addEventListener("keydown", onKeyDown);
    return () => {
      input.removeEventListener("focus", onFocus);
      input.removeEventListener("keydown", onKeyDown);
    };
    // the field's element is the page's for the button's life
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <button
        type="button"
        className="date-picker-button"
        onFocus={() => void load()}
        onClick={() => (opened ? setOpened(false) : open())}
        aria-label={t("common:pickDate")}
        title={t("common:pickDate")}
        aria-haspopup="dialog"
        aria-expanded={opened}
        aria-controls={opened && Popover ? id : undefined}
        data-testid="date-picker-open"
      >
        <Icon name="calendar" size={18} />
      </button>
      {Popover && field.current ? (
        <Popover.Picker
          field={field.current}
          kind={kind}
          range={range}
          label={label}
          id={id}
          opened={opened}
          onClose={() => setOpened(false)}
        />
      ) : null}
    </>
  );
}
