// The cabins' sales calendar on the shared month calendar: the panel of /cruise/{idTour}/cabins.
export { CabinCalendarPanel } from "./panel";
export { cabinDescription, toCalendarDay, toPrices } from "./description";
export type { CabinCalendarEntry } from "./api.server";
