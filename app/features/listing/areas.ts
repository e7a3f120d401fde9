// The marketplace's areas (spec tours-cruises §2 Tours), shared by every service's list filter and form.
export const AREA_SLUGS = ["chau-a", "chau-au", "chau-my"] as const;
export type AreaSlug = (typeof AREA_SLUGS)[number];

/** The area filter's value from the query string: a known slug, else "" (all areas). */
export const areaOf = (value: string | null | undefined): AreaSlug | "" =>
  AREA_SLUGS.includes(value as AreaSlug) ? (value as AreaSlug) : "";
