// The two kinds of field every section of the supplier form draws: a text (or date) input, and a
// single file with its preview and a remove button that works without scripts.
import { TextInput } from "@mantine/core";
import { getInputProps } from "@conform-to/react";
import { FileField } from "~/components/file-field";
import { DateField } from "~/components/date-field";
import { intentButton, useFieldError, useServerAutoFocus } from "~/components/form";
import { AGENCY_FILE_FIELDS, type AgencyFileField } from "./schema";
import type { AgencyFields, AgencyFormMeta } from "./fields";

type InputOptions = { type?: "text" | "email" | "url" | "date"; required?: boolean };

export function useAgencyInputs(form: AgencyFormMeta, fields: AgencyFields, fileUrls: Record<string, string>) {
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const input = (name: keyof AgencyFields, label: string, opts: InputOptions = {}) => {
    const field = fields[name];
    if (opts.type === "date") {
      return (
        <DateField
          key={field.key}
          name={field.name}
          id={field.id}
          label={label}
          defaultValue={String(field.initialValue ?? "")}
          error={fieldError(field.errors)}
        />
      );
    }
    const { key, ...props } = getInputProps(field as Parameters<typeof getInputProps>[0], {
      type: opts.type ?? "text",
    });
    return (
      <TextInput
        key={key}
        {...props}
        label={label}
        error={fieldError(field.errors)}
        autoFocus={autoFocus(field.errors)}
        withAsterisk={opts.required}
      />
    );
  };
  const file = (name: AgencyFileField, label: string, required?: boolean) => {
    const url = String(fields[name].value ?? fields[name].initialValue ?? "");
    return (
      <FileField
        key={fields[name].key}
        name={name}
        label={label}
        kind={AGENCY_FILE_FIELDS[name]}
        url={url}
        publicUrl={url ? (fileUrls[url] ?? null) : null}
        error={fieldError(fields[name].errors)}
        required={required}
        removeButton={intentButton(form.update.getButtonProps({ name, value: "" }))}
      />
    );
  };
  return { input, file };
}
