// What every service's list and price screens share (tours now; cruises, hotels, bikes and transport next):
// the areas and their list filter, the commission rule and its fields.
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
export { CommissionFields } from "./commission-fields";
