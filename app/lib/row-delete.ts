// A table row's delete, posted to the page's own action (never to /api) by
// components/dashboard/use-confirmed-delete.tsx: the form's fields, and the answer the page
// reads. The action checks who is asking and calls the same domain function as the /api call.

/** Which row is deleted: `intent` names the kind (a page may delete several), `id` the row. */
export interface RowDelete {
  intent: string;
  id: string;
}

/** The action's answer; a refusal keeps its HTTP status, which a fetcher does not otherwise see. */
export type RowDeleteAnswer = { ok: true } | { ok: false; status: number; message: string };
