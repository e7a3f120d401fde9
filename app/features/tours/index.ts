// What other features may use of the tours (a cruise is a tour with type cruise): the record types,
// and the form sections the cruise form shares (languages with rich content, images). Client-safe:
// routes take the tour calls from ./api.server themselves.
export type { Ref, TourRecord } from "./api.server";
export { CONTENT_SECTIONS, LISTING_FORM_BODY, MAX_TOUR_IMAGES, textLength } from "./schema";
export { ContentSection } from "./tour-form/content";
export { ImagesSection } from "./tour-form/images";
