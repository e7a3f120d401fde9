// The places' public entry for other features: types only (the calls are server code, imported by routes).
export type { PlaceLists } from "./api.server";
