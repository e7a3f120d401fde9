// A form's fields as a browser posts them, for the tests that hand a schema or a page a post.

/** Each field by name; a list is posted as the name repeated (checkboxes, a multi-select). */
export type Fields = Record<string, string | string[]>;

/** The FormData a browser sends for `fields`, a list's values each under its name. */
export function formDataOf(fields: Fields): FormData {
  const fd = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) fd.append(name, one);
  return fd;
}
