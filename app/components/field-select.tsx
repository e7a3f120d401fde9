// A plain select bound to a Conform field (its own module: only the forms that draw one load Mantine's
// NativeSelect with it).
import { NativeSelect } from "@mantine/core";
import { useFieldError, useServerAutoFocus, type AnyField } from "./form";

/** A plain select bound to a Conform field, with its translated error (works without scripts). */
export function FieldSelect({
  field,
  label,
  description,
  data,
  testId,
}: {
  field: AnyField;
  label: string;
  description?: string;
  data: { value: string; label: string }[];
  testId: string;
}) {
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  return (
    <NativeSelect
      key={field.key}
      id={field.id}
      name={field.name}
      label={label}
      description={description}
      defaultValue={typeof field.initialValue === "string" ? field.initialValue : ""}
      data={data}
      error={fieldError(field.errors)}
      autoFocus={autoFocus(field.errors)}
      aria-invalid={field.errors ? true : undefined}
      data-testid={testId}
    />
  );
}
