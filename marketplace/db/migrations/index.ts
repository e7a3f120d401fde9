// Versioned migrations, run in order at start (db/database.ts), one file each. Never edit a landed
// migration: add the next one, `NNNN_<area>.ts`, and name it here. The names are what a database
// remembers having run: a landed one is never renamed (it would run again, or be refused).
import type { Migration } from "kysely";
import { migration as authAndReference } from "./0001_auth_and_reference.js";
import { migration as agencyProfile } from "./0002_agency_profile.js";
import { migration as tours } from "./0003_tours.js";
import { migration as bookings } from "./0004_bookings.js";
import { migration as security } from "./0005_security.js";
import { migration as realIncomePerLine } from "./0006_real_income_per_line.js";
import { migration as cruiseCabins } from "./0007_cruise_cabins.js";
import { migration as transport } from "./0008_transport.js";
import { migration as tourListOrder } from "./0009_tour_list_order.js";
import { migration as cabinCalendar } from "./0010_cabin_calendar.js";
import { migration as hotels } from "./0011_hotels.js";
import { migration as hotelOrders } from "./0012_hotel_orders.js";
import { migration as bikes } from "./0013_bikes.js";
import { migration as bikeCalendars } from "./0014_bike_calendars.js";
import { migration as bikeOrders } from "./0015_bike_orders.js";
import { migration as transactionIndexes } from "./0016_transaction_indexes.js";
import { migration as dashboardIndexes } from "./0017_dashboard_indexes.js";
import { migration as transferCodeOnce } from "./0018_transfer_code_once.js";
import { migration as frontDesk } from "./0019_front_desk.js";
import { migration as activity } from "./0021_activity.js";

export const migrations: Record<string, Migration> = {
  "0001_auth_and_reference": authAndReference,
  "0002_agency_profile": agencyProfile,
  "0003_tours": tours,
  "0004_bookings": bookings,
  "0005_security": security,
  "0006_real_income_per_line": realIncomePerLine,
  "0007_cruise_cabins": cruiseCabins,
  "0008_transport": transport,
  "0009_tour_list_order": tourListOrder,
  "0010_cabin_calendar": cabinCalendar,
  "0011_hotels": hotels,
  "0012_hotel_orders": hotelOrders,
  "0013_bikes": bikes,
  "0014_bike_calendars": bikeCalendars,
  "0015_bike_orders": bikeOrders,
  "0016_transaction_indexes": transactionIndexes,
  "0017_dashboard_indexes": dashboardIndexes,
  "0018_transfer_code_once": transferCodeOnce,
  "0019_front_desk": frontDesk,
  "0021_activity": activity,
};
