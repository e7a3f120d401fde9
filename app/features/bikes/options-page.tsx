// The rental options of one bike (spec hotels-bikes-transport §2 "/bike/{idBike}/options", §5 "Bike
// option form"): the list (a table on a desktop, cards on a phone), one form that edits the option
// chosen in the URL or adds one, the delete confirmation as a URL state, and the place of the chosen
// option's month calendar. Everything works without scripts.
import { Alert, Button, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { BIKE_LIMITS as L } from "@contract/api/bikes";
import { isImageUrl } from "@contract/api/files";
import { withParams } from "~/lib/list-query";
import { formatMoney } from "~/lib/money";
import { PageHeader } from "~/components/page-header";
import { DataList, type Column } from "~/components/list/data-list";
import { EditDeleteLinks } from "~/components/list/row-button";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { StatusTag } from "~/components/status-tag";
import { FileField } from "~/components/file-field";
import { FormOnce } from "~/components/form-once";
import { LeaveGuard } from "~/components/leave-guard";
import { ListWarning } from "~/components/list/list-warning";
import { FieldInput, FormAlert, SaveFooter, useFieldError, useServerAutoFocus, useSchemaForm } from "~/components/form";
import { OptionSchema, toFormValues } from "./option-form";
import type { optionsLoader } from "./options-page.server";
import { OptionCalendarPanel, OptionStockRule } from "./option-calendar/panel";
import { OptionUnits } from "./option-units";

type Data = ReturnType<typeof useLoaderData<typeof optionsLoader>>;
type Row = Data["options"][number];

export function OptionsPage() {
  const { bike, options, warning, chosen, deleting, calendar, units } = useLoaderData<typeof optionsLoader>();
  const { t, i18n } = useTranslation("bike");
  const { pathname, search } = useLocation();
  const to = (changes: Record<string, string | null>) => `${pathname}${withParams(search, changes)}`;
  const money = (n: number) => formatMoney(n, bike.currency, i18n.language);
  const columns: Column<Row>[] = [
    {
      key: "photo",
      header: t("options.avatar"),
      card: "plain",
      width: 72,
      render: (o) =>
        o.photo ? (
          <img src={o.photo} alt="" width={56} height={56} style={{ objectFit: "cover", borderRadius: 4 }} />
        ) : (
          <div className="list-thumb" style={{ width: 56, height: 56 }} />
        ),
    },
    {
      key: "name",
      header: t("options.name"),
      card: "plain",
      render: (o) => (
        <Link to={to({ option: o._id, confirm: null, id: null })} className="link name-link" preventScrollReset>
          {o.shownName}
        </Link>
      ),
    },
    { key: "quantity", header: t("options.quantity"), align: "right", render: (o) => o.quantity_default },
    { key: "day", header: t("options.priceDay"), align: "right", render: (o) => money(o.price_day_default) },
    { key: "hour", header: t("options.priceHour"), align: "right", render: (o) => money(o.price_hour_default) },
    {
      key: "status",
      header: t("options.status"),
      card: "plain",
      render: (o) => <StatusTag status={o.is_active ? "active" : "inactive"} />,
    },
    {
      key: "actions",
      header: t("options.actions"),
      card: "plain",
      className: "card-actions",
      render: (o) => (
        <EditDeleteLinks
          edit={to({ option: o._id, confirm: null, id: null })}
          remove={to({ confirm: "delete", id: o._id })}
          testId="option"
          keepScroll
        />
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t("options.title")}
        subtitle={bike.name}
        crumbs={[{ label: t("list.crumb") }, { label: t("list.title"), to: "/bike" }, { label: t("options.title") }]}
        help="help-bike-options"
        actions={
          chosen ? (
            <Button component={Link} to={to({ option: null, confirm: null, id: null })} data-testid="option-add">
              {t("options.add")}
            </Button>
          ) : null
        }
      />
      <ListWarning>{warning ? t(warning) : null}</ListWarning>
      <Stack gap="md">
        <DataList
          items={options}
          rowKey={(o) => o._id}
          columns={columns}
          empty={t("options.empty")}
          testId="option-list"
        />
        <OptionForm key={chosen?._id ?? "new"} option={chosen} />
        {chosen ? <OptionUnits units={units} optionName={chosen.shownName} /> : null}
        {/* the chosen option's month calendar (spec §2: "a month calendar per option") */}
        {calendar && chosen ? (
          <Paper withBorder p="lg" data-testid="option-calendar-place">
            <OptionCalendarPanel data={calendar} optionName={chosen.shownName} />
            <OptionStockRule />
          </Paper>
        ) : (
          <Paper withBorder p="lg" data-testid="option-calendar-place">
            <Title order={2} size="h4" mb="xs">
              {t("options.calendar")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("options.calendarChoose")}
            </Text>
            <OptionStockRule />
          </Paper>
        )}
      </Stack>
      {deleting ? (
        <ConfirmDialog
          title={t("options.deleteTitle")}
          text={t("options.deleteText", { name: deleting.shownName })}
          intent="delete"
          id={deleting._id}
          confirmLabel={t("common:delete")}
          warning={deleting.has_bookings ? t("options.deleteHasBookings") : null}
        />
      ) : null}
    </>
  );
}

function OptionForm({ option }: { option: Row | null }) {
  const { t } = useTranslation("bike");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  // the calendar's dialogs answer with their own `form`; only the option form's reply is this form's
  const reply = useActionData() as { form?: string; result?: SubmissionResult<string[]> } | undefined;
  const [form, fields] = useSchemaForm(OptionSchema, {
    id: "bike-option",
    lastResult: reply?.form ? undefined : reply?.result,
    defaultValue: toFormValues(option),
  });
  const vi = fields.vi.getFieldset();
  const en = fields.en.getFieldset();
  // a posted value that is no upload's url is never drawn nor posted again: the stored avatar stays
  const posted = fields.avatar.errors ? undefined : (fields.avatar.value as string | undefined);
  const avatar = (posted === undefined || isImageUrl(posted) ? posted : undefined) ?? option?.avatar ?? "";
  return (
    <Paper withBorder p="lg" data-testid="option-form-panel">
      <Title order={2} size="h4" mb="sm">
        {option ? t("options.editTitle", { name: option.shownName }) : t("options.addTitle")}
      </Title>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} preventScrollReset>
        <LeaveGuard formId={form.id} />
        <FormOnce />
        <input type="hidden" name={fields.id.name} value={option?._id ?? ""} />
        <Stack>
          <FormAlert errors={form.errors} id={form.errorId} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FieldInput field={vi.name} label={t("options.nameVi")} withAsterisk maxLength={L.optionName} />
            <FieldInput field={en.name} label={t("options.nameEn")} withAsterisk maxLength={L.optionName} />
            <FieldInput
              field={vi.description}
              label={t("options.descriptionVi")}
              withAsterisk
              maxLength={L.optionDescription}
            />
            <FieldInput
              field={en.description}
              label={t("options.descriptionEn")}
              withAsterisk
              maxLength={L.optionDescription}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            <FieldInput
              field={fields.quantity_default}
              label={t("options.quantity")}
              type="number"
              min={0}
              max={L.quantity}
              withAsterisk
            />
            <FieldInput
              field={fields.price_day_default}
              label={t("options.priceDay")}
              type="number"
              min={0}
              max={L.optionPrice}
              step="any"
              withAsterisk
            />
            <FieldInput
              field={fields.price_hour_default}
              label={t("options.priceHour")}
              type="number"
              min={0}
              max={L.optionPrice}
              step="any"
              withAsterisk
            />
            <FieldInput field={fields.deposit} label={t("options.deposit")} type="number" min={0} step="any" />
            <NativeSelect
              key={fields.is_active.key}
              name={fields.is_active.name}
              defaultValue={String(fields.is_active.initialValue ?? "on")}
              label={t("options.status")}
              data={[
                { value: "on", label: t("options.operating") },
                { value: "off", label: t("options.closed") },
              ]}
              error={fieldError(fields.is_active.errors)}
              autoFocus={autoFocus(fields.is_active.errors)}
              data-testid="option-status"
            />
          </SimpleGrid>
          <FileField
            name="avatar"
            label={t("options.avatar")}
            kind="image"
            url={avatar}
            publicUrl={avatar === option?.avatar ? (option?.photo ?? null) : avatar}
            error={fieldError(fields.avatar.errors)}
          />
          <Text size="xs" c="dimmed">
            {t("options.avatarHint")}
          </Text>
          {option ? null : <Alert color="gray">{t("options.addHint")}</Alert>}
          <SaveFooter label={t(option ? "form.update" : "options.create")} testId="option-save" />
        </Stack>
      </Form>
    </Paper>
  );
}
