// The address finder: an address with its point (hotels-bikes-transport §2 Hotel and Bike "address
// autocomplete from a maps service (sets a point location)", §3 "address, loc"). Server parts are in
// index.server.ts. How a form uses it:
//
// 1. Schema (one for Conform and the action): spread the fields in, and make the payload's `loc`:
//      const HotelSchema = z.object({ ...ADDRESS_POINT_FIELDS, name: … });
//      toPayload: { address: value.address ?? "", loc: toGeoPoint(value.loc), … }
//      toFormValues: { address: record.address ?? "", loc: fromGeoPoint(record.loc), … }
//    The form posts `address`, `loc.lat`, `loc.lng`; `loc` is GeoJSON { type: "Point", coordinates: [lng, lat] }.
// 2. The page: add "address" to the route's `handle.i18n`, and draw
//      <AddressPointField address={fields.address} loc={fields.loc} found={actionData?.address} />
//    inside the Conform form (it needs no other prop; `label`/`required` when the form words it otherwise).
// 3. The action (index.server.ts), on every post of the form, after reading it and before parsing it — in one step,
//      const step = await addressFormStep(form, { api, lang, intent });  // null for a save
//      if (step) return { ...redraw(redrawReply(submission)), ...step };
//    or in two:
//      applyAddressChoice(form);                       // a place chosen among those found becomes the address
//      const address = await findAddressReply(form, { api, lang, intent });
//      if (address) return { ...redraw(redrawReply(submission)), address };  // "find": redraw, nothing saved
//    i.e. the "find" intent (FIND_ADDRESS_INTENT) is a redraw like the places' "show" button, and the
//    action data carries `address` (an AddressFindResult) for the field's `found`.
// The suggestions with scripts come from GET /resources/geocode?q= (the route is there already).
export { AddressPointField } from "./address-point-field";
export { ADDRESS_MAX_LENGTH, ADDRESS_POINT_FIELDS, PointSchema, fromGeoPoint, mapLink, toGeoPoint } from "./schema";
export type { FormPoint, GeoPoint } from "./schema";
export { ADDRESS_CHOICE, FIND_ADDRESS_INTENT, MAX_CANDIDATES, MAX_QUERY_LENGTH } from "./types";
export type { AddressCandidate, AddressFieldNames, AddressFindResult } from "./types";
