// The places' server entry for other features' server code: the place lists and the form cascade.
export { cascadePlaces, placeLists, type PlaceLists } from "./api.server";
