// The left side of /cruise/{idTour}/cabins (spec §2 Cruises): the cruise's cabin types with their
// number of cabins and guests, on the listing kit's list of types (edit, delete after a confirmation,
// add). A cabin type booked from today on offers no delete.
import { useTranslation } from "react-i18next";
import { UnitList } from "~/features/listing";

export type CabinRow = {
  _id: string;
  name: string;
  num_cabin: number;
  num_person: number;
  is_active: boolean;
  /** booked from today on: the marketplace refuses its deletion, so none is offered */
  has_bookings: boolean;
};

export function CabinList({
  cruiseId,
  cabins,
  chosen,
}: {
  cruiseId: string;
  cabins: CabinRow[];
  chosen: string | null;
}) {
  const { t } = useTranslation("cruise");
  const base = `/cruise/${cruiseId}`;
  return (
    <UnitList
      rows={cabins.map((c) => ({ ...c, deletable: !c.has_bookings }))}
      chosen={chosen}
      param="cabin"
      title={t("cabins.listTitle")}
      addLabel={t("cabins.add")}
      empty={t("cabins.empty")}
      addTo={`${base}/cabin/action`}
      editTo={(cabin) => `${base}/cabin/action/${cabin._id}`}
      facts={(cabin) => (
        <>
          {t("cabins.count", { count: cabin.num_cabin })} · {t("cabin.persons", { count: cabin.num_person })}
        </>
      )}
    />
  );
}
