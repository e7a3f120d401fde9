// A listing's longer plain text in one language (spec hotels-bikes-transport §3 "Hotel" description,
// "Room" note): a textarea that grows with its text, marked and focused like the other fields.
import { Textarea } from "@mantine/core";
import { useFieldError, useServerAutoFocus, type AnyField } from "~/components/form";

export function LongText({ field, label, required }: { field: AnyField; label: string; required?: boolean }) {
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  return (
    <Textarea
      key={field.key}
      name={field.name}
      defaultValue={String(field.initialValue ?? "")}
      label={label}
      withAsterisk={required}
      autosize
      minRows={2}
      error={fieldError(field.errors)}
      autoFocus={autoFocus(field.errors)}
    />
  );
}
