// The order path's parts of transport (hotels-bikes-transport §3 "Transport booking", §4 "Transport
// booking statuses", §8 "Transport rules"): its calls under transport/, the booking as transport
// shows it, the transition table against the pickup instant and a complete driver to start, and a
// supplier's cancellation recorded as the supplier's.
import { PatchTransportOrderSchema, type PatchTransportOrder } from "@contract/api/transport";
import { TRANSPORT } from "@contract/services";
import type { OrderParts } from "../bookings/order-parts.js";
import { decideTransportStatus } from "./change.js";
import { transportRecord } from "./record.js";
import { buildTransportOrder, DevTransportOrderSchema } from "./dev.js";
import { parse } from "../shared/http.js";

export const TRANSPORT_ORDERS: OrderParts<PatchTransportOrder> = {
  descriptor: TRANSPORT,
  services: ["transport"],
  patch: PatchTransportOrderSchema,
  record: transportRecord,
  decideStatus: (o, target, body, clock) => decideTransportStatus(o, target, body.driver, clock.now()),
  recordsCancelBy: true,
  agenda: { start: () => "transfer", startAt: "date_pickup" },
  devOrder: (db, body) => buildTransportOrder(db, parse(DevTransportOrderSchema, body)),
};
