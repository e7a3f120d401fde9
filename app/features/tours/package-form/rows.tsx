// The package's passenger groups (the grid's columns) and classes (its rows), each with a stable
// uid that names its cells (../package-form.ts), added and removed with Conform's list buttons.
import { Button, Input, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { intentButton, useFieldError } from "~/components/form";
import { PACKAGE_LIMITS, nextUid } from "./schema";
import type { PackageFields, PackageFormMeta } from "./fields";
import { englishName, str, usePackageInputs } from "./inputs";

type Props = { form: PackageFormMeta; fields: PackageFields };
const emptyName = { en: { name: "" } };

/** The uids the cells still name (a removed row's cells stay in the form until the next save). */
const cellUids = (fields: PackageFields) =>
  (fields.cells.initialValue ?? {}) as Record<string, Record<string, unknown> | undefined>;

export function GroupsSection({ form, fields }: Props) {
  const { t } = useTranslation("priceTable");
  const fieldError = useFieldError();
  const { input, removeButton } = usePackageInputs(form);
  const list = fields.group.getFieldList();
  const groups = list.map((f) => f.getFieldset());
  const newGroup = nextUid("g", [
    ...groups.map((g) => str(g.uid)),
    ...Object.values(cellUids(fields)).flatMap((row) => Object.keys(row ?? {})),
  ]);
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4">
        {t("sections.groups")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("groupsHint")}
      </Text>
      <Input.Wrapper error={fieldError(fields.group.errors)}>
        <Stack gap="sm">
          {groups.map((g, i) => (
            <div key={list[i]!.key} className="package-row" data-testid="package-group">
              <input type="hidden" name={g.uid.name} value={str(g.uid)} />
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} style={{ flex: 1 }}>
                {input(g.name, t("groupName"), { lang: "vi" })}
                {input(englishName(g), t("groupNameEn"), { lang: "en" })}
                {input(g.min, t("min"))}
                {input(g.max, t("max"))}
              </SimpleGrid>
              {groups.length > 1 ? removeButton(fields.group, i, t("removeGroup", { n: i + 1 })) : null}
            </div>
          ))}
        </Stack>
      </Input.Wrapper>
      {groups.length < PACKAGE_LIMITS.group ? (
        <Button
          variant="light"
          size="xs"
          mt="sm"
          data-testid="package-add-group"
          {...intentButton(
            form.insert.getButtonProps({
              name: fields.group.name,
              defaultValue: { uid: newGroup, name: "", translations: emptyName, min: "1", max: "10" },
            }),
          )}
        >
          {t("addGroup")}
        </Button>
      ) : null}
    </Paper>
  );
}

export function ClassesSection({ form, fields, currency }: Props & { currency: string }) {
  const { t } = useTranslation("priceTable");
  const fieldError = useFieldError();
  const { input, removeButton } = usePackageInputs(form);
  const list = fields.class.getFieldList();
  const classes = list.map((f) => f.getFieldset());
  const newClass = nextUid("c", [...classes.map((c) => str(c.uid)), ...Object.keys(cellUids(fields))]);
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4">
        {t("sections.classes")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("classesHint")}
      </Text>
      <Input.Wrapper error={fieldError(fields.class.errors)}>
        <Stack gap="sm">
          {classes.map((c, i) => (
            <div key={list[i]!.key} className="package-row" data-testid="package-class">
              <input type="hidden" name={c.uid.name} value={str(c.uid)} />
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} style={{ flex: 1 }}>
                {input(c.name, t("className"), { lang: "vi" })}
                {input(englishName(c), t("classNameEn"), { lang: "en" })}
                {input(c.single_room_surcharge, t("singleRoom", { currency }), { money: true })}
                {input(c.extra_bed_surcharge, t("extraBed", { currency }), { money: true })}
              </SimpleGrid>
              {classes.length > 1 ? removeButton(fields.class, i, t("removeClass", { n: i + 1 })) : null}
            </div>
          ))}
        </Stack>
      </Input.Wrapper>
      {classes.length < PACKAGE_LIMITS.class ? (
        <Button
          variant="light"
          size="xs"
          mt="sm"
          data-testid="package-add-class"
          {...intentButton(
            form.insert.getButtonProps({
              name: fields.class.name,
              defaultValue: {
                uid: newClass,
                name: "",
                translations: emptyName,
                single_room_surcharge: "0",
                extra_bed_surcharge: "0",
              },
            }),
          )}
        >
          {t("addClass")}
        </Button>
      ) : null}
    </Paper>
  );
}
