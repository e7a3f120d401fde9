// Where the tour is and what it is about (spec §3 Tour, §4 the area → country → city cascade).
import { Checkbox, Input, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormSection } from "~/components/form-section";
import { useFieldError, useServerAutoFocus } from "~/components/form";
import { ListingPlaces } from "~/features/listing";
import type { PlaceLists } from "~/features/places";
import type { Ref } from "../api.server";
import type { TourFields } from "./fields";

type Props = { fields: TourFields; places: PlaceLists; categories: Ref[]; interests: Ref[] };

export function PlacesSection({ fields, places, categories, interests }: Props) {
  const { t } = useTranslation("tours");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  return (
    <FormSection title={t("form.sections.place")}>
      <Stack>
        <ListingPlaces fields={fields} places={places} />
        <CheckGroup
          name={fields.categories.name}
          label={t("form.categories")}
          options={categories}
          checked={[fields.categories.initialValue ?? []].flat() as string[]}
          error={fieldError(fields.categories.errors)}
        />
        <CheckGroup
          name={fields.interests.name}
          label={t("form.interests")}
          options={interests}
          checked={[fields.interests.initialValue ?? []].flat() as string[]}
          error={fieldError(fields.interests.errors)}
        />
        <TextInput
          key={fields.key_words.key}
          name={fields.key_words.name}
          defaultValue={String(fields.key_words.initialValue ?? "")}
          label={t("form.keyWords")}
          description={t("form.keyWordsHint")}
          error={fieldError(fields.key_words.errors)}
          autoFocus={autoFocus(fields.key_words.errors)}
        />
        <Checkbox
          key={fields.is_pickup.key}
          name={fields.is_pickup.name}
          value="on"
          defaultChecked={fields.is_pickup.initialValue === "on"}
          label={t("form.isPickup")}
        />
      </Stack>
    </FormSection>
  );
}

function CheckGroup({
  name,
  label,
  options,
  checked,
  error,
}: {
  name: string;
  label: string;
  options: Ref[];
  checked: string[];
  error?: string;
}) {
  const autoFocus = useServerAutoFocus();
  return (
    <Input.Wrapper label={label} withAsterisk error={error}>
      <div className="check-grid" style={{ marginTop: 4 }}>
        {options.map((o, i) => (
          <Checkbox
            key={o._id}
            name={name}
            value={o._id}
            label={o.name}
            defaultChecked={checked.includes(o._id)}
            autoFocus={i === 0 && autoFocus(error)}
          />
        ))}
      </div>
    </Input.Wrapper>
  );
}
