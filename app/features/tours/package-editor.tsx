// The price package editor (spec §2 Tours "passenger groups as columns, classes as rows, price
// grid, plus a percentage price list by age … Save footer"). Plain inputs and Conform's list
// buttons: without scripts every add/remove posts the form and the server redraws it; with
// scripts they happen in place. The grid is one <table>; under 768px CSS turns each class row
// into a card (one set of inputs, so nothing is posted twice). Mantine's Button defaults to
// type="button" and Conform's button props carry no type: list buttons go through intentButton.
import { Form, useNavigation } from "@remix-run/react";
import { getFormProps, getInputProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Button, Checkbox, Group, Input, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormAlert, useFieldError, useServerAutoFocus, useSchemaForm, intentButton } from "~/components/form";
import { localName } from "~/lib/local-name";
import { CommissionFields } from "~/features/listing";
import { FormOnce } from "~/components/form-once";
import { PACKAGE_LIMITS, PricePackageSchema, nextUid, toPackageForm } from "./package-schema";

type Props = { defaultValue: ReturnType<typeof toPackageForm>; lastResult?: SubmissionResult<string[]>; currency: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any, any, string[]>;

export function PackageEditor({ defaultValue, lastResult, currency }: Props) {
  const { t, i18n } = useTranslation("priceTable");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(PricePackageSchema, { id: "price-table", defaultValue, lastResult });
  const groupList = fields.group.getFieldList();
  const classList = fields.class.getFieldList();
  const groups = groupList.map((f) => f.getFieldset());
  const classes = classList.map((f) => f.getFieldset());
  const children = fields.price_ages.getFieldList();
  const cells = fields.cells.getFieldset();
  const str = (f: AnyField) => String(f.value ?? f.initialValue ?? "");
  const knownCells = (fields.cells.initialValue ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const newGroup = nextUid("g", [...groups.map((g) => str(g.uid)), ...Object.values(knownCells).flatMap((row) => Object.keys(row ?? {}))]);
  const newClass = nextUid("c", [...classes.map((c) => str(c.uid)), ...Object.keys(knownCells)]);
  // the grid's headings in the page's language, as typed so far
  const named = (row: { name: AnyField; name_en: AnyField }) => localName({ name: str(row.name), translations: { en: { name: str(row.name_en) } } }, i18n.language);
  const groupLabel = (g: (typeof groups)[number], i: number) => named(g) || t("groupN", { n: i + 1 });
  const classLabel = (c: (typeof classes)[number], i: number) => named(c) || t("classN", { n: i + 1 });

  const input = (field: AnyField, label: string, opts: { money?: boolean; lang?: string; testId?: string } = {}) => {
    const { key, ...props } = getInputProps(field, { type: opts.lang ? "text" : "number" });
    return (
      <TextInput
        key={key}
        {...props}
        {...(opts.money ? { step: "any", min: 0 } : {})}
        label={label}
        lang={opts.lang}
        size="sm"
        error={fieldError(field.errors)} autoFocus={autoFocus(field.errors)}
        data-testid={opts.testId}
      />
    );
  };
  const removeButton = (list: AnyField, index: number, label: string) => (
    <Button variant="subtle" color="red" size="compact-sm" aria-label={label} {...intentButton(form.remove.getButtonProps({ name: list.name, index }))} data-testid="package-remove">
      {t("remove")}
    </Button>
  );

  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset>
      {/* Enter in a field saves instead of pressing the first list button */}
      <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
      <FormOnce />
      <Stack gap="md">
        <Text c="dimmed">{t("intro")}</Text>
        <FormAlert errors={form.errors} id={form.errorId} />

        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4">{t("sections.groups")}</Title>
          <Text size="sm" c="dimmed" mb="sm">{t("groupsHint")}</Text>
          <Input.Wrapper error={fieldError(fields.group.errors)}>
            <Stack gap="sm">
              {groups.map((g, i) => (
                <div key={groupList[i]!.key} className="package-row" data-testid="package-group">
                  <input type="hidden" name={g.uid.name} value={str(g.uid)} />
                  <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} style={{ flex: 1 }}>
                    {input(g.name, t("groupName"), { lang: "vi" })}
                    {input(g.name_en, t("groupNameEn"), { lang: "en" })}
                    {input(g.min, t("min"))}
                    {input(g.max, t("max"))}
                  </SimpleGrid>
                  {groups.length > 1 ? removeButton(fields.group, i, t("removeGroup", { n: i + 1 })) : null}
                </div>
              ))}
            </Stack>
          </Input.Wrapper>
          {groups.length < PACKAGE_LIMITS.group ? (
            <Button variant="light" size="xs" mt="sm" data-testid="package-add-group"
              {...intentButton(form.insert.getButtonProps({ name: fields.group.name, defaultValue: { uid: newGroup, name: "", name_en: "", min: "1", max: "10" } }))}>
              {t("addGroup")}
            </Button>
          ) : null}
        </Paper>

        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4">{t("sections.classes")}</Title>
          <Text size="sm" c="dimmed" mb="sm">{t("classesHint")}</Text>
          <Input.Wrapper error={fieldError(fields.class.errors)}>
            <Stack gap="sm">
              {classes.map((c, i) => (
                <div key={classList[i]!.key} className="package-row" data-testid="package-class">
                  <input type="hidden" name={c.uid.name} value={str(c.uid)} />
                  <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} style={{ flex: 1 }}>
                    {input(c.name, t("className"), { lang: "vi" })}
                    {input(c.name_en, t("classNameEn"), { lang: "en" })}
                    {input(c.single_room_surcharge, t("singleRoom", { currency }), { money: true })}
                    {input(c.extra_bed_surcharge, t("extraBed", { currency }), { money: true })}
                  </SimpleGrid>
                  {classes.length > 1 ? removeButton(fields.class, i, t("removeClass", { n: i + 1 })) : null}
                </div>
              ))}
            </Stack>
          </Input.Wrapper>
          {classes.length < PACKAGE_LIMITS.class ? (
            <Button variant="light" size="xs" mt="sm" data-testid="package-add-class"
              {...intentButton(form.insert.getButtonProps({ name: fields.class.name, defaultValue: { uid: newClass, name: "", name_en: "", single_room_surcharge: "0", extra_bed_surcharge: "0" } }))}>
              {t("addClass")}
            </Button>
          ) : null}
        </Paper>

        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4">{t("sections.grid")}</Title>
          <Text size="sm" c="dimmed" mb="sm">{t("tours:commission.hint")}</Text>
          <div className="price-grid-scroll">
            <table className="price-grid" data-testid="price-grid">
              <thead>
                <tr>
                  <th scope="col">{t("corner")}</th>
                  {groups.map((g, gi) => (
                    <th scope="col" key={str(g.uid)}>
                      <div>{groupLabel(g, gi)}</div>
                      <Text size="xs" c="dimmed" component="div">{t("guestRange", { min: str(g.min), max: str(g.max) })}</Text>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {classes.map((c, ci) => {
                  const row = cells[str(c.uid)]!.getFieldset();
                  return (
                    <tr key={str(c.uid)} data-testid="price-row">
                      <th scope="row">{classLabel(c, ci)}</th>
                      {groups.map((g, gi) => {
                        const cell = row[str(g.uid)]!.getFieldset();
                        return (
                          <td key={str(g.uid)} data-testid="price-cell">
                            <div className="price-cell-label">
                              {groupLabel(g, gi)} <Text span size="xs" c="dimmed">({t("guestRange", { min: str(g.min), max: str(g.max) })})</Text>
                            </div>
                            <Stack gap={6}>
                              {input(cell.price, t("price", { currency }), { money: true })}
                              <CommissionFields type={cell.commission_type} value={cell.commission_value} price={cell.price} currency={currency} compact />
                            </Stack>
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </Paper>

        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4">{t("sections.children")}</Title>
          <Text size="sm" c="dimmed" mb="sm">{t("childrenHint")}</Text>
          <Stack gap="sm">
            {children.length ? null : <Text size="sm" data-testid="package-no-children">{t("noChildren")}</Text>}
            {children.map((row, i) => {
              const a = row.getFieldset();
              return (
                <div key={row.key} className="package-row" data-testid="package-child">
                  <SimpleGrid cols={{ base: 1, xs: 3 }} style={{ flex: 1 }}>
                    {input(a.name, t("childName"), { lang: "vi" })}
                    {input(a.name_en, t("childNameEn"), { lang: "en" })}
                    {input(a.percent, t("percent"))}
                  </SimpleGrid>
                  {removeButton(fields.price_ages, i, t("removeChild", { n: i + 1 }))}
                </div>
              );
            })}
          </Stack>
          {children.length < PACKAGE_LIMITS.price_ages ? (
            <Button variant="light" size="xs" mt="sm" data-testid="package-add-child"
              {...intentButton(form.insert.getButtonProps({ name: fields.price_ages.name, defaultValue: { name: "", name_en: "", percent: "" } }))}>
              {t("addChild")}
            </Button>
          ) : null}
        </Paper>

        <Checkbox name={fields.auto_translate_en.name} value="on" defaultChecked={fields.auto_translate_en.initialValue === "on"} label={t("autoTranslate")} />

        <div className="form-footer">
          <Group justify="flex-end">
            <Button type="submit" name="intent" value="save" loading={navigation.state === "submitting"} data-testid="price-table-save">
              {t("save")}
            </Button>
          </Group>
        </div>
      </Stack>
    </Form>
  );
}
