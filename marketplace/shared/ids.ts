import { randomBytes } from "node:crypto";
/** 24 hex characters, the shape of the marketplace's `_id`s. */
export const randomId = () => randomBytes(12).toString("hex");
