// What other features' server code may use of the listing kit: the list page's loader and action
// pieces. (The save of a listing form, ./listing-save.server, reads a multipart body: routes import
// it themselves, so a plain list route is not taken for an upload form.)
export { deletedToast, listBackPath, listingListAction, listPage, listUrl } from "./list-page.server";
export {
  deleteHold,
  listingsAction,
  listingsLoader,
  type ListingListData,
  type ListingListRow,
} from "./listing-list.server";
export { typesPageTitle } from "./types-page.server";
