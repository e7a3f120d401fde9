// The foundation through plain HTTP form posts, as a browser without scripts uses it: real
// server, real SQLite, real HTTP between the app and the embedded marketplace.
import { describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { Browserless, latestResetCode, visibleText } from "../support/browserless";

const server = serverForThisFile();

const PASSWORD = "Demo@12345";

describe("login, dashboard, language, logout", () => {
  it("sends an anonymous visitor to /login with the page to come back to", async () => {
    const b = new Browserless(server.url);
    const page = await b.get("/tour/bookings?uid=ABC");
    expect(page.redirects[0]).toBe("/login?back=%2Ftour%2Fbookings%3Fuid%3DABC");
    expect(visibleText(page.html)).toContain("Đăng nhập bằng tài khoản nhà cung cấp của bạn");
  });

  it("logs in, shows the dashboard in Vietnamese, switches to English, logs out", async () => {
    const b = new Browserless(server.url);
    const login = await b.login("supplier@demo.vn", PASSWORD);
    expect(login.url).toBe("/");
    const text = visibleText(login.html);
    expect(text).toContain("Xin chào, Minh!");
    expect(text).toContain("Đăng nhập thành công!");
    // menu groups of a supplier with every flag
    for (const item of ["Quản lý tour", "Quản lý du thuyền", "Quản lý khách sạn", "Xe cho thuê", "Quản lý xe"])
      expect(text).toContain(item);
    const session = b.cookies.get("__session");
    expect(session).toBeTruthy();
    // the flash toast is shown once
    expect(visibleText((await b.get("/")).html)).not.toContain("Đăng nhập thành công!");

    const english = await b.post("/language", { lng: "en", back: "/" });
    expect(english.url).toBe("/");
    expect(english.html).toContain('lang="en"');
    expect(visibleText(english.html)).toContain("Welcome, Minh!");
    expect(visibleText((await b.get("/")).html)).toContain("Tour manager");

    const out = await b.post("/logout", {});
    expect(out.url).toBe("/login");
    expect(b.cookies.has("__session")).toBe(false);
    expect((await b.get("/")).url).toBe("/login");
  });

  it("goes back to the page asked for, but never off-site", async () => {
    const b = new Browserless(server.url);
    const page = await b.post("/login", {
      intent: "login",
      email: "supplier@demo.vn",
      password: PASSWORD,
      back: "/tour?name=ha",
    });
    expect(page.redirects[0]).toBe("/tour?name=ha");
    const c = new Browserless(server.url);
    const hostile = await c.post("/login", {
      intent: "login",
      email: "supplier@demo.vn",
      password: PASSWORD,
      back: "//evil.example/x",
    });
    expect(hostile.redirects[0]).toBe("/");
    // a logged-in visitor to /login goes to back or /
    expect((await c.get("/login?back=%2Ftour")).redirects[0]).toBe("/tour");
    expect((await c.get("/login")).redirects[0]).toBe("/");
  });

  it("answers the spec's messages for a wrong email and a wrong password, in both languages", async () => {
    const b = new Browserless(server.url);
    let page = await b.login("nobody@demo.vn", PASSWORD);
    expect(page.url).toBe("/login");
    expect(visibleText(page.html)).toContain("Email không chính xác!");
    await b.post("/language", { lng: "en", back: "/login" });
    page = await b.login("supplier@demo.vn", "wrong-password");
    expect(visibleText(page.html)).toContain("Incorrect password!");
    expect(b.cookies.has("__session")).toBe(false);
    // the typed email comes back, the password never does
    expect(page.html).toContain('value="supplier@demo.vn"');
    expect(page.html).not.toContain("wrong-password");
  });

  it("checks the form on the server when scripts are off", async () => {
    const b = new Browserless(server.url);
    await b.post("/language", { lng: "en", back: "/login" });
    const page = await b.post("/login", { intent: "login", email: "not-an-email", password: "" });
    const text = visibleText(page.html);
    expect(text).toContain("Please enter a valid email");
    expect(text).toContain("This field is required");
  });

  it("refuses an account whose role is not agency and keeps it logged out", async () => {
    const b = new Browserless(server.url);
    await b.post("/language", { lng: "en", back: "/login" });
    const page = await b.login("customer@demo.vn", PASSWORD);
    expect(visibleText(page.html)).toContain("This account does not have access to the system!");
    expect(b.cookies.has("__session")).toBe(false);
    expect((await b.get("/")).url).toBe("/login");
  });

  it("sends an unverified supplier to /profile/agency, with the currency dialog first", async () => {
    const b = new Browserless(server.url);
    const page = await b.login("newsupplier@demo.vn", PASSWORD);
    expect(page.redirects[0]).toBe("/profile/agency");
    expect(page.html).toContain('data-testid="currency-dialog"');
    const saved = await b.post("/currency", { currency: "USD", back: "/profile/agency" });
    expect(saved.url).toBe("/profile/agency");
    expect(visibleText(saved.html)).toContain("Cập nhật tiền tệ thành công!");
    expect(saved.html).not.toContain('data-testid="currency-dialog"');
    // stored by the marketplace: a new login does not ask again
    const again = new Browserless(server.url);
    expect((await again.login("newsupplier@demo.vn", PASSWORD)).html).not.toContain('data-testid="currency-dialog"');
  });

  it("refuses a currency outside the spec's list and changes nothing", async () => {
    const b = new Browserless(server.url);
    await b.login("supplier@demo.vn", PASSWORD);
    const page = await b.post("/currency", { currency: "BTC", back: "/" });
    expect(visibleText(page.html)).toContain("Cập nhật tiền tệ thất bại!");
  });
});

describe("forgot and reset password", () => {
  it("resets with the code from the mailbox; the old password stops working", async () => {
    const b = new Browserless(server.url);
    await b.post("/language", { lng: "en", back: "/login" });
    const unknown = await b.post("/login?mode=forgot", { intent: "forgot", email: "nobody@demo.vn" });
    expect(visibleText(unknown.html)).toContain("Email is not registered, please check again!");

    const sent = await b.post("/login?mode=forgot", { intent: "forgot", email: "newsupplier@demo.vn" });
    expect(sent.url).toBe("/login?mode=reset&email=newsupplier%40demo.vn");
    expect(visibleText(sent.html)).toContain("A verification code has been sent");
    const code = await latestResetCode(server.url, "newsupplier@demo.vn");

    const wrong = await b.post("/login?mode=reset", {
      intent: "reset",
      email: "newsupplier@demo.vn",
      code: "WRONGCODE",
      password: "New@pass1",
      confirm: "New@pass1",
    });
    expect(visibleText(wrong.html)).toContain("Incorrect code. Please check again!");
    const mismatch = await b.post("/login?mode=reset", {
      intent: "reset",
      email: "newsupplier@demo.vn",
      code,
      password: "New@pass1",
      confirm: "other",
    });
    expect(visibleText(mismatch.html)).toContain("Re-entered password is incorrect!");

    const done = await b.post("/login?mode=reset", {
      intent: "reset",
      email: "newsupplier@demo.vn",
      code,
      password: "New@pass1",
      confirm: "New@pass1",
    });
    expect(done.url).toBe("/login");
    expect(visibleText(done.html)).toContain("Password recovery successful!");

    expect(visibleText((await b.login("newsupplier@demo.vn", PASSWORD)).html)).toContain("Incorrect password!");
    expect((await b.login("newsupplier@demo.vn", "New@pass1")).redirects[0]).toBe("/profile/agency");

    // a code works once
    const c = new Browserless(server.url);
    await c.post("/language", { lng: "en", back: "/login" });
    const reused = await c.post("/login?mode=reset", {
      intent: "reset",
      email: "newsupplier@demo.vn",
      code,
      password: "Other@pass2",
      confirm: "Other@pass2",
    });
    expect(visibleText(reused.html)).toContain("Incorrect code. Please check again!");

    // request log lines never carry the code or the passwords
    const requestLines = server
      .logs()
      .split("\n")
      .filter((l) => /^\S+ (GET|POST|PATCH|PUT|DELETE) /.test(l));
    expect(requestLines.length).toBeGreaterThan(5);
    for (const line of requestLines) {
      expect(line).not.toContain(code);
      expect(line).not.toContain("New@pass1");
      expect(line).not.toContain(PASSWORD);
    }
  });
});

describe("the layout's URL states", () => {
  it("renders the help drawer from ?help= in the page language, and a 404 inside the layout", async () => {
    const b = new Browserless(server.url);
    await b.login("supplier@demo.vn", PASSWORD);
    const help = await b.get("/?help=help-dashboard");
    expect(help.html).toContain('data-testid="help-drawer"');
    expect(visibleText(help.html)).toContain("Trang tổng quan");
    await b.post("/language", { lng: "en", back: "/" });
    expect(visibleText((await b.get("/?help=help-dashboard")).html)).toContain("Dashboard");
    const missing = await b.get("/?help=no-such-article");
    expect(visibleText(missing.html)).toContain("This help article could not be loaded");

    const notFound = await b.get("/no/such/page");
    expect(notFound.status).toBe(404);
    expect(visibleText(notFound.html)).toContain("Page not found");
    expect(notFound.html).toContain('data-testid="side-menu"');
  });

  it("folds the side menu with a form post and remembers it", async () => {
    const b = new Browserless(server.url);
    await b.login("supplier@demo.vn", PASSWORD);
    const folded = await b.post("/sidebar", { collapsed: "1", back: "/" });
    expect(folded.html).toContain("data-collapsed");
    expect((await b.get("/")).html).toContain("data-collapsed");
    expect((await b.post("/sidebar", { collapsed: "0", back: "/" })).html).not.toContain("data-collapsed");
  });
});
