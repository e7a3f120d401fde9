// The header of a listing's type add/edit page (a hotel's room type, a cruise's cabin type; spec
// hotels-bikes-transport §5 "Room form", tours-cruises §5 "Cabin form"): its title, the type's name
// (else the listing's), the way back to the area's list and to the listing's types, and the page's help.
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/page-header";

export function TypeFormHeader(props: {
  /** where the type's words are, `<namespace>:<group>`: addTitle and editTitle */
  words: string;
  /** the key of the listing's types page title, in the same namespace (it takes the listing's name) */
  typesTitle: string;
  isNew: boolean;
  name: string;
  listingName: string;
  listPath: string;
  typesPath: string;
  help: string;
}) {
  const [ns, group] = props.words.split(":") as [string, string];
  const { t } = useTranslation(ns);
  const title = props.isNew ? t(`${group}.addTitle`) : t(`${group}.editTitle`);
  return (
    <PageHeader
      title={title}
      subtitle={props.name || props.listingName}
      crumbs={[
        { label: t("list.title"), to: props.listPath },
        { label: t(props.typesTitle, { name: props.listingName }), to: props.typesPath },
        { label: title },
      ]}
      help={props.help}
    />
  );
}
