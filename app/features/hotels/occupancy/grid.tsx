// The occupancy grid (contract/front-desk.ts "Occupancy at a glance"): one table per room type, its
// days across (14 or 31), rooms for sale, sold, empty, price and stop-sell down. Plain elements (up to
// 12 × 31 × 5 cells); each table scrolls sideways on its own, so a phone scrolls by room type. A day
// from today on links to its edit on the room's calendar (a free day: the schedule from that day).
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { compactNumber } from "~/lib/money";
import { weekdayOf } from "@contract/calendar";
import type { GridCell } from "./query";

/** DD/MM/YYYY (spec §9), without the calendar module on a list page. */
const formatDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

type Room = { _id: string; name: string; cells: GridCell[] };

/** Where a day of a room type is edited: the room's month calendar with that day's dialog open. */
export function dayEditPath(hotelId: string, room: string, cell: GridCell) {
  const month = { month: String(Number(cell.date.slice(5, 7))), year: cell.date.slice(0, 4) };
  const dialog: Record<string, string> = cell.set
    ? { modal: "day", date: cell.date }
    : { modal: "schedule", from: cell.date };
  return `/hotel/${hotelId}/rooms?${new URLSearchParams({ room, ...month, ...dialog })}`;
}

export function OccupancyGrid({ hotelId, rooms, today }: { hotelId: string; rooms: Room[]; today: string }) {
  const { t, i18n } = useTranslation("rates");
  const lang = i18n.language;
  // every word once per page, not once per cell
  const w = {
    forSale: t("occupancy.forSale"),
    sold: t("occupancy.sold"),
    empty: t("occupancy.empty"),
    price: t("occupancy.price"),
    stopSell: t("occupancy.stopSell"),
    closed: t("calendar:rules.mark.closed"),
    unset: t("calendar:legend.unset"),
    edit: t("occupancy.edit"),
    weekday: [0, 1, 2, 3, 4, 5, 6].map((d) => t(`calendar:weekdayShort.${d}`)),
  };
  const rows = [
    ["forSale", w.forSale, (c: Extract<GridCell, { set: true }>) => c.forSale],
    ["sold", w.sold, (c: Extract<GridCell, { set: true }>) => c.sold],
    ["empty", w.empty, (c: Extract<GridCell, { set: true }>) => c.empty],
    ["price", w.price, (c: Extract<GridCell, { set: true }>) => compactNumber(c.price, lang)],
    ["closed", w.stopSell, (c: Extract<GridCell, { set: true }>) => (c.closed ? `⊘ ${w.closed}` : "")],
  ] as const;
  return (
    <div className="occ-rooms" data-testid="occupancy-grid">
      {rooms.map((room) => (
        <section key={room._id} className="occ-room" aria-labelledby={`occ-${room._id}`} data-testid="occ-room">
          <h2 id={`occ-${room._id}`} className="occ-title">
            {room.name}
          </h2>
          {/* a region of its own that scrolls sideways: reachable by keyboard, named by its room type */}
          <div className="occ-scroll" role="region" aria-labelledby={`occ-${room._id}`} tabIndex={0}>
            <table className="occ-table">
              <thead>
                <tr>
                  <td />
                  {room.cells.map((c) => {
                    const label = `${w.weekday[weekdayOf(c.date)]} ${c.date.slice(8)}/${c.date.slice(5, 7)}`;
                    return (
                      <th key={c.date} scope="col" className={c.date === today ? "occ-today" : undefined}>
                        {c.date >= today ? (
                          <Link to={dayEditPath(hotelId, room._id, c)} data-testid="occ-day">
                            {label}
                            <span className="visually-hidden">
                              , {w.edit} {formatDay(c.date)}
                            </span>
                          </Link>
                        ) : (
                          label
                        )}
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {rows.map(([key, name, value]) => (
                  <tr key={key} className={`occ-row-${key}`}>
                    <th scope="row">{name}</th>
                    {room.cells.map((c) => (
                      <td
                        key={c.date}
                        className={c.set ? (c.closed ? "occ-closed" : undefined) : "occ-unset"}
                        data-date={c.date}
                        data-testid={key === "forSale" ? "occ-cell" : undefined}
                      >
                        {c.set ? value(c) : key === "forSale" ? <span title={w.unset}>–</span> : null}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
