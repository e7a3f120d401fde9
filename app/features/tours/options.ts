// Shared by the tour screens and their server code.
export const AREA_SLUGS = ["chau-a", "chau-au", "chau-my"] as const; // spec §2 Tours
export type AreaSlug = (typeof AREA_SLUGS)[number];
