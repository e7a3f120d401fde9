// What other features may use of the tours: the tour record. The listing pieces tours share with
// cruises and the other services are in features/listing.
export type { TourRecord } from "./api.server";
