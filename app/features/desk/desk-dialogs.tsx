// A today page's dialog that asks before a row's action (a URL state, ?confirm=<intent>&id=): the
// booking's cancel form of app/features/bookings (a reason required), or the shared confirm dialog for
// another status change or a desk step that cannot be undone (not-come).
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { statusLabelKey } from "@contract/statuses";
import { CancelBookingDialog } from "~/features/bookings";
import type { DeskDialog } from "./dialog";
import { useDeskHref } from "./desk-parts";

/** The tours' kit names a start and a completion; another status is named by itself (bookings:action.<key>Title). */
const titleKey = (intent: string) =>
  intent === "agency_begin" ? "start" : intent === "agency_completed" ? "complete" : intent;

export function AskDialog({ dialog, service }: { dialog: NonNullable<DeskDialog>; service: string }) {
  const { t } = useTranslation(["desk", "bookings"]);
  const href = useDeskHref();
  const { intent, id, uid } = dialog;
  if (intent === "cancelled") return <CancelBookingDialog booking={{ service, uid }} closeTo={href} hidden={{ id }} />;
  if (intent === "not_come")
    return (
      <ConfirmDialog
        title={t("desk:notCome.title", { uid })}
        text={t("desk:notCome.text")}
        intent={intent}
        id={id}
        confirmLabel={t("desk:step.not_come")}
      />
    );
  return (
    <ConfirmDialog
      title={t(`bookings:action.${titleKey(intent)}Title`, { uid })}
      text={t("desk:statusText", { uid, status: t(statusLabelKey(intent), { defaultValue: intent }) })}
      intent={intent}
      id={id}
      color="teal"
    />
  );
}
