import { describe, expect, it } from "vitest";
import { BASE_NAMESPACES, keyNamespaces, pageNamespaces, readsNamespace } from "./i18n";

describe("pageNamespaces", () => {
  it("is the base namespaces and those the matched routes name, once each", () => {
    const matches = [{ handle: undefined }, { handle: { i18n: "tours" } }, { handle: { i18n: ["tours", "listing"] } }];
    expect(pageNamespaces(matches)).toEqual([...BASE_NAMESPACES, "tours", "listing"]);
  });
  it("ignores handles without i18n", () => {
    expect(pageNamespaces([{ handle: { crumb: "x" } }, {}])).toEqual(BASE_NAMESPACES);
  });
  it("adds what a loaded module reads (a form's messages), after the routes' own", () => {
    readsNamespace("validation");
    readsNamespace("validation");
    expect(pageNamespaces([{ handle: { i18n: "tours" } }])).toEqual([...BASE_NAMESPACES, "tours", "validation"]);
  });
});

describe("keyNamespaces", () => {
  it("names the namespace of a prefixed key, none for a plain one", () => {
    expect(keyNamespaces(["tours:successAddNew", "saved", "profile:changePass.success"])).toEqual(["tours", "profile"]);
  });
});
