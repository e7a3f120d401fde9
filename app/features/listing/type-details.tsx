// The details every listing's type form shares (spec hotels-bikes-transport §5 "Room form",
// tours-cruises §5 "Cabin form"): the status select (on sale or closed), a yes/no box sent as "on", and
// the facilities to tick, at least one, in the type's own words.
import { Checkbox, Input, NativeSelect } from "@mantine/core";
import { useFieldError, useServerAutoFocus, type AnyField } from "~/components/form";
import type { Ref } from "./api.server";

const initial = (f: AnyField) => String(f.value ?? f.initialValue ?? "");

/** On sale or closed; a new type is on sale. */
export function StatusSelect(props: { field: AnyField; label: string; active: string; closed: string }) {
  return (
    <NativeSelect
      key={props.field.key}
      name={props.field.name}
      defaultValue={initial(props.field) || "true"}
      label={props.label}
      data={[
        { value: "true", label: props.active },
        { value: "false", label: props.closed },
      ]}
    />
  );
}

/** A yes/no box, sent as "on" when ticked. */
export function OnCheckbox({ field, label }: { field: AnyField; label: string }) {
  return <Checkbox name={field.name} value="on" defaultChecked={field.initialValue === "on"} label={label} />;
}

/** The facilities to tick; the first takes the focus when the server refused the choice. */
export function FacilityChecks(props: { field: AnyField; label: string; facilities: Ref[]; testId: string }) {
  const { field, facilities } = props;
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  return (
    <Input.Wrapper label={props.label} withAsterisk error={fieldError(field.errors)}>
      <div className="check-grid" style={{ marginTop: 4 }} data-testid={props.testId}>
        {facilities.map((f, i) => (
          <Checkbox
            key={f._id}
            name={field.name}
            value={f._id}
            label={f.name}
            defaultChecked={[field.initialValue ?? []].flat().includes(f._id)}
            autoFocus={i === 0 && autoFocus(field.errors)}
          />
        ))}
      </div>
    </Input.Wrapper>
  );
}
