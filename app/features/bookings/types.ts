// The booking record of marketplace-api.md "Tour and cruise bookings" (spec tours-cruises §3
// "Booking/order", "Contact person", "Driver"), as the marketplace answers it. The fields every
// service's booking shares are BookingBase; a service's own fields come with its screens, and
// Booking is one of them by its `service`.
import { serviceOf, type ServiceId } from "@contract/services";

export type ContactMethod = { name: string; value: string };
export type ContactPerson = { fullname: string; email: string; contact_methods: ContactMethod[]; note?: string | null };
export type Driver = {
  fullname: string;
  license_plate: string;
  contact_methods: ContactMethod[];
  note?: string | null;
};
export type CommissionType = "percent" | "net";

export type TourItem = {
  name?: string | null;
  age?: { _id?: string; name: string } | null;
  quantity: number;
  original_price?: number | null;
  price: number;
  commission_type: CommissionType;
  commission_value: number;
};
export type CruiseItem = {
  cabin?: { _id?: string | null; name: string } | null;
  quantity: number;
  price: number;
  quantity_extrabed?: number | null;
  extrabed_price?: number | null;
};

export type FlightInfo = {
  airline?: string | null;
  flight_number?: string | null;
  departure_airport?: string | null;
  arrival_airport?: string | null;
  departure_time?: string | null;
  arrival_time?: string | null;
  departure_terminal?: string | null;
  arrival_terminal?: string | null;
};

/** What the bookings list, statistics, revenue and CSV read of any service's booking. */
export type BookingBase = {
  _id: string;
  uid: string;
  service: ServiceId;
  contact: { fullname: string; phone: string; email: string };
  created_at: string;
  updated_at?: string;
  status: string;
  note: string | null;
  currency: string;
  subtotal: number;
  total: number;
  total_amount_agency: number;
  rate_payment: number;
  reason_cancel: string | null;
  /** the booked service's last day (YYYY-MM-DD); absent: a one-day service */
  date_end?: string | null;
};

/** tours-cruises §3 "Booking/order": a tour's or a cruise's booking. */
export type TourBooking = BookingBase & {
  service: "tour" | "cruise";
  tour_type: string;
  tour: { _id: string; name: string; cruise_time_checkin?: string | null };
  user: { _id: string; email: string } | null;
  date_travel: string;
  original_total: number;
  commission_value: number | null;
  duration: number | null;
  single_room_surcharge: number;
  single_room_quantity: number;
  single_room_commission_type: CommissionType;
  single_room_commission_value: number;
  extra_bed_surcharge: number;
  extra_bed_quantity: number;
  extra_bed_commission_type: CommissionType;
  extra_bed_commission_value: number;
  total_traveler: number;
  items: (TourItem | CruiseItem)[];
  tour_operator: ContactPerson | null;
  tour_guide: ContactPerson | null;
  tour_driver: Driver | null;
  fast_track_info: FlightInfo | null;
  /** transport's flight (hotels-bikes-transport §3 "Transport booking": flight_info) */
  flight_info?: FlightInfo | null;
};

/** hotels-bikes-transport §3 "Transport booking" as the marketplace answers it (the service snapshot as booked). */
export type TransportPlace = { name: string; address: string | null };
export type TransportBooking = BookingBase & {
  service: "transport";
  transport: {
    _id: string;
    name: string;
    type: string;
    route: string;
    route_custom: string | null;
    duration_type: string;
    duration: number;
    car_type: number;
    option: { _id: string; brand: string; type: string; similar: string; gearbox: string; ac: boolean } | null;
  } | null;
  date_pickup: string;
  pickup: TransportPlace | null;
  drop_off: TransportPlace | null;
  flight_info: FlightInfo | null;
  cancel_by: "customer" | "supplier" | null;
  total_traveler: number;
  operator: ContactPerson | null;
  guide: ContactPerson | null;
  driver: Driver | null;
};

/** hotels-bikes-transport §3 "Hotel order": a room line (price: one room for the whole stay, §9). */
export type HotelItem = {
  room: { _id: string; name: string };
  quantity: number;
  price: number;
  quantity_extrabed: number;
  amount: number;
};
/** hotels-bikes-transport §3 "Hotel order" as the marketplace answers it (the hotel as booked). */
export type HotelBooking = BookingBase & {
  service: "hotel";
  hotel: { _id: string; name: string; address: string | null };
  user: { _id: string; email: string } | null;
  date_checkin: string;
  date_checkout: string | null;
  total_date: number;
  items: HotelItem[];
  price_extrabed: number;
  service_fee: number;
  vat_fee: number;
  commission_value: number | null;
  /** the bank-transfer code recorded on it (§4), or null */
  payment_id: string | null;
};
/** hotels-bikes-transport §3 "Bike order": an option line (price per day or per hour, as rented). */
export type BikeItem = { option: { _id: string; name: string }; quantity: number; price: number; amount: number };
/** hotels-bikes-transport §3 "Bike order" as the marketplace answers it (the bike as booked; days YYYY-MM-DD, times HH:mm at UTC+7). */
export type BikeBooking = BookingBase & {
  service: "bike";
  bike: { _id: string; name: string; type: string; address: string | null };
  user: { _id: string; email: string } | null;
  date_pickup: string;
  time_pickup: string | null;
  date_return: string;
  time_return: string | null;
  rental_method: "day" | "hour";
  time_quantity: number;
  items: BikeItem[];
  commission_value: number | null;
  /** the bank-transfer code recorded on it (§7), or null */
  payment_id: string | null;
};

/** A booking of any service, keyed by its `service`. */
export type Booking = TourBooking | TransportBooking | HotelBooking | BikeBooking;

/** Each booking shape by the order field holding the booked listing (the descriptor's `item`). */
type BookingOfItem = { tour: TourBooking; transport: TransportBooking; hotel: HotelBooking; bike: BikeBooking };

/** Whether the booking's service books the listing kind `item` (its descriptor's `item`): the shape its parts read. */
export const booksItem = <K extends keyof BookingOfItem>(b: Booking, item: K): b is BookingOfItem[K] =>
  serviceOf(b.service).item === item;

export type StatusCount = { _id: string; count: number; total: number };

export type Payment = {
  _id: string;
  payment_id: string;
  service: string;
  payment_method: string;
  bank_name: string | null;
  branch_name: string | null;
  account_number: string | null;
  payment_currency: string;
  payment_amount: number;
  payment_date: string;
  rate_vnd: number;
  note: string | null;
  created_at: string;
};
