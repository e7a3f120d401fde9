// The hotel form's address with its point (hotels-bikes-transport §2 Hotel "address autocomplete
// from a maps service (sets a point location)") in a real browser, from the embedded gazetteer.
// Scripts on: typing suggests places, arrows move, Enter fills the address and the point, Escape
// closes. Scripts off: "find" redraws the form with what was typed and the places found as choices,
// and the chosen one is what the save posts (here a save refused for the other empty fields, which
// comes back with the chosen address and point in the form).
import { expect, login, screenshots, scriptsOn, test } from "../support/e2e";

test("the address finder on the hotel form", async ({ page }) => {
  await login(page);
  await page.goto("/hotel/action");
  const address = page.getByTestId("address-input");
  const lat = page.getByTestId("address-lat");
  const lng = page.getByTestId("address-lng");
  const shown = page.getByTestId("address-point-shown");
  await expect(shown).toContainText("Chưa có vị trí trên bản đồ");

  if (scriptsOn()) {
    await address.pressSequentially("ha no", { delay: 30 });
    const options = page.getByRole("listbox", { name: "Gợi ý địa điểm" }).getByRole("option");
    await expect(options.first()).toHaveText("Hà Nội, Việt Nam");
    await expect(address).toHaveAttribute("aria-expanded", "true");
    await screenshots(page, "address-suggestions");
    await address.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(address).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
    await address.press("Enter");
    await expect(address).toHaveValue("Hà Nội, Việt Nam");
    await expect(lat).toHaveValue("21.0245");
    await expect(lng).toHaveValue("105.84117");
    await expect(address).toHaveAttribute("aria-expanded", "false");
    // Enter chose: it did not post the half-filled form
    await expect(page).toHaveURL(/\/hotel\/action$/);
    await expect(page.getByTestId("form-error")).toHaveCount(0);

    // Escape closes the suggestions and keeps what was typed
    await address.fill("");
    await address.pressSequentially("da nang", { delay: 30 });
    await expect(options.first()).toHaveText("Đà Nẵng, Việt Nam");
    await address.press("Escape");
    await expect(address).toHaveAttribute("aria-expanded", "false");
    await expect(address).toHaveValue("da nang");
    await expect(lat).toHaveValue("21.0245");
  } else {
    await address.fill("da nang");
    await page.getByTestId("address-find").click();
    const found = page.getByTestId("address-found");
    await expect(found).toContainText("Địa điểm tìm thấy cho “da nang”");
    // the page came back with what was typed, opened at the choices
    await expect(address).toHaveValue("da nang");
    await expect(found.getByLabel("Giữ địa chỉ và toạ độ đã nhập")).toBeFocused();
    await screenshots(page, "address-found");
    await found.getByLabel("Đà Nẵng, Việt Nam (16.06778, 108.22083)").check();
    await page.getByTestId("hotel-save").click();
    // refused for the fields left empty, the form holds the chosen place
    await expect(page.getByTestId("form-error")).toBeVisible();
    await expect(address).toHaveValue("Đà Nẵng, Việt Nam");
    await expect(lat).toHaveValue("16.06778");
    await expect(lng).toHaveValue("108.22083");
  }
  // the point, shown with a link to the map
  const point = scriptsOn() ? { lat: "21.0245", lng: "105.84117" } : { lat: "16.06778", lng: "108.22083" };
  await expect(shown).toContainText(`Vị trí: ${point.lat}, ${point.lng}`);
  await expect(shown.getByRole("link", { name: "Mở trên bản đồ" })).toHaveAttribute(
    "href",
    `https://www.openstreetmap.org/?mlat=${point.lat}&mlon=${point.lng}#map=16/${point.lat}/${point.lng}`,
  );

  // coordinates typed by hand show as they are typed (without scripts, as the form is drawn)
  if (scriptsOn()) {
    await lat.fill("10.5");
    await lng.fill("106.7");
    await expect(shown).toContainText("Vị trí: 10.5, 106.7");
  }
});
