// The lists of a schema made lists before Conform reads a form (validation.ts parseForm): a list field posted under its bare
// name (`images=x`, where the form posts `images[0]`) is a crafted post, and Conform cannot draw a
// list whose value is not one ("The initial value at the given name is not a list"), so a redraw
// would fail. A bare value of a list of plain values joins the list as its next item (a checkbox
// group posts its values so); one of a list of rows is dropped. The schema still checks every item.
import type { z } from "zod";

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional"]);

/** The schema itself, past its wrappers (optional, default, preprocess…). */
function unwrap(schema: z.ZodType): Def {
  let def = defOf(schema);
  for (let i = 0; i < 20; i++) {
    if (WRAPPERS.has(def.type) && def.innerType) def = defOf(def.innerType);
    else if (def.type === "pipe" && def.in) def = defOf(def.in);
    else break;
  }
  return def;
}

/** The form names of a schema's lists, through objects, wrappers and unions; whether each holds rows. */
export function listFields(schema: z.ZodType, prefix = ""): Map<string, { rows: boolean }> {
  const out = new Map<string, { rows: boolean }>();
  const def = unwrap(schema);
  const merge = (more: Map<string, { rows: boolean }>) => {
    for (const [name, list] of more) out.set(name, { rows: (out.get(name)?.rows ?? false) || list.rows });
  };
  if (def.type === "union" && def.options) for (const option of def.options) merge(listFields(option, prefix));
  else if (def.type === "intersection" && def.left && def.right) {
    merge(listFields(def.left, prefix));
    merge(listFields(def.right, prefix));
  } else if (def.type === "object" && def.shape)
    for (const [key, field] of Object.entries(def.shape)) merge(listFields(field, prefix ? `${prefix}.${key}` : key));
  else if (def.type === "array" && prefix && def.element) {
    const element = unwrap(def.element).type;
    out.set(prefix, { rows: !["string", "number", "boolean", "enum", "literal", "bigint", "date"].includes(element) });
  }
  return out;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The form with every list under its indexed names (see above); the form given is not changed. */
export function withListsIndexed(form: FormData, schema: z.ZodType): FormData {
  const lists = [...listFields(schema)].filter(([name]) => form.has(name));
  if (lists.length === 0) return form;
  const out = new FormData();
  for (const [key, value] of form) out.append(key, value);
  for (const [name, { rows }] of lists) {
    const bare = out.getAll(name);
    out.delete(name);
    if (rows) continue;
    const item = new RegExp(`^${escapeRegExp(name)}\\[(\\d+)\\]`);
    let next = 0;
    for (const key of out.keys()) {
      const m = item.exec(key);
      if (m) next = Math.max(next, Number(m[1]) + 1);
    }
    for (const value of bare) out.append(`${name}[${next++}]`, value);
  }
  return out;
}
