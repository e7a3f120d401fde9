// What other features' server code may use of the tours: the save of a tour-shaped form.
export { imageUrlsOf, saveListingForm, type ListingFormData } from "./listing-save.server";
