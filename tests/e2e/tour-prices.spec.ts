// The price setup pages of a tour in a real browser, with scripts on and off: one departure a day
// (spec §5: a duplicate date is refused and cleared).
import { demoTour, expect, fillDepartureDate, fillFields, login, scriptsOn, test } from "../support/e2e";

test("a second departure on the same day is refused, named, and its date cleared", async ({ page, request }) => {
  const id = await demoTour(request, "group", 1);
  const year = new Date().getFullYear() + 2;
  const day = scriptsOn() ? "20" : "21";
  await login(page);
  const departure = async (time: string) => {
    await page.goto(`/tour/${id}/calendar-group-option?modal=add`);
    const dialog = page.getByTestId("departure-dialog");
    await fillDepartureDate(dialog, `${year}-05-${day}T${time}`);
    await fillFields(dialog, {
      available: "16",
      "options[0].name": "Khách lẻ", "options[0].name_en": "Single traveller", "options[0].price": "2900000", "options[0].commission_value": "85",
      single_room_surcharge: "400000", single_room_commission_value: "90", extra_bed_surcharge: "0", extra_bed_commission_value: "90",
    });
    await dialog.getByTestId("departure-save").click();
  };
  await departure("07:00");
  await expect(page.getByTestId("departure-dialog")).toBeHidden();
  await expect(page.getByTestId("departure-list")).toContainText(`${day}/05/${year} - 07:00`);

  await departure("18:30");
  const dialog = page.getByTestId("departure-dialog");
  await expect(dialog).toContainText(`Đã có chuyến khởi hành ngày ${day}/05/${year}`);
  await expect(dialog.locator('[name="departure_date"]')).toHaveValue("");
  await expect(dialog.locator('[name="options[0].name"]')).toHaveValue("Khách lẻ"); // the rest is kept
  await expect(page.getByTestId("departure-list").getByTestId("list-row").filter({ hasText: `${day}/05/${year}` })).toHaveCount(1);
});
