// A member's role and services (spec team.md §Screens "change role and services"): a URL-state
// dialog (?member={id}) the server draws, so it works without scripts; "close" is a link back.
import { Stack, Text } from "@mantine/core";
import { Form } from "@remix-run/react";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import type { MemberDoc } from "@contract/api/team";
import { FormAlert, useSchemaForm } from "~/components/form";
import { DialogActions, UrlDialog } from "~/components/url-dialog";
import { RoleField, ServicesField } from "../member-fields";
import { MemberFormSchema, toFormValues } from "./schema";

export function MemberDialog({
  member,
  services,
  closeTo,
  lastResult,
}: {
  member: MemberDoc;
  services: string[];
  closeTo: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("team");
  const [form, fields] = useSchemaForm(MemberFormSchema, {
    id: `member-${member._id}`,
    lastResult,
    defaultValue: toFormValues(member),
  });
  return (
    <UrlDialog title={t("edit.title")} closeTo={closeTo} testId="member-dialog">
      <Form method="post" {...getFormProps(form)} className="dialog-form">
        <input type="hidden" name="id" value={member._id} />
        <Stack>
          <Text size="sm">{member.email}</Text>
          <FormAlert errors={form.errors} id={form.errorId} />
          <RoleField field={fields.role} testId="member-role" />
          <ServicesField field={fields.services} services={services} testId="member-services" />
          <DialogActions closeTo={closeTo} saveTestId="member-save" intent="update" />
        </Stack>
      </Form>
    </UrlDialog>
  );
}
