// A booking's shape is its service's: the descriptor's item names the fields its parts read.
import { describe, expect, it } from "vitest";
import { booksItem, type Booking } from "./types";

const booking = (service: string) => ({ _id: "o1", uid: "X-1", service }) as Booking;

describe("booksItem", () => {
  it("reads the shape from the descriptor: tours and cruises book a tour, transfers a transport", () => {
    expect(booksItem(booking("tour"), "tour")).toBe(true);
    expect(booksItem(booking("cruise"), "tour")).toBe(true);
    expect(booksItem(booking("transport"), "transport")).toBe(true);
    expect(booksItem(booking("transport"), "tour")).toBe(false);
    expect(booksItem(booking("hotel"), "hotel")).toBe(true);
  });

  it("an unknown service is an error, never a tour", () => {
    expect(() => booksItem(booking("boat"), "tour")).toThrow();
  });
});
