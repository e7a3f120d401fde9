import type { MetaFunction } from "@remix-run/node";

/** Every bookings page's title: the one its loader translated. */
export const titleMeta: MetaFunction = ({ data }) => [{ title: (data as { title?: string } | undefined)?.title ?? "" }];
