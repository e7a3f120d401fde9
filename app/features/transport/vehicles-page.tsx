// The supplier's vehicles (spec hotels-bikes-transport §2 "/transport/options", §5 "Vehicle form"):
// a list (table on a desktop, cards on a phone), paging in the URL, the add/edit dialog and the
// delete confirmation as URL states, so everything works without scripts.
import { Button, NativeSelect, SimpleGrid, Stack } from "@mantine/core";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { BODY_STYLES, GEARBOXES, VEHICLE_LIMITS as V } from "@contract/transport";
import { isImageUrl } from "@contract/api/files";
import { withParams } from "~/lib/list-query";
import { PageHeader } from "~/components/page-header";
import { DataList, type Column } from "~/components/list/data-list";
import { Pager } from "~/components/list/pager";
import { EditDeleteLinks } from "~/components/list/row-button";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { Icon } from "~/components/icons";
import { FileField } from "~/components/file-field";
import { FormOnce } from "~/components/form-once";
import { LeaveGuard } from "~/components/leave-guard";
import { FieldInput, FormAlert, useFieldError, useServerAutoFocus, useSchemaForm } from "~/components/form";
import { DialogActions, UrlDialog } from "~/components/url-dialog";
import { toFormValues, VehicleFormSchema } from "./vehicle-form";
import type { vehiclesLoader } from "./vehicles-page.server";
import { ListWarning } from "~/components/list/list-warning";

type Data = ReturnType<typeof useLoaderData<typeof vehiclesLoader>>;
type Row = Data["vehicles"][number];

export function VehiclesPage() {
  const { vehicles, total, page, perPage, warning, dialog, deleting } = useLoaderData<typeof vehiclesLoader>();
  const { t } = useTranslation("transport");
  const { pathname, search } = useLocation();
  const to = (changes: Record<string, string | null>) => `${pathname}${withParams(search, changes)}`;
  const columns: Column<Row>[] = [
    {
      key: "photo",
      header: t("vehicle.photoCol"),
      card: "plain",
      render: (v) =>
        v.photo ? (
          <img src={v.photo} alt={v.brand} width={105} height={70} style={{ objectFit: "cover", borderRadius: 4 }} />
        ) : (
          // a neutral tile of the photo's size, so a vehicle without one does not leave a hole
          <span className="vehicle-no-photo" data-testid="vehicle-no-photo">
            <Icon name="car" size={20} />
            <span>{t("vehicle.noPhoto")}</span>
          </span>
        ),
      cardHidden: (v) => !v.photo,
    },
    { key: "brand", header: t("vehicle.brand"), render: (v) => <strong>{v.brand}</strong> },
    { key: "type", header: t("vehicle.type"), render: (v) => v.type },
    {
      key: "similar",
      header: t("vehicle.similar"),
      render: (v) => t(`similar.${v.similar}`, { defaultValue: v.similar }),
    },
    { key: "year", header: t("vehicle.year"), render: (v) => v.year_of_manufacture ?? "—" },
    { key: "doors", header: t("vehicle.doors"), align: "right", render: (v) => v.doors },
    { key: "ac", header: t("vehicle.ac"), render: (v) => t(v.ac ? "vehicle.acYes" : "vehicle.acNo") },
    { key: "gearbox", header: t("vehicle.gearbox"), render: (v) => t(`gearbox.${v.gearbox}`) },
    {
      key: "actions",
      header: t("vehicle.actions"),
      card: "plain",
      className: "card-actions",
      sticky: true,
      render: (v) => (
        // a vehicle in use may not be deleted
        <EditDeleteLinks
          edit={to({ vehicle: v._id, confirm: null, id: null })}
          remove={v.in_use ? null : to({ confirm: "delete", id: v._id, vehicle: null })}
          testId="vehicle"
          keepScroll
        />
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t("vehicle.title")}
        crumbs={[
          { label: t("vehicle.crumb"), to: "/transport" },
          { label: t("vehicle.services"), to: "/transport/services" },
          { label: t("vehicle.title") },
        ]}
        help="help-transport-options"
        actions={
          <Button
            component={Link}
            to={to({ vehicle: "new", confirm: null, id: null })}
            preventScrollReset
            data-testid="vehicle-add"
          >
            {t("vehicle.add")}
          </Button>
        }
      />
      <ListWarning testId="vehicles-warning">{warning ? t(warning) : null}</ListWarning>
      <DataList
        items={vehicles}
        rowKey={(v) => v._id}
        columns={columns}
        empty={t("vehicle.empty")}
        testId="vehicle-list"
      />
      <Pager page={page} perPage={perPage} total={total} />
      {dialog ? <VehicleDialog vehicle={dialog.vehicle} closeTo={to({ vehicle: null })} /> : null}
      {deleting ? (
        <ConfirmDialog
          title={t("vehicle.deleteTitle")}
          text={t("vehicle.deleteText", { name: deleting.brand })}
          intent="delete"
          id={deleting._id}
          confirmLabel={t("common:delete")}
        />
      ) : null}
    </>
  );
}

function VehicleDialog({ vehicle, closeTo }: { vehicle: Row | null; closeTo: string }) {
  const { t } = useTranslation("transport");
  const fieldError = useFieldError();
  const autoFocus = useServerAutoFocus();
  const reply = useActionData() as { result?: SubmissionResult<string[]> } | undefined;
  const [form, fields] = useSchemaForm(VehicleFormSchema, {
    id: "vehicle",
    lastResult: reply?.result,
    defaultValue: toFormValues(vehicle),
  });
  const select = (name: "similar" | "ac" | "gearbox", label: string, options: { value: string; label: string }[]) => {
    const field = fields[name];
    return (
      <NativeSelect
        key={field.key}
        id={field.id}
        name={field.name}
        defaultValue={(field.initialValue as string | undefined) ?? ""}
        label={label}
        withAsterisk
        data={[{ value: "", label: t("vehicle.choose") }, ...options]}
        error={fieldError(field.errors)}
        autoFocus={autoFocus(field.errors)}
        aria-invalid={field.errors ? true : undefined}
        data-testid={`vehicle-${name}`}
      />
    );
  };
  // a posted value that is no upload's url, or one refused (another supplier's), is never drawn nor
  // posted again: the stored photo stays
  const posted = fields.avatar.errors ? undefined : (fields.avatar.value as string | undefined);
  const avatar = (posted === undefined || isImageUrl(posted) ? posted : undefined) ?? vehicle?.avatar ?? "";
  return (
    <UrlDialog
      title={t(vehicle ? "vehicle.editTitle" : "vehicle.addTitle")}
      closeTo={closeTo}
      testId="vehicle-dialog"
      wide
    >
      <LeaveGuard formId={form.id} />
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="dialog-form"
        preventScrollReset
      >
        <input type="hidden" name={fields.id.name} value={vehicle?._id ?? ""} />
        <FormOnce />
        <Stack>
          <FormAlert errors={form.errors} id={form.errorId} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FieldInput
              field={fields.type}
              label={t("vehicle.type")}
              placeholder={t("vehicle.typePlaceholder")}
              withAsterisk
              maxLength={V.type}
            />
            <FieldInput field={fields.brand} label={t("vehicle.brand")} withAsterisk maxLength={V.brand} />
            {select(
              "similar",
              t("vehicle.similar"),
              BODY_STYLES.map((s) => ({ value: s, label: t(`similar.${s}`) })),
            )}
            <FieldInput
              field={fields.year_of_manufacture}
              label={t("vehicle.year")}
              maxLength={V.year}
              inputMode="numeric"
            />
            <FieldInput
              field={fields.doors}
              label={t("vehicle.doors")}
              type="number"
              min={V.doors.min}
              max={V.doors.max}
              withAsterisk
            />
            {select("ac", t("vehicle.ac"), [
              { value: "yes", label: t("vehicle.acYes") },
              { value: "no", label: t("vehicle.acNo") },
            ])}
            {select(
              "gearbox",
              t("vehicle.gearbox"),
              GEARBOXES.map((g) => ({ value: g, label: t(`gearbox.${g}`) })),
            )}
          </SimpleGrid>
          <FileField
            name="avatar"
            label={t("vehicle.photo")}
            kind="image"
            url={avatar}
            publicUrl={avatar === vehicle?.avatar ? (vehicle?.photo ?? null) : avatar}
            error={fieldError(fields.avatar.errors)}
          />
          <DialogActions closeTo={closeTo} saveTestId="vehicle-save" />
        </Stack>
      </Form>
    </UrlDialog>
  );
}
