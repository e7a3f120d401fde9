// The profile's public entry for other features (bookings asks for contact methods of the same kinds).
export { CONTACT_METHODS } from "./options";
