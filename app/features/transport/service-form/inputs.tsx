// The transport service form's select and long text, with their translated errors and the server's
// focus on the first invalid field.
import { NativeSelect, Textarea } from "@mantine/core";
import { getTextareaProps } from "@conform-to/react";
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

export function LongText({
  field,
  label,
  max,
  required,
}: {
  field: Field;
  label: string;
  max: number;
  required?: boolean;
}) {
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const { key, ...props } = getTextareaProps(field);
  return (
    <Textarea
      key={key}
      {...props}
      label={label}
      withAsterisk={required}
      autosize
      minRows={3}
      maxLength={max}
      error={fieldError(field.errors)}
      autoFocus={autoFocus(field.errors)}
    />
  );
}
