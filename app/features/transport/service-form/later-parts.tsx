// What the transport service form's first paint does not need (spec hotels-bikes-transport §5, §8),
// its code out of the page's first load: the texts section, below the fold (its textareas and
// checkboxes are its own), and the createVehicleFirst dialog, drawn only for a supplier without a
// vehicle. The server imports them as usual, so its HTML holds them whole (scripts off works as
// before); in the browser their boundary keeps the server's HTML and hydrates once their code is
// there, after the rest of the page.
import { lazy, memo, Suspense } from "react";
import { TextsSection as ServerTextsSection } from "./texts";
import { CreateVehicleFirst as ServerCreateVehicleFirst } from "./create-vehicle-first";
import type { Field, ServiceFields } from "./fields";

const Texts = import.meta.env.SSR
  ? ServerTextsSection
  : lazy(() => import("./texts").then((m) => ({ default: m.TextsSection })));
const VehicleFirst = import.meta.env.SSR
  ? ServerCreateVehicleFirst
  : lazy(() => import("./create-vehicle-first").then((m) => ({ default: m.CreateVehicleFirst })));

type TextsProps = { fields: ServiceFields; auto: boolean; onAuto: (on: boolean) => void };
/** The fields the texts section draws (texts.tsx). */
const TEXT_FIELDS = [
  "auto_translate_en",
  "what_included",
  "what_included_en",
  "additional_info",
  "additional_info_en",
  "cancellation_policy",
  "cancellation_policy_en",
  "key_words",
  "is_active",
] as const;
const sameField = (a: Field, b: Field) =>
  a.key === b.key && a.initialValue === b.initialValue && String(a.errors ?? "") === String(b.errors ?? "");

// Drawn again only when what the section shows changes (Conform's fields are new objects on each
// render): a change of the type or the seats must not reach the boundary before its code is there,
// which would make React drop the server's HTML of the section and draw it anew, empty meanwhile.
export const LaterTextsSection = memo(
  function LaterTextsSection(props: TextsProps) {
    return (
      <Suspense fallback={null}>
        <Texts {...props} />
      </Suspense>
    );
  },
  (a, b) => a.auto === b.auto && a.onAuto === b.onAuto && TEXT_FIELDS.every((n) => sameField(a.fields[n], b.fields[n])),
);

export const LaterCreateVehicleFirst = memo(function LaterCreateVehicleFirst() {
  return (
    <Suspense fallback={null}>
      <VehicleFirst />
    </Suspense>
  );
});
