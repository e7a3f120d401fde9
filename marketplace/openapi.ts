// GET /api/v1/openapi.json: the marketplace's contract as an OpenAPI 3.1 document, built from the very
// zod schemas the routes parse with (contract/api/*, zod 4's z.toJSONSchema), so a real marketplace
// team can read what this one accepts. openapi.test.ts checks that every route the routers mount is
// here, and nothing else. Rules judged across fields (superRefine) do not show in JSON Schema: their
// messages are the keys listed in marketplace/README.md.
import { z } from "zod";
import { AgencyUpdateSchema, CurrencyBody, LookupBody, RequestVerifySchema } from "@contract/api/agency";
import {
  ChangePasswordBody,
  ForgotPasswordBody,
  GetPasswordBody,
  LoginBody,
  LogoutBody,
  RefreshBody,
  UserCheckBody,
  userUpdateSchema,
} from "@contract/api/auth";
import {
  OrderCursorQuery,
  OrderListQuery,
  PatchOrderSchema,
  PaymentListQuery,
  TransactionBodySchema,
  TransactionListQuery,
} from "@contract/api/bookings";
import {
  ApproveBody,
  DevOrdersQuery,
  EventBodySchema,
  MailboxQuery,
  PayoutSchema,
  ScaleSchema,
} from "@contract/api/dev";
import { SaveFileBody, UploadFields } from "@contract/api/files";
import { ListQuery, RecordDaysQuery } from "@contract/api/list";
import { CityQuery, CountryQuery, TaxonomyQuery } from "@contract/api/reference";
import {
  AgeBodySchema,
  DepartureBodySchema,
  DepartureRef,
  GroupsBodySchema,
  PricePackageBodySchema,
} from "@contract/api/tour-prices";
import { TourBodySchema, TourImageBody, TourListQuery } from "@contract/api/tours";
import { CabinBodySchema, CabinCalendarLink, CabinListQuery, CruiseBodySchema } from "@contract/api/cruises";
import { CabinCalendarQuery, CabinDayRef, CabinDaySchema, CabinScheduleSchema } from "@contract/api/cabin-calendar";
import {
  HotelBodySchema,
  HotelImageBody,
  HotelListQuery,
  RoomBodySchema,
  RoomCalendarQuery,
  RoomDayRef,
  RoomDaySchema,
  RoomListQuery,
  RoomScheduleSchema,
} from "@contract/api/hotels";
import { ROOM_RECORD_DAYS } from "./hotels/record.js";
import { ACTIVITY_MAX_PER_PAGE, ACTIVITY_PER_PAGE, ActivityQuery } from "@contract/activity";
import {
  PatchTransportOrderSchema,
  TransportBodySchema,
  TransportListQuery,
  VehicleBodySchema,
} from "@contract/api/transport";
import { DevOrderSchema } from "./bookings/tour-dev-order.js";
import { DevTransportOrderSchema } from "./transport/dev.js";
import {
  BikeBodySchema,
  BikeImageBody,
  BikeListQuery,
  BikeOptionBodySchema,
  BikeOptionCalendarLink,
  BikeOptionListQuery,
  OptionCalendarQuery,
  OptionDayRef,
  OptionDaySchema,
  OptionScheduleSchema,
} from "@contract/api/bikes";

/** The bike form's refusals besides the field messages (spec hotels-bikes-transport §5 "Bike form"). */
const BIKE_RULES =
  "unknown_area, unknown_country, unknown_city, time_step:5 and close_after_opening on opening/close, foreign_file on images.N";
import { DevHotelOrderSchema } from "./hotels/orders-dev.js";
import { TransferCodeSchema } from "@contract/api/hotel-orders";
import { todayInVietnam } from "./shared/dates.js";
import { DashboardQuery, DASHBOARD_ROWS, RUNNING_LOW_DAYS } from "@contract/api/dashboard";
import { RECORD_DAYS } from "./cruises/record.js";
import { BUILT_IN_KEYS } from "./shared/issue-keys.js";
import {
  BikeUnitQuery,
  BikeUnitSchema,
  DeskClockQuery,
  HandoverSchema,
  NotComeSchema,
  ReturnSchema,
  RoomBulkSchema,
  TodayQuery,
} from "@contract/api/front-desk";

type Method = "get" | "post" | "patch" | "delete";
/** Who may call: the token and X-App-Id (default), X-App-Id alone, or anyone (files, this document). */
type Access = "bearer" | "app" | "files" | "public";
type Op = {
  method: Method;
  path: string; // OpenAPI form: /tour/tour/{id}
  tag: string;
  summary: string;
  /** What a reader needs beyond the summary (a bounded part of the record, where the rest is). */
  description?: string;
  access?: Access;
  /** Query schemas besides the path; `list` adds the list query and answers {docs, total}. */
  query?: z.ZodObject[];
  list?: boolean;
  /** `lang` of the list query alone (a record in vi or en). */
  lang?: boolean;
  body?: z.ZodType;
  upload?: boolean;
  /** Refusals besides the common ones: status → the message keys (and what `data` holds). */
  errors?: Record<number, string>;
  dev?: boolean;
};

const THROTTLED = "too_many_attempts; data.retryAfter: seconds";
const LANG = ListQuery.pick({ lang: true });

const AUTH: Op[] = [
  {
    method: "post",
    path: "/auth/login",
    tag: "auth",
    summary: "Log in (answers the user with its real role and a token pair)",
    access: "app",
    body: LoginBody,
    errors: { 400: "wrong_email, wrong_pass", 403: "account_blocked", 429: THROTTLED },
  },
  {
    method: "post",
    path: "/auth/refresh-token",
    tag: "auth",
    summary: "Rotate the refresh token",
    access: "app",
    body: RefreshBody,
    errors: { 401: "invalid_token" },
  },
  {
    method: "post",
    path: "/auth/logout",
    tag: "auth",
    summary: "End the session of a refresh token (extension)",
    access: "app",
    body: LogoutBody,
  },
  {
    method: "post",
    path: "/auth/user-check",
    tag: "auth",
    summary: "Whether an e-mail is registered",
    access: "app",
    body: UserCheckBody,
    errors: { 429: THROTTLED },
  },
  {
    method: "post",
    path: "/auth/forgot-password",
    tag: "auth",
    summary: "E-mail a password reset code",
    access: "app",
    body: ForgotPasswordBody,
    errors: { 429: THROTTLED, 500: "email_not_registered (as the contract says)" },
  },
  {
    method: "post",
    path: "/auth/get-password/{code}",
    tag: "auth",
    summary: "Set a new password with a reset code",
    access: "app",
    body: GetPasswordBody,
    errors: { 400: "wrong_code", 404: "code_not_found" },
  },
  {
    method: "post",
    path: "/auth/change-password",
    tag: "auth",
    summary: "Change the password (ends every session)",
    body: ChangePasswordBody,
    errors: { 400: "wrong_old_password", 403: "forbidden" },
  },
  {
    method: "patch",
    path: "/user/update/{userId}",
    tag: "auth",
    summary: "Update the personal account",
    body: userUpdateSchema(todayInVietnam()),
    errors: { 404: "user_not_found" },
  },
];

const AGENCY: Op[] = [
  {
    method: "post",
    path: "/agency/lookup",
    tag: "agency",
    summary: "The supplier of the token's user",
    body: LookupBody,
    errors: { 404: "agency_not_found" },
  },
  {
    method: "post",
    path: "/agency/agency/update-currency",
    tag: "agency",
    summary: "Set the supplier's currency",
    body: CurrencyBody,
  },
  {
    method: "get",
    path: "/agency/agency/{id}",
    tag: "agency",
    summary: "The supplier's profile",
    lang: true,
    errors: { 404: "agency_not_found" },
  },
  {
    method: "patch",
    path: "/agency/update/{id}",
    tag: "agency",
    summary: "Update the supplier's profile (any subset of fields)",
    body: AgencyUpdateSchema,
    lang: true,
    errors: { 404: "agency_not_found" },
  },
  {
    method: "post",
    path: "/agency/request-verify",
    tag: "agency",
    summary: "Ask the operator to verify the supplier",
    body: RequestVerifySchema,
    lang: true,
    errors: {
      404: "agency_not_found",
      409: "already_verified, already_requested",
      422: "profile_incomplete; data.missing",
    },
  },
];

const upload = (path: string, summary: string): Op => ({
  method: "post",
  path,
  tag: "files",
  summary,
  upload: true,
  errors: {
    400:
      "missing_upload_key, missing_file, bad_upload, only_jpg_png, image_too_large, invalid_image, only_pdf, " +
      "file_too_large",
  },
});
const FILES: Op[] = [
  upload("/extra/upload/image", "Upload an image (JPEG or PNG under 1 MiB)"),
  upload("/extra/upload/avatar", "Upload an avatar (JPEG or PNG under 1 MiB)"),
  upload("/extra/upload/file", "Upload a PDF (under 5 MiB)"),
  {
    method: "post",
    path: "/extra/upload/save-file",
    tag: "files",
    summary: "Keep an upload; answers its url",
    body: SaveFileBody,
    errors: { 404: "file_not_found" },
  },
  {
    method: "get",
    path: "/files/{filename}",
    tag: "files",
    access: "files",
    summary: "A saved file's bytes (private files need their supplier's or an operator's token)",
    errors: { 404: "file_not_found" },
  },
];

const taxonomy = (path: string, what: string): Op => ({
  method: "get",
  path,
  tag: "reference",
  summary: `The ${what}`,
  list: true,
  query: [TaxonomyQuery],
});
const REFERENCE: Op[] = [
  { method: "get", path: "/destination/area", tag: "reference", summary: "The areas", list: true },
  {
    method: "get",
    path: "/destination/country",
    tag: "reference",
    summary: "The countries (of an area: _id or slug)",
    list: true,
    query: [CountryQuery],
  },
  {
    method: "get",
    path: "/destination/city",
    tag: "reference",
    summary: "The cities (of a country)",
    list: true,
    query: [CityQuery],
  },
  taxonomy("/tour/category", "tour categories"),
  taxonomy("/tour/interest", "tour interests"),
  taxonomy("/tour/cruise-facility", "cruise facilities"),
  taxonomy("/facility", "facilities"),
  taxonomy("/bedtype", "bed types"),
  taxonomy("/hotel/type", "hotel types"),
  {
    method: "get",
    path: "/post/post/{id}",
    tag: "reference",
    summary: "A help article (ids help-<page>)",
    lang: true,
    errors: { 404: "post_not_found" },
  },
];

// one body for both (an object, as every body here): the tour's fields, plus a cruise's own when type is cruise
const TOUR_OR_CRUISE = CruiseBodySchema.in.extend(TourBodySchema.in.shape);
const TOURS: Op[] = [
  {
    method: "get",
    path: "/tour/tour",
    tag: "tours",
    summary: "The supplier's tours and cruises",
    list: true,
    query: [TourListQuery],
    errors: { 422: "invalid_date on date_range" },
  },
  {
    method: "get",
    path: "/tour/tour/{id}",
    tag: "tours",
    summary: "A tour with its price setups",
    description:
      "A cruise carries its cabin types as GET /cruise/cabin/{id} answers them: `days`, how many days after today " +
      "each cabin's calendar holds.",
    lang: true,
    query: [RecordDaysQuery],
    errors: { 404: "tour_not_found" },
  },
  {
    method: "post",
    path: "/tour/tour",
    tag: "tours",
    summary: "Create a tour, or a cruise with type cruise (the whole form)",
    body: TOUR_OR_CRUISE,
    lang: true,
  },
  {
    method: "patch",
    path: "/tour/tour/{id}",
    tag: "tours",
    summary: "Update a tour, or a cruise (the whole form; a cruise stays a cruise)",
    body: TOUR_OR_CRUISE,
    lang: true,
    errors: { 404: "tour_not_found" },
  },
  {
    method: "delete",
    path: "/tour/tour/{id}",
    tag: "tours",
    summary: "Delete a tour (soft)",
    errors: { 404: "tour_not_found" },
  },
  {
    method: "post",
    path: "/tour/image",
    tag: "tours",
    summary: "An image record from a saved tour upload",
    body: TourImageBody,
    errors: { 404: "file_not_found", 422: "foreign_file" },
  },
];

const VEHICLE_PHOTO = "foreign_file on avatar (not a saved image upload of this supplier)";
const CABIN_REFS = "invalid_choice on facilities.N / beds.N.type, foreign_file on image.N, max_num:10 on num_person";
// spec tours-cruises §3 "Cabin type": calendar {_id, calendars}, bounded (cruises/record.ts cabinsShown)
const CABIN_CALENDAR_WINDOW =
  `calendar is null until the cabin's first schedule; then {_id, from, to, calendars}: calendars holds ` +
  `the calendar's days from \`from\` (today in Vietnam) to \`to\` (\`days\` days later: ${RECORD_DAYS} unless ` +
  "asked fewer; 0 = today's alone), in date order — " +
  "never every day. Any other day (past, or after `to`) is read from GET /cruise/cabin-calendar?cabin={id}&from&to, " +
  "a month at a time (from = the month's first day, to = its last).";
const CRUISES: Op[] = [
  {
    method: "get",
    path: "/cruise/cabin",
    tag: "cruises",
    summary: "The cabin types of a cruise",
    description: CABIN_CALENDAR_WINDOW,
    list: true,
    query: [CabinListQuery, RecordDaysQuery],
    errors: { 404: "tour_not_found", 422: "required on cruise" },
  },
  {
    method: "get",
    path: "/cruise/cabin/{id}",
    tag: "cruises",
    summary: "A cabin type",
    description: CABIN_CALENDAR_WINDOW,
    lang: true,
    query: [RecordDaysQuery],
    errors: { 404: "cabin_not_found" },
  },
  {
    method: "post",
    path: "/cruise/cabin",
    tag: "cruises",
    summary: "Add a cabin type to a cruise (persons computed from the bed types)",
    body: CabinBodySchema,
    lang: true,
    errors: { 404: "tour_not_found", 422: CABIN_REFS },
  },
  {
    method: "patch",
    path: "/cruise/cabin/{id}",
    tag: "cruises",
    summary:
      "Update a cabin type (the whole form), or only link its calendar with {calendar}: the cabin's own calendar only",
    body: CabinBodySchema.in.extend({ calendar: CabinCalendarLink.shape.calendar.optional() }),
    lang: true,
    errors: { 404: "cabin_not_found", 422: `${CABIN_REFS}; invalid_calendar on calendar (not this cabin's calendar)` },
  },
  {
    method: "delete",
    path: "/cruise/cabin/{id}",
    tag: "cruises",
    summary: "Delete a cabin type (soft)",
    errors: { 404: "cabin_not_found" },
  },
];

const DEPARTURE_CLASH = "exist_departure_date; data.existDate: the day (YYYY-MM-DD) that already has a departure";
const TOUR_PRICES: Op[] = [
  {
    method: "post",
    path: "/tour/age",
    tag: "tour prices",
    summary: "Add an age price",
    body: AgeBodySchema,
    errors: { 404: "tour_not_found" },
  },
  {
    method: "patch",
    path: "/tour/age/{id}",
    tag: "tour prices",
    summary: "Update an age price",
    body: AgeBodySchema,
    errors: { 404: "age_not_found" },
  },
  {
    method: "delete",
    path: "/tour/age/{id}",
    tag: "tour prices",
    summary: "Delete an age price",
    errors: { 404: "age_not_found" },
  },
  {
    method: "patch",
    path: "/tour/option-group-size/{id}",
    tag: "tour prices",
    summary: "Replace the passenger-group list",
    body: GroupsBodySchema,
    errors: { 404: "option_group_size_not_found" },
  },
  {
    method: "post",
    path: "/tour/group-calendar",
    tag: "tour prices",
    summary: "Add a departure to the group calendar",
    body: DepartureBodySchema,
    errors: { 404: "tour_not_found", 409: DEPARTURE_CLASH, 422: "departure_in_past" },
  },
  {
    method: "patch",
    path: "/tour/group-calendar/{calendarId}",
    tag: "tour prices",
    summary: "Update a departure (dateId in the body)",
    body: DepartureBodySchema,
    errors: {
      404: "calendar_not_found, departure_not_found",
      409: `departure_passed, ${DEPARTURE_CLASH}`,
      422: "departure_in_past",
    },
  },
  {
    method: "post",
    path: "/tour/group-calendar/delete-calendar",
    tag: "tour prices",
    summary: "Delete a departure without bookings",
    body: DepartureRef,
    errors: { 404: "calendar_not_found, departure_not_found", 409: "has_orders" },
  },
  {
    method: "post",
    path: "/tour/order-by-tour-group",
    tag: "tour prices",
    summary: "A departure and its bookings",
    body: DepartureRef,
    errors: { 404: "calendar_not_found, departure_not_found" },
  },
  {
    method: "post",
    path: "/tour/price-package",
    tag: "tour prices",
    summary: "Create the tour's price package",
    body: PricePackageBodySchema,
    errors: {
      404: "tour_not_found",
      409: "package_exists",
      422: "enter_full_info_price, commission_percent_error, commission_net_error; data.cell",
    },
  },
  {
    method: "patch",
    path: "/tour/price-package/{id}",
    tag: "tour prices",
    summary: "Update the price package",
    body: PricePackageBodySchema,
    errors: {
      404: "price_package_not_found",
      422: "enter_full_info_price, commission_percent_error, commission_net_error; data.cell",
    },
  },
];

const SCHEDULE_CLASH =
  "schedule_same_date; data.existDate: the first day of the range (YYYY-MM-DD) that already has a setting, data.dates: every such day";
/** A kind of sales calendar's calls (read a window, schedule a range, edit one day, remove one day's setting), in its own words. */
function calendarOps(
  path: string,
  tag: string,
  c: {
    /** the 404 of an item that is not the supplier's */
    notFound: string;
    /** the day's "for sale" field */
    available: string;
    query: z.ZodObject;
    schedule: z.ZodType;
    day: z.ZodType;
    dayRef: z.ZodType;
    summaries: { read: string; schedule: string; edit: string; remove: string };
    /** the schedule's 422 refusals besides the range's */
    scheduleRefusals?: string;
  },
): Op[] {
  const rangeRefusals = "date_in_past, range_reversed, range_too_long, range_no_days";
  return [
    { method: "get", path, tag, summary: c.summaries.read, query: [c.query], errors: { 404: c.notFound } },
    {
      method: "post",
      path,
      tag,
      summary: c.summaries.schedule,
      body: c.schedule,
      errors: {
        404: c.notFound,
        409: SCHEDULE_CLASH,
        422: c.scheduleRefusals ? `${rangeRefusals}, ${c.scheduleRefusals}` : rangeRefusals,
      },
    },
    {
      method: "patch",
      path: `${path}/{id}`,
      tag,
      summary: c.summaries.edit,
      body: c.day,
      errors: {
        404: "calendar_not_found, day_not_found",
        409: "day_passed",
        422: `${c.available} below_booked:N (data.min: the smallest allowed value)`,
      },
    },
    {
      method: "post",
      path: `${path}/delete-calendar`,
      tag,
      summary: c.summaries.remove,
      body: c.dayRef,
      errors: { 404: "calendar_not_found, day_not_found", 409: "day_passed, has_bookings" },
    },
  ];
}

const CABIN_CALENDAR: Op[] = calendarOps("/cruise/cabin-calendar", "cabin calendar", {
  notFound: "cabin_not_found",
  available: "cabin_available",
  query: CabinCalendarQuery.extend({ cabin: CabinScheduleSchema.shape.cabin }),
  schedule: CabinScheduleSchema,
  day: CabinDaySchema,
  dayRef: CabinDayRef,
  summaries: {
    read: "A cabin's calendar and its days between from and to (extension: a month page reads one month)",
    schedule: "Schedule a range of days (every day or none; the first schedule creates the calendar)",
    edit: "Edit one day (cid): availability not below what is booked",
    remove: "Remove one day's setting (cid) of a calendar (id), refused while booked",
  },
  scheduleRefusals: "prices: invalid_choice / required",
});

const ROOM_CALENDAR_WINDOW =
  `calendar is null until the room's first schedule; then {_id, from, to, calendars}: calendars holds the ` +
  `nights from \`from\` (today in Vietnam) to \`to\` (\`days\` days later: ${ROOM_RECORD_DAYS} unless asked fewer; ` +
  "0 = tonight's alone), in date order. Any other " +
  "night is read from GET /hotel/calendar?room={id}&from&to, a month at a time.";
const HOTEL_REFS = "unknown_area, country_not_in_area, city_not_in_country, type / facilities.N: invalid_choice";
/** hotel/hotel, hotel/room, hotel/calendar (hotels-bikes-transport §3, §5, §7 "Hotel"). */
const HOTEL_OPS: Op[] = [
  {
    method: "get",
    path: "/hotel/hotel",
    tag: "hotels",
    summary: "The supplier's hotels (filters name, area, country, city, date_range; sort JSON, default created_at -1)",
    list: true,
    query: [HotelListQuery],
    errors: { 422: "invalid_date on date_range" },
  },
  {
    method: "get",
    path: "/hotel/hotel/{id}",
    tag: "hotels",
    summary: "A hotel with its rooms, images and location",
    description: `Each room as GET /hotel/room/{id}: ${ROOM_CALENDAR_WINDOW}`,
    lang: true,
    query: [RecordDaysQuery],
    errors: { 404: "hotel_not_found" },
  },
  {
    method: "post",
    path: "/hotel/hotel",
    tag: "hotels",
    summary: "Create a hotel (awaits moderation: status pending)",
    body: HotelBodySchema,
    errors: { 422: `${HOTEL_REFS}, images.N: foreign_file` },
  },
  {
    method: "patch",
    path: "/hotel/hotel/{id}",
    tag: "hotels",
    summary: "Update a hotel: the whole form (awaits moderation again)",
    body: HotelBodySchema,
    errors: { 404: "hotel_not_found", 422: `${HOTEL_REFS}, images.N: foreign_file` },
  },
  {
    method: "delete",
    path: "/hotel/hotel/{id}",
    tag: "hotels",
    summary: "Delete a hotel (it leaves the list)",
    errors: { 404: "hotel_not_found", 409: "hotel_has_bookings" },
  },
  {
    method: "post",
    path: "/hotel/image",
    tag: "hotels",
    summary: "An image record of a saved hotel upload (its _id goes in the hotel's images)",
    body: HotelImageBody,
    errors: { 404: "file_not_found", 422: "foreign_file" },
  },
  {
    method: "get",
    path: "/hotel/room",
    tag: "hotels",
    summary: "The room types of a hotel",
    description: ROOM_CALENDAR_WINDOW,
    list: true,
    query: [RoomListQuery, RecordDaysQuery],
    errors: { 404: "hotel_not_found", 422: "required on hotel" },
  },
  {
    method: "get",
    path: "/hotel/room/{id}",
    tag: "hotels",
    summary: "A room type",
    description: ROOM_CALENDAR_WINDOW,
    lang: true,
    query: [RecordDaysQuery],
    errors: { 404: "room_not_found" },
  },
  {
    method: "post",
    path: "/hotel/room",
    tag: "hotels",
    summary: "Create a room type (persons computed from the beds)",
    body: RoomBodySchema,
    errors: { 404: "hotel_not_found", 422: "beds.N.type / facilities.N: invalid_choice, image.N: foreign_file" },
  },
  {
    method: "patch",
    path: "/hotel/room/{id}",
    tag: "hotels",
    summary: "Update a room type (the whole form), or link its own calendar with {calendar} alone",
    body: RoomBodySchema,
    errors: { 404: "room_not_found", 422: "invalid_calendar, beds.N.type / facilities.N: invalid_choice" },
  },
  {
    method: "delete",
    path: "/hotel/room/{id}",
    tag: "hotels",
    summary: "Delete a room type (refused while rooms are booked from today on)",
    errors: { 404: "room_not_found", 409: "room_has_bookings" },
  },
  ...calendarOps("/hotel/calendar", "room calendar", {
    notFound: "room_not_found",
    available: "room_available",
    query: RoomCalendarQuery.extend({ room: RoomScheduleSchema.shape.room }),
    schedule: RoomScheduleSchema,
    day: RoomDaySchema,
    dayRef: RoomDayRef,
    summaries: {
      read: "A room's calendar and its nights between from and to (extension: a month page reads one month)",
      schedule: "Schedule a range of nights (every night or none; the first schedule creates and links the calendar)",
      edit: "Edit one night (cid): rooms for sale not below what is booked, and its price",
      remove: "Remove one night's setting (cid) of a calendar (id), refused while booked",
    },
  }),
];

const TRANSITION_REFUSALS =
  "invalid_transition, already_in_status, warning_date_confirm, warning_date_cancel, " +
  "warning_date_start, " +
  "warning_date_complete, contact_locked, order_busy; data.status";
/**
 * spec hotels-bikes-transport §4: a transfer code is one completed bank-transfer deposit of a booking;
 * the same code again (at once or later) writes nothing and is answered so, and a booking already paid
 * (by card, by another transfer) takes no code: never a second payment.
 */
const TRANSFER_CODE_REFUSAL =
  "transfer_code_recorded: {payment_id} is already the booking's code or has its deposit, nothing written; " +
  "order_already_paid: money already came in on the booking (a completed payment or deposit), nothing written; " +
  "data: the unchanged booking";
/** What recording a code does (@contract/api/transfer-code decideTransferCode), said once for both services. */
const TRANSFER_CODE_RULE =
  "record its bank-transfer code ({payment_id}), on a booking no money came in for: one completed " +
  "bank_transfer deposit of its total, the code stored on the booking, and a booking waiting for its payment " +
  "(wait_paid, wait-paid, wait-confirm) becomes paid (an order event from the supplier); refused on a booking " +
  "already paid (409 order_already_paid) and for the code it has (409 transfer_code_recorded)";
const BOOKINGS: Op[] = [
  {
    method: "get",
    path: "/order",
    tag: "bookings",
    summary: "The supplier's bookings",
    list: true,
    query: [OrderListQuery, OrderCursorQuery],
    errors: { 422: "invalid_date on date_range, invalid_cursor on after" },
  },
  {
    method: "get",
    path: "/order/{id}",
    tag: "bookings",
    summary: "A booking (_id or uid)",
    lang: true,
    errors: { 404: "order_not_found" },
  },
  {
    method: "patch",
    path: "/order/{id}",
    tag: "bookings",
    summary: "Change a booking's status or contact people",
    body: PatchOrderSchema,
    lang: true,
    errors: { 404: "order_not_found", 409: TRANSITION_REFUSALS },
  },
  {
    method: "get",
    path: "/statistic",
    tag: "statistics",
    summary:
      "Bookings counted by status, totals in VND (date_range on the booking day; date_by=travel: the travel day)",
    list: true,
    query: [OrderListQuery],
    errors: { 422: "invalid_date on date_range" },
  },
  {
    method: "get",
    path: "/tour/statistic-revenue",
    tag: "statistics",
    summary: "Real income of completed bookings by day, in VND (by booking day; date_by=travel: by travel day)",
    list: true,
    query: [OrderListQuery],
    errors: { 422: "invalid_date on date_range" },
  },
  {
    method: "get",
    path: "/transaction/payment-statistic",
    tag: "payments",
    summary: "The payouts' count and total in VND",
    query: [PaymentListQuery],
    errors: { 422: "invalid_date on date_range" },
  },
  {
    method: "get",
    path: "/transaction/payment-agency",
    tag: "payments",
    summary: "The operator's payouts to the supplier",
    list: true,
    query: [PaymentListQuery],
    errors: { 422: "invalid_date on date_range" },
  },
  {
    method: "get",
    path: "/transaction/payment-agency/{id}",
    tag: "payments",
    summary: "A payout (_id or payment_id)",
    errors: { 404: "payment_not_found" },
  },
  {
    method: "get",
    path: "/transaction",
    tag: "payments",
    summary: "The customers' transactions (of one booking)",
    list: true,
    query: [TransactionListQuery],
    errors: { 404: "order_not_found" },
  },
  {
    method: "post",
    path: "/transaction",
    tag: "payments",
    summary: "Record a bank-transfer deposit on a booking",
    body: TransactionBodySchema,
    errors: {
      404: "order_not_found",
      409: "transfer_code_recorded: a completed bank_transfer deposit of this payment_id exists on the booking",
    },
  },
];

const dev = (op: Omit<Op, "tag" | "access" | "dev">): Op => ({ ...op, tag: "dev", access: "app", dev: true });
/** Mounted only with MARKETPLACE_DEV_CALLS=on: the customer's and the operator's side, for people and tests. */
const DEV: Op[] = [
  dev({ method: "get", path: "/dev/mailbox", summary: "The mails sent to an address", query: [MailboxQuery] }),
  dev({ method: "get", path: "/dev/agencies", summary: "The suppliers and their verification state" }),
  dev({
    method: "post",
    path: "/dev/agency/{id}/verify",
    summary: "Answer a verification request",
    body: ApproveBody,
    errors: { 404: "agency_not_found", 409: "no_pending_request" },
  }),
  dev({
    method: "post",
    path: "/dev/listing/{kind}/{id}/moderate",
    summary: "Approve or reject a listing (kind tour, transport, hotel or bike)",
    body: ApproveBody,
    errors: { 404: "not_found, tour_not_found, transport_not_found, hotel_not_found, bike_not_found" },
  }),
  dev({ method: "get", path: "/dev/tours", summary: "Every tour and its moderation state" }),
  dev({
    method: "get",
    path: "/dev/cruise/{id}/cabins",
    summary: "A cruise's cabin types and their days on sale (cabins left, prices per nights)",
  }),
  dev({ method: "get", path: "/dev/transports", summary: "Every transport service and its moderation state" }),
  dev({
    method: "get",
    path: "/dev/hotels",
    summary: "Every hotel, its moderation state and its room types with their nights on sale (rooms left, price)",
  }),
  dev({
    method: "get",
    path: "/dev/bikes",
    summary: "Every bike, its moderation state, opening hours and options with their days on sale",
  }),
  dev({
    method: "post",
    path: "/dev/order",
    summary: "Book as a customer (a tour, a cruise, a transport service, or rooms of a hotel)",
    // one body whose fields depend on `service`: every field of either kind (a transport booking
    // names `transport`, `date_pickup`, `pickup`, `drop_off`; a tour's `tour`, `date_travel`, `items`)
    body: z
      .object({ ...DevHotelOrderSchema.shape, ...DevOrderSchema.shape, ...DevTransportOrderSchema.shape })
      .partial()
      .extend({ service: z.enum(["tour", "cruise", "transport", "hotel"]) }),
    errors: {
      404: "tour_not_found, departure_not_found, transport_not_found, hotel_not_found, user_not_found",
      409: "not_on_sale, sold_out (a hotel night without a setting or without enough empty rooms; nothing written)",
    },
  }),
  dev({
    method: "post",
    path: "/dev/order/{id}/{event}",
    summary: "The customer's or the operator's event on a booking",
    body: EventBodySchema,
    errors: { 404: "order_not_found, event_not_found", 409: "invalid_transition" },
  }),
  dev({ method: "get", path: "/dev/orders", summary: "The newest bookings", query: [DevOrdersQuery] }),
  dev({
    method: "post",
    path: "/dev/payout",
    summary: "Pay a supplier out",
    body: PayoutSchema,
    errors: { 404: "agency_not_found" },
  }),
  dev({
    method: "post",
    path: "/dev/scale",
    summary: "Fill a supplier with tours and bookings",
    body: ScaleSchema,
    errors: { 404: "agency_not_found", 409: "no_tours" },
  }),
];

const BIKE_OPS: Op[] = [
  {
    method: "get",
    path: "/bike/bike",
    tag: "bikes",
    summary: "The supplier's bikes (name, area _id or slug, date_range on created_at; sort created_at)",
    list: true,
    query: [BikeListQuery],
    errors: { 422: "invalid_date on date_range" },
  },
  {
    method: "get",
    path: "/bike/bike/{id}",
    tag: "bikes",
    summary: "A bike",
    lang: true,
    errors: { 404: "bike_not_found" },
  },
  {
    method: "post",
    path: "/bike/bike",
    tag: "bikes",
    summary: "Add a bike (moderated: status pending)",
    body: BikeBodySchema,
    lang: true,
    errors: { 422: BIKE_RULES },
  },
  {
    method: "patch",
    path: "/bike/bike/{id}",
    tag: "bikes",
    summary: "Update a bike (moderated again: status pending)",
    body: BikeBodySchema,
    lang: true,
    errors: { 404: "bike_not_found", 422: BIKE_RULES },
  },
  {
    method: "delete",
    path: "/bike/bike/{id}",
    tag: "bikes",
    summary: "Delete a bike (it leaves the list)",
    errors: { 404: "bike_not_found", 409: "bike_has_bookings" },
  },
  {
    method: "post",
    path: "/bike/image",
    tag: "bikes",
    summary: "An image record for a saved upload of type bike",
    body: BikeImageBody,
    errors: { 404: "file_not_found", 422: "foreign_file on filename" },
  },
  {
    method: "get",
    path: "/bike/option",
    tag: "bikes",
    summary: "A bike's rental options",
    list: true,
    query: [BikeOptionListQuery],
    errors: { 404: "bike_not_found", 422: "required on bike" },
  },
  {
    method: "get",
    path: "/bike/option/{id}",
    tag: "bikes",
    summary: "A rental option",
    errors: { 404: "option_not_found" },
  },
  {
    method: "post",
    path: "/bike/option",
    tag: "bikes",
    summary: "Add a rental option to a bike",
    body: BikeOptionBodySchema,
    errors: { 404: "bike_not_found", 422: "foreign_file on avatar" },
  },
  {
    method: "patch",
    path: "/bike/option/{id}",
    tag: "bikes",
    summary: "Update a rental option, or link its own calendar with {calendar} alone",
    body: z.object({ ...BikeOptionBodySchema.shape, calendar: BikeOptionCalendarLink.shape.calendar.optional() }),
    errors: { 404: "option_not_found", 422: "foreign_file on avatar, invalid_calendar on calendar" },
  },
  {
    method: "delete",
    path: "/bike/option/{id}",
    tag: "bikes",
    summary: "Delete a rental option (refused while bikes of it are booked from today on)",
    errors: { 404: "option_not_found", 409: "option_has_bookings" },
  },
  ...calendarOps("/bike/calendar", "option calendar", {
    notFound: "option_not_found",
    available: "available",
    query: OptionCalendarQuery.extend({ option: OptionScheduleSchema.shape.option }),
    schedule: OptionScheduleSchema,
    day: OptionDaySchema,
    dayRef: OptionDayRef,
    summaries: {
      read: "An option's calendar and its days between from and to (extension: a month page reads one month)",
      schedule: "Schedule a range of days (every day or none; the first schedule creates and links the calendar)",
      edit: "Edit one day (cid): bikes for sale not below what is booked, and its prices per day and per hour",
      remove: "Remove one day's setting (cid) of a calendar (id), refused while booked",
    },
  }),
];

const TRANSPORT_OPS: Op[] = [
  { method: "get", path: "/transport/option", tag: "transport", summary: "The supplier's vehicles", list: true },
  {
    method: "get",
    path: "/transport/option/{id}",
    tag: "transport",
    summary: "A vehicle",
    errors: { 404: "option_not_found" },
  },
  {
    method: "post",
    path: "/transport/option",
    tag: "transport",
    summary: "Add a vehicle",
    body: VehicleBodySchema,
    errors: { 422: VEHICLE_PHOTO },
  },
  {
    method: "patch",
    path: "/transport/option/{id}",
    tag: "transport",
    summary: "Update a vehicle",
    body: VehicleBodySchema,
    errors: { 404: "option_not_found", 422: VEHICLE_PHOTO },
  },
  {
    method: "delete",
    path: "/transport/option/{id}",
    tag: "transport",
    summary: "Delete a vehicle no service uses",
    errors: { 404: "option_not_found", 409: "option_in_use" },
  },
  {
    method: "get",
    path: "/transport/transport",
    tag: "transport",
    summary: "The supplier's transport services",
    list: true,
    query: [TransportListQuery],
  },
  {
    method: "get",
    path: "/transport/transport/{id}",
    tag: "transport",
    summary: "A transport service, place and vehicle populated",
    lang: true,
    errors: { 404: "transport_not_found" },
  },
  {
    method: "post",
    path: "/transport/transport",
    tag: "transport",
    summary: "Add a transport service",
    body: TransportBodySchema,
    lang: true,
    errors: { 422: "unknown_area, unknown_country, unknown_city, invalid_choice on option, invalid_duration" },
  },
  {
    method: "patch",
    path: "/transport/transport/{id}",
    tag: "transport",
    summary: "Update a transport service",
    body: TransportBodySchema,
    lang: true,
    errors: { 404: "transport_not_found" },
  },
  {
    method: "delete",
    path: "/transport/transport/{id}",
    tag: "transport",
    summary: "Delete a transport service",
    errors: { 404: "transport_not_found" },
  },
  ...orderOps("/transport", "transport bookings", {
    summaries: {
      list: "The supplier's transport bookings (sort by date_pickup or created_at)",
      one: "A transport booking (_id or uid)",
      patch: "Change a transport booking's status or contact people (rules against the pickup instant)",
      statistic:
        "Transport bookings counted by status, totals in VND (date_range on the booking day; date_by=travel: the pickup day)",
      revenue:
        "Real income of completed transport bookings by day, in VND (by booking day; date_by=travel: by pickup day)",
    },
    patch: PatchTransportOrderSchema,
    refusals: `${TRANSITION_REFUSALS}, warning_driver`,
  }),
];

/** tours-cruises §2 "Dashboard" (an extension: the contract's dashboard is a title and a subtitle). */
const DASHBOARD_OPS: Op[] = [
  {
    method: "get",
    path: "/dashboard",
    tag: "dashboard",
    summary: "What needs the supplier now, across the services its flags allow (contract/api/dashboard.ts)",
    description:
      `Paid bookings to confirm (oldest first, ${DASHBOARD_ROWS} and the count), today's departures, check-ins, ` +
      `check-outs, pickups, returns and transfers with what blocks them, begun bookings past their day, ` +
      `calendar days of the next ${RUNNING_LOW_DAYS} running low, listings pending or rejected, this month's ` +
      "income, the last payout and the balance in VND, and the menu's counts. Names in `lang`; `at` (an " +
      "instant the answer is for) only with the dev calls on.",
    query: [DashboardQuery],
  },
  {
    method: "get",
    path: "/dashboard/badges",
    tag: "dashboard",
    summary: "The menu's counts alone: menu entry path -> paid bookings still to confirm (the dashboard's badges)",
    description:
      "What every page's menu shows beside its bookings entries; the same counts as GET dashboard's `badges`, " +
      "without the rest of the answer.",
  },
];

const ACTIVITY_OPS: Op[] = [
  {
    method: "get",
    path: "/activity",
    tag: "activity",
    summary: "The supplier's activity record, newest first (spec team.md §Calls; contract/activity.ts)",
    description:
      "Docs of `_id`, `at`, `actor` {kind (member, customer, marketplace), _id, name, email}, `kind`, `service`, " +
      "`target` {kind, _id, label}, `summary` (what changed: from → to, reason, code, fields), `total`, and `next` " +
      "(the last entry's id when the page is full: pass it as `after` for the next page, keyset paging). " +
      `${ACTIVITY_PER_PAGE} a page, perPage at most ${ACTIVITY_MAX_PER_PAGE}. \`actor\` is a member's id or ` +
      "`customer` / `marketplace`; `date_range` JSON {start, end}, days in Vietnam. Every write that changes a " +
      "booking, a calendar, a listing, the team or the profile adds its entry in its own transaction; entries " +
      "are never edited or deleted.",
    query: [ActivityQuery],
    errors: { 400: "invalid_query; data.issues: the query fields that cannot be read" },
  },
  {
    method: "get",
    path: "/activity/actors",
    tag: "activity",
    summary: "Every author of the supplier's record, once: members by name, then customer and marketplace",
    description: "Data: a list of {kind, _id, name, email} (the person filter's choices of GET activity's `actor`).",
  },
];

/**
 * A service's calls on the one order path (bookings/order-routes.ts): its bookings, one booking, the
 * change (`patch`), its statistic and its revenue, in its own words.
 */
function orderOps(
  base: string,
  tag: string,
  o: {
    summaries: { list: string; one: string; patch: string; statistic: string; revenue: string };
    patch: z.ZodType;
    refusals: string;
  },
): Op[] {
  const listed = { list: true, query: [OrderListQuery], errors: { 422: "invalid_date on date_range" } };
  const cursorListed = {
    list: true,
    query: [OrderListQuery, OrderCursorQuery],
    errors: { 422: "invalid_date on date_range, invalid_cursor on after" },
  };
  return [
    { method: "get", path: `${base}/order`, tag, summary: o.summaries.list, ...cursorListed },
    {
      method: "get",
      path: `${base}/order/{id}`,
      tag,
      summary: o.summaries.one,
      lang: true,
      errors: { 404: "order_not_found" },
    },
    {
      method: "patch",
      path: `${base}/order/{id}`,
      tag,
      summary: o.summaries.patch,
      body: o.patch,
      lang: true,
      errors: { 404: "order_not_found", 409: o.refusals },
    },
    { method: "get", path: `${base}/statistic`, tag: "statistics", summary: o.summaries.statistic, ...listed },
    { method: "get", path: `${base}/statistic-revenue`, tag: "statistics", summary: o.summaries.revenue, ...listed },
  ];
}

/** hotel/order (hotels-bikes-transport §7 "Hotel"): the one order path, plus the transfer code. */
const HOTEL_ORDER_OPS = orderOps("/hotel", "hotel bookings", {
  summaries: {
    list: "The supplier's hotel bookings",
    one: "A hotel booking (_id or uid)",
    patch:
      "Set a hotel booking's status ({status}, the hotel's transition table against the check-in day: " +
      "confirmed from wait-confirm, paid, completed, cancelled, refunded) or " +
      TRANSFER_CODE_RULE,
    statistic: "Hotel bookings counted by status, totals in VND (date_by=travel: the check-in day)",
    revenue: "Real income of completed hotel bookings by day, in VND",
  },
  // one of the two bodies: {status, reason_cancel?} or {payment_id}
  patch: z
    .object({ ...TransferCodeSchema.shape, status: z.string().max(32), reason_cancel: z.string().max(200) })
    .partial(),
  refusals: `${TRANSITION_REFUSALS}; ${TRANSFER_CODE_REFUSAL}`,
});

/** bike/order (hotels-bikes-transport §7 "Bike"): the one order path, plus the transfer code. */
const BIKE_ORDER_OPS = orderOps("/bike", "bike bookings", {
  summaries: {
    list: "The supplier's bike bookings",
    one: "A bike booking (_id or uid)",
    patch:
      "Set a bike booking's status ({actUpd: udpStatus, status, reason_cancel}: the bike's transition table " +
      "against the pickup and return days) or " +
      TRANSFER_CODE_RULE,
    statistic: "Bike bookings counted by status, totals in VND (date_by=travel: the pickup day)",
    revenue: "Real income of completed bike bookings by day, in VND",
  },
  // one of the two bodies: {actUpd, status, reason_cancel?} or {payment_id}
  patch: z
    .object({
      ...TransferCodeSchema.shape,
      actUpd: z.literal("udpStatus"),
      status: z.string().max(32),
      reason_cancel: z.string().max(200),
    })
    .partial(),
  refusals: `${TRANSITION_REFUSALS}; ${TRANSFER_CODE_REFUSAL}`,
});

/**
 * The front desk and the rate calendar (contract/front-desk.ts holds the rules and the design note):
 * the rooms' bulk update, the today pages, the desk's steps on a booking, the options' units.
 */
const STAY_RULES_409 =
  "A hotel booking (POST dev/order) that breaks a night's restriction is refused with 409 stop_sell, " +
  "closed_to_arrival, min_stay, max_stay or closed_to_departure; data: {room, date, bound?}.";
const DESK_STEP = "409 with the rule's key and data.status; ?at= (an instant) is honoured only with the dev calls on";
const DESK_OPS: Op[] = [
  {
    method: "post",
    path: "/hotel/calendar/bulk",
    tag: "room calendar",
    summary:
      "Change the nights already set of room types over a range and weekdays: price, weekday prices, rooms for " +
      "sale, stop-sell, minimum / maximum stay, closed to arrival / departure; preview: true writes nothing",
    description:
      "Answers {preview, rooms: [{room, changes: [{date, _id, before, after}], refused: [{date, reason: " +
      "below_booked, booked}], unset: [dates without a setting], unchanged}]}. Without preview the plan is made " +
      `again inside the write's transaction and every changeable night is written at once. ${STAY_RULES_409}`,
    body: RoomBulkSchema,
    errors: {
      404: "room_not_found",
      422: "date_in_past, range_reversed, range_too_long, range_no_days, nothing_to_change on price, min_num:N on max_stay",
    },
  },
  {
    method: "get",
    path: "/hotel/today",
    tag: "front desk",
    summary: "The day's arrivals, departures and guests in house, per hotel (date: default today in Vietnam)",
    description:
      "Each stay: _id, uid, status, guest, rooms [{room {_id, name}, quantity}], date_checkin, date_checkout, " +
      "nights, checked_in_at, checked_out_at, total, amount_due, currency, actions (the hotel's transition table " +
      "today) and desk (check_in, check_out, not_come allowed today). ?at= only with the dev calls on.",
    query: [TodayQuery],
    errors: { 422: "invalid_date on date" },
  },
  ...(["check-in", "check-out"] as const).map((step): Op => ({
    method: "post",
    path: `/hotel/order/{id}/${step}`,
    tag: "front desk",
    summary: `Record the guest's ${step} (its time on the booking and in its history)`,
    query: [DeskClockQuery],
    errors: {
      404: "order_not_found",
      409: `${
        step === "check-in"
          ? "already_checked_in, invalid_transition, warning_date_checkin"
          : "not_checked_in, already_checked_out, invalid_transition"
      }; ${DESK_STEP}`,
    },
  })),
  {
    method: "post",
    path: "/hotel/order/{id}/not-come",
    tag: "front desk",
    summary: "Mark a guest not come, from the day after the arrival day (the rooms go back to every night)",
    query: [DeskClockQuery],
    body: NotComeSchema,
    errors: {
      404: "order_not_found",
      409: `already_checked_in, invalid_transition, warning_date_not_come; ${DESK_STEP}`,
    },
  },
  {
    method: "get",
    path: "/bike/today",
    tag: "front desk",
    summary: "The day's pickups to hand over, rentals out, returns due and overdue returns",
    description:
      "Each rental: _id, uid, status, guest, bike, options [{option, quantity, units: whether it lists units}], " +
      "pickup, return (instants), handed_over_at, returned_at, units, deposit {amount, status, reason}, total, " +
      "amount_due, currency, actions (the bike's transition table today) and desk (handover, return).",
    query: [TodayQuery],
    errors: { 422: "invalid_date on date" },
  },
  {
    method: "post",
    path: "/bike/order/{id}/handover",
    tag: "front desk",
    summary:
      "Hand a rental over: its time, the units given (one per bike of an option listing units), the deposit held",
    query: [DeskClockQuery],
    body: HandoverSchema,
    errors: {
      404: "order_not_found",
      409: `already_handed_over, invalid_transition, warning_date_handover, unit_out (data.unit, data.label); ${DESK_STEP}`,
      422: "units.N: invalid_choice (not a unit of the rental's options), units: units_count:N",
    },
  },
  {
    method: "post",
    path: "/bike/order/{id}/return",
    tag: "front desk",
    summary: "Take a rental back: its time, its units back, a held deposit returned or kept (with a reason)",
    query: [DeskClockQuery],
    body: ReturnSchema,
    errors: {
      404: "order_not_found",
      409: `not_handed_over, already_returned; ${DESK_STEP}`,
      422: "deposit: required (a deposit is held), deposit_reason: required (kept)",
    },
  },
  {
    method: "get",
    path: "/bike/unit",
    tag: "bikes",
    summary: "The units of an option (plate or frame numbers), each with the rental it is out on",
    query: [BikeUnitQuery],
    errors: { 404: "option_not_found" },
  },
  {
    method: "post",
    path: "/bike/unit",
    tag: "bikes",
    summary: "Add a unit to an option",
    body: BikeUnitSchema,
    errors: { 404: "option_not_found", 409: "unit_exists" },
  },
  {
    method: "delete",
    path: "/bike/unit/{id}",
    tag: "bikes",
    summary: "Remove a unit (refused while it is out)",
    errors: { 404: "unit_not_found", 409: "unit_out" },
  },
];

const META: Op[] = [{ method: "get", path: "/openapi.json", tag: "meta", summary: "This document", access: "public" }];

// ------------------------------------------------------------------ JSON Schema from zod

type Json = Record<string, unknown>;

/** A schema as the client sends it (io "input": before transforms and defaults). */
function jsonSchema(schema: z.ZodType): Json {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json;
  return rest;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ "application/json": { schema } });

const COMPONENTS = {
  Envelope: {
    type: "object",
    description: "Every reply: the HTTP status repeated in code, a message key, the data.",
    required: ["code", "message", "data"],
    properties: { code: { type: "integer" }, message: { type: "string" }, data: {} },
  },
  List: {
    type: "object",
    required: ["docs", "total"],
    properties: {
      docs: { type: "array", items: {} },
      total: { type: "integer", description: "every row, not the page's" },
      next: {
        type: ["string", "null"],
        description: "bookings lists (extension): the cursor of the next page, for `after`; null after the last",
      },
    },
  },
  Issue: {
    type: "object",
    required: ["path", "message"],
    properties: {
      path: { type: "string", description: "the field, dot-separated (items.0.price)" },
      message: {
        type: "string",
        description:
          "a key or key:bound (required, max_string_length:100), never a sentence: a rule's own key, or for a " +
          `value of the wrong shape (shared/issue-keys.ts) one of ${BUILT_IN_KEYS.join(", ")}`,
      },
    },
  },
  ValidationError: {
    allOf: [
      ref("Envelope"),
      {
        type: "object",
        properties: { data: { type: "object", properties: { issues: { type: "array", items: ref("Issue") } } } },
      },
    ],
  },
  DepartureClash: {
    allOf: [
      ref("Envelope"),
      {
        type: "object",
        properties: {
          message: { const: "exist_departure_date" },
          data: { type: "object", properties: { existDate: { type: "string" } } },
        },
      },
    ],
  },
  Throttled: {
    allOf: [
      ref("Envelope"),
      {
        type: "object",
        properties: {
          data: { type: "object", properties: { retryAfter: { type: "integer", description: "seconds" } } },
        },
      },
    ],
  },
};

// ------------------------------------------------------------------ operations

const operationId = (op: Op) =>
  op.method +
  op.path
    .split(/[/\-{}.]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("");

function parameters(op: Op) {
  const params: Json[] = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  const queries = [...(op.list ? [ListQuery] : op.lang ? [LANG] : []), ...(op.query ?? [])];
  for (const q of queries) {
    const s = jsonSchema(q) as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, schema] of Object.entries(s.properties ?? {})) {
      params.push({ name, in: "query", required: s.required?.includes(name) ?? false, schema });
    }
  }
  if (op.upload)
    params.push({
      name: "X-Upload-Key",
      in: "header",
      required: true,
      schema: { type: "string" },
      description: "the application id",
    });
  // idempotency.ts: a POST or PATCH with a valid token is done once per user and key
  if ((op.access ?? "bearer") === "bearer" && (op.method === "post" || op.method === "patch")) {
    params.push({
      name: "Idempotency-Key",
      in: "header",
      required: false,
      schema: { type: "string", pattern: "^[A-Za-z0-9_-]{16,128}$" },
      description:
        "extension: a repeat answers the first 200 reply again (Idempotent-Replayed: true) " + "and changes nothing",
    });
  }
  return params;
}

function responses(op: Op) {
  const access = op.access ?? "bearer";
  const out: Record<string, Json> = {};
  if (access === "files") {
    out["200"] = { description: "the file", content: { "image/jpeg": {}, "image/png": {}, "application/pdf": {} } };
  } else if (op.path === "/openapi.json") {
    out["200"] = { description: "this document (not in the envelope)", content: json({ type: "object" }) };
  } else {
    const data = op.list
      ? { allOf: [ref("Envelope"), { type: "object", properties: { data: ref("List") } }] }
      : ref("Envelope");
    out["200"] = { description: op.list ? "the page: {docs, total}" : "success", content: json(data) };
  }
  const error = (status: number, description: string, schema: unknown = ref("Envelope")) => {
    out[String(status)] = { description, content: json(schema) };
  };
  if (access === "bearer" || access === "app")
    error(400, "missing_app_id (no X-App-Id), bad_request (unreadable JSON)");
  if (access === "bearer" || access === "files") error(401, "token_expired, invalid_token (no or a dead bearer token)");
  if (op.body || op.query?.length || op.upload)
    error(422, "validation_failed: data.issues, field by field", ref("ValidationError"));
  for (const [status, keys] of Object.entries(op.errors ?? {})) {
    const code = Number(status);
    const existing = out[status]?.description as string | undefined;
    const description = existing ? `${existing}; ${keys}` : keys;
    const schema =
      code === 409 && keys.includes("data.existDate")
        ? { oneOf: [ref("Envelope"), ref("DepartureClash")] }
        : code === 429
          ? ref("Throttled")
          : code === 422
            ? ref("ValidationError")
            : ref("Envelope");
    error(code, description, schema);
  }
  return out;
}

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  bearer: [{ bearer: [], appId: [] }],
  app: [{ appId: [] }],
  files: [{}, { bearer: [] }], // an <img> sends neither header; a private file needs the token
  public: [{}],
};

function operation(op: Op) {
  const body = op.body ? jsonSchema(op.body) : null;
  const upload = op.upload ? (jsonSchema(UploadFields) as { properties?: Json }) : null;
  return {
    operationId: operationId(op),
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [op.tag],
    security: SECURITY[op.access ?? "bearer"],
    parameters: parameters(op),
    ...(body ? { requestBody: { required: true, content: json(body) } } : {}),
    ...(upload
      ? {
          requestBody: {
            required: true,
            content: {
              "multipart/form-data": {
                schema: {
                  type: "object",
                  required: ["file"],
                  properties: { file: { type: "string", format: "binary" }, ...upload.properties },
                },
              },
            },
          },
        }
      : {}),
    responses: responses(op),
    ...(op.dev ? { "x-dev-call": true } : {}),
  };
}

/** The operations this server answers: the dev calls only when they are mounted. */
export function operations(options: { devCalls: boolean }): Op[] {
  return [
    ...META,
    ...AUTH,
    ...AGENCY,
    ...FILES,
    ...REFERENCE,
    ...TOURS,
    ...TOUR_PRICES,
    ...CRUISES,
    ...CABIN_CALENDAR,
    ...HOTEL_OPS,
    ...BOOKINGS,
    ...TRANSPORT_OPS,
    ...BIKE_OPS,
    ...HOTEL_ORDER_OPS,
    ...BIKE_ORDER_OPS,
    ...DASHBOARD_OPS,
    ...ACTIVITY_OPS,
    ...DESK_OPS,
    ...(options.devCalls ? DEV : []),
  ];
}

export function openApiDocument(options: { devCalls: boolean }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations(options)) (paths[op.path] ??= {})[op.method] = operation(op);
  return {
    openapi: "3.1.0",
    info: {
      title: "Marketplace API (embedded marketplace)",
      version: "1",
      description:
        "The calls the back-office makes (../shared/spec/marketplace-api.md) as this implementation " +
        "answers them. " +
        "Every reply is the envelope {code, message, data} with the HTTP status in code; field messages are keys " +
        "(required, max_string_length:N). Rules that read several fields are checked server-side and do not show in " +
        "the schemas; their message keys are in marketplace/README.md.",
    },
    servers: [{ url: "/api/v1" }],
    tags: [...new Set(operations(options).map((op) => op.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: COMPONENTS,
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        appId: { type: "apiKey", in: "header", name: "X-App-Id" },
      },
    },
  };
}
