// What other features' server code may use of the listing kit: the list page's loader and action
// pieces, and the save of a listing form.
export { deletedToast, listBackPath, listingListAction, listPage, listUrl } from "./list-page.server";
export { listingsAction, listingsLoader, type ListingListData, type ListingListRow } from "./listing-list.server";
export { imageUrlsOf, saveListingForm, type ListingFormData } from "./listing-save.server";
