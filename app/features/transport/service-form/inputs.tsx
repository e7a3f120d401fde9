// The transport service form's select, with its translated error and the server's focus on the first
// invalid field (the long texts are the texts section's own, texts.tsx).
import { NativeSelect } from "@mantine/core";
import { useFieldError, useServerAutoFocus } from "~/components/form";
import { initial, type Field } from "./fields";

export function Choice({
  field,
  label,
  options,
  required = false,
  onPick,
  placeholder,
}: {
  field: Field;
  label: string;
  options: { value: string; label: string }[];
  required?: boolean;
  onPick?: (value: string) => void;
  placeholder: string;
}) {
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  // drawn anew when its choices change, keeping the value while it is still one of them
  const value = options.some((o) => o.value === initial(field)) ? initial(field) : "";
  return (
    <NativeSelect
      key={`${field.key}-${options.map((o) => o.value).join(",")}`}
      id={field.id}
      name={field.name}
      label={label}
      withAsterisk={required}
      defaultValue={value}
      data={[{ value: "", label: placeholder }, ...options]}
      error={fieldError(field.errors)}
      autoFocus={autoFocus(field.errors)}
      aria-invalid={field.errors ? true : undefined}
      onChange={(e) => onPick?.(e.currentTarget.value)}
      data-testid={`service-${field.name}`}
    />
  );
}
