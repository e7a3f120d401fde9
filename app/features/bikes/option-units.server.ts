// The chosen option's units on /bike/{idBike}/options (contract/front-desk.ts "Per-vehicle units"): add
// one (its plate or frame number, once per option: 409 `unit_exists`) or remove one not out on a rental
// (409 `unit_out`); another supplier's unit is not found (404). 303 back with a toast.
import type { AppLoadContext } from "@remix-run/node";
import type { AuthedApi } from "~/lib/marketplace.server";
import { redirectWithToast } from "~/lib/toast.server";
import { refuseForm } from "~/lib/form-intent";
import { parseForm } from "~/lib/validation";
import { formError } from "~/components/form";
import { addUnit, removeUnit } from "./api.server";
import { UnitSchema } from "./unit-form";

const ID = /^[\w-]{1,64}$/;

export async function unitAction(
  intent: "addUnit" | "removeUnit",
  form: FormData,
  { api, context, option, back }: { api: AuthedApi; context: AppLoadContext; option: string; back: string },
) {
  if (intent === "removeUnit") {
    const unit = form.get("unit");
    if (typeof unit !== "string" || !ID.test(unit)) refuseForm();
    const reply = await removeUnit(api, unit);
    if (reply.code === 404) throw new Response(null, { status: 404 });
    if (reply.code === 409) return redirectWithToast(context, back, { kind: "warning", message: "bike:units.isOut" });
    if (reply.code !== 200) return redirectWithToast(context, back, { kind: "error", message: "bike:units.failed" });
    return redirectWithToast(context, back, { kind: "success", message: "bike:units.removed" });
  }
  const submission = parseForm(form, { schema: UnitSchema });
  if (submission.status !== "success") return { form: "unit", result: submission.reply() };
  const reply = await addUnit(api, option, submission.value.label);
  if (reply.code === 409)
    return { form: "unit", result: submission.reply({ fieldErrors: { label: ["unit_exists"] } }) };
  if (reply.code !== 200)
    return { form: "unit", result: submission.reply({ formErrors: [formError("bike:units.failed")] }) };
  return redirectWithToast(context, back, {
    kind: "success",
    message: "bike:units.added",
    values: { label: submission.value.label },
  });
}
