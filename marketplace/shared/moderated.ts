// tours-cruises §4 "new or edited content awaits moderation": the listings the operator moderates,
// by the kind its call names (dev/listing/{kind}/{id}/moderate) — its table, the message when none is
// found, and what names it: its own name in both languages, or (a transfer service, which has none:
// hotels-bikes-transport §3) its type and route. The operator's call and the dashboard's "listings
// awaiting moderation" read this one list.
export const MODERATED = {
  // a cruise is a tour of type cruise: its `type` names its service
  tour: { table: "tours", notFound: "tour_not_found", named: "name", typeIsService: true },
  transport: { table: "transport_services", notFound: "transport_not_found", named: "route", typeIsService: false },
  hotel: { table: "hotels", notFound: "hotel_not_found", named: "name", typeIsService: false },
  bike: { table: "bikes", notFound: "bike_not_found", named: "name", typeIsService: false },
} as const;
export type ModeratedKind = keyof typeof MODERATED;
