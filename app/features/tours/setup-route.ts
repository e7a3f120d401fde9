// Which price setup page fits a tour (spec §2 "After saving … a follow-up dialog leads
// to the price setup page that depends on type and optional_type").
export type SetupPage = "price-table" | "optional-group-size" | "calendar-group-option" | "age";

export function setupPageOf(tour: { type: string; optional_type?: string | null }): SetupPage {
  const { type, optional_type: option } = tour;
  if (type === "package") return "price-table";
  if (type === "team_building") return "optional-group-size";
  if ((type === "default" || type === "combo") && option === "group_size") return "optional-group-size";
  if (type === "group") return "calendar-group-option";
  if (type === "combo" && option === "flexi") return "price-table";
  return "age"; // default, combo with default, and anything else
}

export const setupPath = (tour: { _id: string; type: string; optional_type?: string | null }) =>
  `/tour/${tour._id}/${setupPageOf(tour)}`;
