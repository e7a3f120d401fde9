// What every service's listing pages share (tours, cruises, transport; hotels and bikes next): the
// areas and their list filter, the commission rule and its fields, the listing record types, the
// form's bounds and text helpers, its content and image sections, and the tour-shaped list page.
export { AREA_SLUGS, areaOf, type AreaSlug } from "./areas";
export { AreaFilter } from "./area-filter";
export {
  COMMISSION_TYPES,
  checkCommission,
  commissionSplit,
  examplePrice,
  numberOf,
  toEnteredCommission,
  toStoredCommission,
  type CommissionType,
} from "./commission";
export { CommissionFields, ShareExample } from "./commission-fields";
export type { ListingFilters, ListingListItem, ListingRecord, Ref } from "./api.server";
export {
  CONTENT_SECTIONS,
  LISTING_FORM_BODY,
  MAX_LISTING_IMAGES,
  bedRowList,
  checkLanguages,
  chosenRef,
  facilityList,
  imageList,
  issueAdder,
  namesRequired,
  onSale,
  optionalRichText,
  optionalText,
  placeRefs,
  textLength,
  typeDetails,
  typePayload,
  type AddIssue,
} from "./listing-form";
export { ContentSection } from "./content-section";
export { ImagesSection } from "./images-section";
export { LongText } from "./long-text";
export type { ListingFormProps, TypeFormProps } from "./listing-form-props";
export { ListingPlaces } from "./listing-places";
export { ContentLanguages, LanguagePanel, ListingFormFrame, TypeFormFrame, useListingForm } from "./listing-form-frame";
export { BED_QUANTITIES, personsOf, type BedType } from "./beds";
export { BedRows } from "./bed-rows";
export { FacilityChecks, OnCheckbox, StatusSelect } from "./type-details";
export { UnitList, type UnitRow } from "./unit-list";
export type { ListingCalls, ListKind } from "./list-kind";
export { ListingListPage } from "./listing-list";
