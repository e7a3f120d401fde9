// Kysely table types of the bookings: orders, their history, the operator's payouts and the
// customer's transactions. JSON columns hold text; bookings/record.ts parses them.
import type { Generated } from "kysely";

/** spec §3 "Booking/order" (0003, completed by 0004). Money in `currency`; JSON columns hold text, bookings/record.ts parses them. */
export interface OrdersTable {
  _id: string;
  uid: string; // TOUR-XXXXXXXX | CRUISE-XXXXXXXX
  agency_id: string;
  service: string; // tour | cruise | transport
  tour_id: string | null;
  calendar_id: string | null;
  date_id: string | null;
  status: string;
  date_travel: string; // YYYY-MM-DD
  contact: string; // JSON {fullname, phone, email}
  items: string; // JSON: tour [{name, name_en?, age, quantity, original_price, price, commission_type, commission_value}] | cruise [{cabin, quantity, price, quantity_extrabed, extrabed_price}]
  total: number;
  currency: string;
  created_at: Generated<string>;
  // 0004
  note: string | null;
  tour_type: string | null;
  user_id: string | null; // the customer's account
  original_total: Generated<number>;
  subtotal: Generated<number>;
  total_amount_agency: Generated<number>;
  commission_value: number | null; // cruise: stored percent applied to cabin lines
  duration: number | null; // cruise nights
  single_room_surcharge: Generated<number>;
  single_room_quantity: Generated<number>;
  single_room_commission_type: Generated<string>;
  single_room_commission_value: Generated<number>;
  extra_bed_surcharge: Generated<number>;
  extra_bed_quantity: Generated<number>;
  extra_bed_commission_type: Generated<string>;
  extra_bed_commission_value: Generated<number>;
  rate_payment: Generated<number>; // VND = amount / rate_payment
  total_traveler: Generated<number>;
  reason_cancel: string | null;
  tour_operator: string | null; // JSON contact person
  tour_guide: string | null;
  tour_driver: string | null; // JSON driver
  fast_track_info: string | null; // JSON flight
  updated_at: Generated<string>;
  // 0008, transport bookings only (date_travel holds the pickup's day in Vietnam)
  transport_id?: string | null;
  date_pickup?: string | null; // ISO instant
  pickup?: string | null; // JSON {name, address}
  drop_off?: string | null; // JSON {name, address}
  transport?: string | null; // JSON snapshot of the service when booked
  cancel_by?: string | null; // customer | supplier
  // 0012, hotel bookings only (date_travel holds the check-in day)
  hotel_id?: string | null;
  hotel?: string | null; // JSON snapshot of the hotel when booked
  date_checkout?: string | null; // YYYY-MM-DD
  total_date?: number | null; // nights
  price_extrabed?: number | null;
  service_fee?: number | null; // amounts, in the order's currency
  vat_fee?: number | null;
  payment_id?: string | null; // the bank-transfer code (hotels-bikes-transport §4)
  // 0015, bike bookings only (date_travel holds the pickup day, date_pickup the pickup instant)
  bike_id?: string | null;
  bike?: string | null; // JSON snapshot of the bike when booked
  date_return?: string | null; // ISO instant
  rental_method?: string | null; // day | hour
  time_quantity?: number | null; // days or hours charged
  // 0019, the front desk: a stay's check-in and check-out, a rental's handover and return (ISO instants)
  checked_in_at?: string | null;
  checked_out_at?: string | null;
  handed_over_at?: string | null;
  returned_at?: string | null;
  deposit_amount?: number | null; // a rental's deposit (Σ option deposit × quantity when booked)
  deposit_status?: string | null; // held | returned | kept
  deposit_reason?: string | null; // why a deposit was kept
}

/** One change of an order: who moved it from which status to which (0004). */
export interface OrderEventsTable {
  id: Generated<number>;
  order_id: string;
  from_status: string | null; // null: the order was created
  to_status: string;
  actor: string; // agency | customer | operator
  data: string | null; // JSON: what else changed (reason, people)
  created_at: Generated<string>;
}

/** A payout of the marketplace operator to a supplier (0004). */
export interface PaymentsTable {
  _id: string;
  payment_id: string; // PAY-XXXXXXXX
  agency_id: string;
  service: string; // tour | hotel | bike | transport
  payment_method: string;
  bank_name: string | null;
  branch_name: string | null;
  account_number: string | null;
  payment_currency: string;
  payment_amount: number;
  payment_date: string; // ISO
  rate_vnd: number; // VND = payment_amount / rate_vnd; 0 = unknown, left out of totals
  note: string | null;
  created_at: Generated<string>;
}

/** Money the customer paid for an order (or got back) (0004). */
export interface TransactionsTable {
  _id: string;
  payment_id: string;
  order_id: string;
  agency_id: string;
  status: string; // completed
  amount: number;
  currency: string;
  service: string;
  gateway: string;
  type: string; // payment | deposit | refund
  date_completed: string | null;
  created_at: Generated<string>;
}

/** The tables of this area, composed into the Database (db/schema.ts). */
export interface BookingTables {
  orders: OrdersTable;
  order_events: OrderEventsTable;
  payments: PaymentsTable;
  transactions: TransactionsTable;
}
