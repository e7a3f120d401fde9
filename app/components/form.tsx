// Shared form pieces: translated field errors, the form-level alert, the hydration check that
// lets a screen add script-only behaviour without changing what the server renders, and the
// feedback of a failed save (spec §5/§8, developer guide 7): the 7-second warning, focus on the
// first invalid field, every error at once — with scripts on and off.
import { Alert, Button, TextInput } from "@mantine/core";
import { useEffect, useMemo, useRef } from "react";
import { useNavigation } from "@remix-run/react";
import { getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { keyNamespaces, readsNamespace } from "~/lib/i18n";
import type { z } from "zod";
import { messageParts, messageText, parseForm } from "~/lib/validation";
import { PLEASE_ENTER_ALL, showToast } from "~/lib/toast";
import { ToastItem } from "./toasts";
import { useHydrated, useServerAutoFocus } from "./hydrated";

export { useHydrated, useServerAutoFocus };

// a page with a form loads the forms' messages (useFieldError): lib/i18n.ts pageNamespaces
readsNamespace("validation");

type Result = SubmissionResult<string[]>;
/** A field of any form and any shape (a price cell, a list row), for pieces shared by several forms. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's field types are invariant in their shape
export type AnyField = FieldMetadata<any, any, string[]>;

/** The names of the fields a result finds invalid (the form-level "" aside). */
export function invalidNames(error: Record<string, string[] | null> | null | undefined): string[] {
  return Object.entries(error ?? {})
    .filter(([name, list]) => name !== "" && list && list.length)
    .map(([name]) => name);
}

/**
 * Refusals that are a rule's own reason, not a missing or unreadable entry (spec hotels-bikes-transport §5
 * "Hotel room schedule setup", "Bike calendar day edit"; tours-cruises §5 "Cabin schedule"): a range in the
 * past, reversed, too long or with no day left, a day below what is booked. Beside its field the message
 * says why; "please enter all required information" would send the person looking for an empty field.
 */
const RULE_REASONS = new Set(["date_in_past", "range_reversed", "range_too_long", "range_no_days", "below_booked"]);

/** Whether a failure is one of entry, which spec §8's warning is for: some field's message is not a rule's reason. */
export function warnsToEnterAll(error: Record<string, string[] | null> | null | undefined): boolean {
  return Object.entries(error ?? {}).some(
    ([name, list]) => name !== "" && (list ?? []).some((m) => !RULE_REASONS.has(messageParts(m).key)),
  );
}

/** A failed save also says so at the form level: the warning the alert and the toast show. */
function withWarning<R extends { error?: Record<string, string[] | null> | null }>(result: R): R {
  const error = result.error;
  if (!error || !warnsToEnterAll(error) || error[""]?.includes(PLEASE_ENTER_ALL)) return result;
  return { ...result, error: { ...error, "": [...(error[""] ?? []), PLEASE_ENTER_ALL] } };
}

/**
 * A Conform form driven by one zod schema, the house way: the same schema checks in the browser
 * (on blur, then as you type) and in the action; the server's reply comes back as lastResult.
 * A submit that fails (the browser's check, or the server's reply) shows the warning toast and
 * moves focus to the first invalid field, scrolled into view; without scripts FormAlert draws the
 * toast and the invalid fields carry autofocus (useServerAutoFocus).
 */
export function useSchemaForm<S extends z.ZodObject>(
  schema: S,
  options: {
    id?: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: Record<string, unknown>;
    /** Adjusts the browser's form data before the check (e.g. a chosen file counts as given). */
    prepare?: (formData: FormData) => FormData;
    /** Called with the invalid fields' names before focus moves (e.g. to open the tab that holds the first). */
    onInvalid?: (names: string[]) => void;
  } = {},
) {
  const onInvalid = useRef(options.onInvalid);
  onInvalid.current = options.onInvalid;
  const lastResult = useMemo(
    () => (options.lastResult?.status === "error" ? withWarning(options.lastResult) : options.lastResult),
    [options.lastResult],
  );
  const [form, fields] = useForm<z.input<S>, z.output<S>>({
    id: options.id,
    lastResult,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform wants the schema's own default shape
    defaultValue: options.defaultValue as any,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ form: element, formData }) => {
      const submission = parseForm(options.prepare ? options.prepare(formData) : formData, { schema });
      // status "error" is a real submit (an intent, such as a blur check, has none)
      if (submission.status === "error" && submission.error) {
        const names = invalidNames(submission.error);
        if (names.length) {
          const warn = warnsToEnterAll(submission.error);
          Object.assign(submission.error, withWarning({ error: submission.error }).error);
          failedSubmit(element, names, warn, onInvalid.current);
        }
      }
      return submission;
    },
  });
  // the server's reply to a submit made with scripts (a check only the server can make)
  const replied = useRef<Result | null | undefined>(undefined);
  useEffect(() => {
    if (replied.current === lastResult) return;
    replied.current = lastResult;
    const error = lastResult?.status === "error" ? lastResult.error : null;
    const names = invalidNames(error);
    const element = document.getElementById(form.id);
    if (names.length && element instanceof HTMLFormElement)
      failedSubmit(element, names, warnsToEnterAll(error), onInvalid.current);
  }, [lastResult, form.id]);
  return [form, fields] as const;
}

/** A submit that failed: spec §8's warning (when it is one of entry), then focus on the first invalid field. */
function failedSubmit(form: HTMLFormElement, names: string[], warn: boolean, onInvalid?: (names: string[]) => void) {
  if (warn) showToast({ kind: "warning", message: PLEASE_ENTER_ALL });
  onInvalid?.(names);
  // after Conform has reported and React has drawn the messages (and opened a tab, if asked)
  requestAnimationFrame(() => setTimeout(() => focusFirstInvalid(form, names), 0));
}

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"]';
const isShown = (el: Element) => el.getClientRects().length > 0;

/** Focuses the first field (in page order) whose name is invalid, or the nearest control that stands for it. */
export function focusFirstInvalid(form: HTMLFormElement, names: string[]) {
  const invalid = (name: string) =>
    names.some((n) => name === n || name === `${n}_file` || name.startsWith(`${n}[`) || name.startsWith(`${n}.`));
  for (const el of Array.from(form.elements)) {
    const name = (el as HTMLInputElement).name;
    if (!name || !invalid(name)) continue;
    let target: HTMLElement | null = el.matches(FOCUSABLE) && isShown(el) ? (el as HTMLElement) : null;
    // a hidden value (a stored file, the rich-text editor's HTML): the control beside it
    for (let up = el.parentElement; !target && up && up !== form; up = up.parentElement) {
      target = Array.from(up.querySelectorAll<HTMLElement>(FOCUSABLE)).find(isShown) ?? null;
    }
    if (!target) continue;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: "center" });
    return target;
  }
  return null;
}

/** Translates a schema message ("max_string_length:100") from the validation namespace. */
export function useFieldError() {
  const { t, i18n } = useTranslation("validation");
  return (errors: string[] | undefined) => {
    const first = errors?.[0];
    if (!first) return undefined;
    return messageText(t, first, i18n.language);
  };
}

/**
 * Form-level messages are full translation keys ("auth:wrongPass"), with values after a "|" as
 * JSON. Without scripts it also draws the warning toast of a failed save (with scripts the
 * form piece shows it through the page's toasts).
 */
export function FormAlert({ errors, id }: { errors: string[] | undefined; id?: string }) {
  // the namespaces its keys name (a save's reply arrives without a navigation that would load them)
  const { t } = useTranslation(["common", ...keyNamespaces(errors ?? [])]);
  const hydrated = useHydrated();
  if (!errors?.length) return null;
  return (
    <>
      <Alert color="red" id={id} data-testid="form-error">
        {errors.map((e) => {
          const [key, values] = e.split("|", 2);
          return <div key={e}>{t(key!, values ? (JSON.parse(values) as Record<string, unknown>) : undefined)}</div>;
        })}
      </Alert>
      {!hydrated && errors.includes(PLEASE_ENTER_ALL) ? (
        <div className="toasts" role="status">
          <ToastItem toast={{ kind: "warning", message: PLEASE_ENTER_ALL }} />
        </div>
      ) : null}
    </>
  );
}

/**
 * The reply of a redraw, not a save: a list button (add or remove a row), a "show" helper without
 * scripts (places, a type's choices). The form comes back with what was entered and no "please
 * enter this" on fields not yet filled: only a save is judged. `errors` that belong to the redraw
 * itself (a file that failed to upload) still show.
 */
export function redrawReply(
  submission: { reply: () => SubmissionResult<string[]> },
  errors?: Record<string, string[]>,
): SubmissionResult<string[]> {
  const own = errors && Object.keys(errors).length ? errors : undefined;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- dropped: a redraw is not judged
  const { error, state, ...rest } = submission.reply();
  return {
    ...rest,
    status: undefined,
    error: own,
    state: { validated: Object.fromEntries(Object.keys(own ?? {}).map((name) => [name, true])) },
  };
}

/**
 * The reply of a failed save: the schema's errors with the ones the server found beside it (files,
 * computed fields), every error at once; the form piece adds spec §8's warning and focuses the first.
 */
export function failedSaveReply(
  submission: {
    status?: string;
    error?: unknown;
    reply: (o: { fieldErrors: Record<string, string[]> }) => SubmissionResult<string[]>;
  },
  ...more: Record<string, string[]>[]
): SubmissionResult<string[]> {
  const own = submission.status === "error" ? (submission.error as Record<string, string[]>) : {};
  return submission.reply({ fieldErrors: Object.assign({}, own, ...more) });
}

export const formError = (key: string, values?: Record<string, string | number>) =>
  values ? `${key}|${JSON.stringify(values)}` : key;

/**
 * Conform's list and update buttons (insert, remove, reorder, update) work by submitting the
 * form with an intent, which is what makes them work without scripts. Mantine's Button is
 * type="button" by default, so every such button goes through here.
 */
export function intentButton<P extends object>(props: P) {
  return { ...props, type: "submit" as const, formNoValidate: true };
}

/** A text or number input bound to a Conform field (of the form or of a list row), with its translated error. */
export function FieldInput({
  field,
  label,
  type = "text",
  mt,
  ...rest
}: {
  field: FieldMetadata<unknown, Record<string, unknown>, string[]>;
  label: string;
  type?: "text" | "number" | "datetime-local";
  /** a top margin of the theme's spacing, as Mantine's `mt` */
  mt?: "xs" | "sm" | "md";
} & Omit<React.ComponentProps<typeof TextInput>, "type" | "label">) {
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const { key, ...props } = getInputProps(field as Parameters<typeof getInputProps>[0], { type });
  return (
    <TextInput
      key={key}
      {...props}
      autoFocus={autoFocus(field.errors)}
      {...rest}
      style={mt ? { marginTop: `var(--mantine-spacing-${mt})`, ...rest.style } : rest.style}
      label={label}
      error={fieldError(field.errors)}
    />
  );
}

/** A page form's footer: its save button (`intent=save`), busy while the form is being sent. */
export function SaveFooter({ label, testId }: { label: string; testId: string }) {
  const navigation = useNavigation();
  return (
    <div className="form-footer">
      <Button type="submit" name="intent" value="save" loading={navigation.state === "submitting"} data-testid={testId}>
        {label}
      </Button>
    </div>
  );
}
