// A listing's types page (a hotel's rooms, a cruise's cabins; spec hotels-bikes-transport §2 "Hotel",
// tours-cruises §2 Cruises): its header, the list of types beside the chosen one's calendar, and the
// delete dialog, a URL state that needs no scripts.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/page-header";
import { ConfirmDialog } from "~/components/confirm-dialog";

export function TypesPage(props: {
  /** where the page's words are, `<namespace>:<group>`: title, crumb, deleteTitle and deleteText */
  words: string;
  /** the listing's name, the area's list and the page's help */
  name: string;
  listPath: string;
  help: string;
  /** the type the delete dialog asks about (booked from today on: the dialog says it cannot be deleted) */
  confirm: { _id: string; name: string; has_bookings?: boolean } | null;
  /** the list and the chosen type's calendar */
  children: ReactNode;
}) {
  const [ns, group] = props.words.split(":") as [string, string];
  const { t } = useTranslation(ns);
  const { confirm } = props;
  return (
    <>
      <PageHeader
        title={t(`${group}.title`, { name: props.name })}
        crumbs={[{ label: t("list.title"), to: props.listPath }, { label: t(`${group}.crumb`) }]}
        help={props.help}
      />
      <div className="cabins-page">{props.children}</div>
      {confirm ? (
        <ConfirmDialog
          title={t(`${group}.deleteTitle`)}
          text={t(`${group}.deleteText`, { name: confirm.name })}
          intent="delete"
          id={confirm._id}
          confirmLabel={t("common:delete")}
          warning={confirm.has_bookings ? t(`${group}.deleteBooked`) : null}
        />
      ) : null}
    </>
  );
}
