// The rich text field's props, shared by the field and the editor it loads on demand (so the
// editor chunk does not import the field that loads it).
export type RichTextFieldProps = {
  name: string;
  label: string;
  description?: string;
  defaultValue: string;
  error?: string;
  required?: boolean;
  minRows?: number;
};
