// The one-time token of a create form: render <FormOnce /> inside every form
// that creates a record, and pass the action's api through `once(api, form, context)`
// (~/lib/form-once.server) for its create call. tests/unit/form-once.test.ts checks both are there.
import { useRouteLoaderData } from "@remix-run/react";

export function FormOnce() {
  const layout = useRouteLoaderData<{ formOnce?: string }>("routes/_app");
  return layout?.formOnce ? <input type="hidden" name="_once" value={layout.formOnce} /> : null;
}
