// Shared form pieces: translated field errors, the form-level alert, the hydration check that
// lets a screen add script-only behaviour without changing what the server renders.
import { useEffect, useState } from "react";
import { Alert, TextInput } from "@mantine/core";
import { getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { messageParts } from "~/lib/validation";

/**
 * A Conform form driven by one zod schema, the house way: the same schema checks in the browser
 * (on blur, then as you type) and in the action; the server's reply comes back as lastResult.
 */
export function useSchemaForm<S extends z.ZodObject>(
  schema: S,
  options: {
    id?: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: Record<string, unknown>;
    /** Adjusts the browser's form data before the check (e.g. a chosen file counts as given). */
    prepare?: (formData: FormData) => FormData;
  } = {},
) {
  return useForm<z.input<S>, z.output<S>>({
    id: options.id,
    lastResult: options.lastResult,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    defaultValue: options.defaultValue as any,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(options.prepare ? options.prepare(formData) : formData, { schema }),
  });
}

export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Translates a schema message ("max_string_length:100") from the validation namespace. */
export function useFieldError() {
  const { t } = useTranslation("validation");
  return (errors: string[] | undefined) => {
    const first = errors?.[0];
    if (!first) return undefined;
    const { key, bound } = messageParts(first);
    return t(key, { bound });
  };
}

/** Form-level messages are full translation keys ("auth:wrongPass"), with values after a "|" as JSON. */
export function FormAlert({ errors, id }: { errors: string[] | undefined; id?: string }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <Alert color="red" variant="light" role="alert" id={id} data-testid="form-error">
      {errors.map((e) => {
        const [key, values] = e.split("|", 2);
        return <div key={e}>{t(key!, values ? (JSON.parse(values) as Record<string, unknown>) : undefined)}</div>;
      })}
    </Alert>
  );
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
export function FieldInput({ field, label, type = "text", ...rest }: {
  field: FieldMetadata<unknown, Record<string, unknown>, string[]>;
  label: string;
  type?: "text" | "number" | "datetime-local";
} & Omit<React.ComponentProps<typeof TextInput>, "type" | "label">) {
  const fieldError = useFieldError();
  const { key, ...props } = getInputProps(field as Parameters<typeof getInputProps>[0], { type });
  return <TextInput key={key} {...props} {...rest} label={label} error={fieldError(field.errors)} />;
}
