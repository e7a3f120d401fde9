// Which dialog a today page's URL asks for (a URL state, so it works without scripts): `?confirm=<intent>&id=` (the shared ConfirmDialog's state)
// names a row's action that asks first (a status change, not-come, a handover or return with its
// choices). A row not on the page, or an action it does not offer today, opens nothing.
type Row = { _id: string; uid: string; actions: string[]; desk: readonly string[] };

export type DeskDialog = { intent: string; id: string; uid: string } | null;

export function dialogOf(url: URL, rows: readonly Row[]): DeskDialog {
  const intent = url.searchParams.get("confirm");
  const id = url.searchParams.get("id");
  if (!intent || !id) return null;
  const row = rows.find((r) => r._id === id);
  if (!row || !(row.actions.includes(intent) || row.desk.includes(intent))) return null;
  return { intent, id, uid: row.uid };
}
