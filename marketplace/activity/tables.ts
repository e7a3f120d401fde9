// The activity record's table (migration 0021; spec team.md §Calls `GET activity`).
export interface ActivityTable {
  _id: string;
  agency_id: string;
  at: string; // ISO instant, the marketplace's clock
  actor_kind: string; // member | customer | marketplace (contract/activity.ts ACTOR_KINDS)
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  kind: string; // contract/activity.ts activityKinds()
  service: string | null;
  target_kind: string; // contract/activity.ts TARGET_KINDS
  target_id: string | null;
  target_label: string | null;
  target_listing: string | null; // contract/activity-kinds.ts LISTING_RECORDS
  summary: string; // JSON (contract/activity.ts ActivitySummarySchema)
}

export interface ActivityTables {
  activity: ActivityTable;
}
