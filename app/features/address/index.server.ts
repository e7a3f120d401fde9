// The address finder's server entry for routes and other features' actions (see index.ts for how a
// form uses it): the action helpers, and the search itself for the suggestions' resource route.
export { addressFormStep, applyAddressChoice, findAddressReply } from "./find-address.server";
export { geocode, geocoderConfig, searchesWhileTyping } from "./geocoder.server";
export { destinationCities } from "./destinations.server";
