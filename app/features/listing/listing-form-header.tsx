// The header of a listing's add/edit page (spec tours-cruises §5, hotels-bikes-transport §5): its title,
// the listing's name, the way back to the area's list, and the page's help.
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/page-header";

export function ListingFormHeader(props: { ns: string; isNew: boolean; name: string; listPath: string; help: string }) {
  const { t } = useTranslation(props.ns);
  const title = props.isNew ? t("form.addTitle") : t("form.editTitle");
  return (
    <PageHeader
      title={title}
      subtitle={props.name || undefined}
      crumbs={[{ label: t("list.crumb") }, { label: t("list.title"), to: props.listPath }, { label: title }]}
      help={props.help}
    />
  );
}
