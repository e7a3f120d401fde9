// The static pieces must draw exactly as Mantine's own (same markup, so the same stylesheet rules
// apply): each rendered beside its Mantine component, attributes compared in any order.
import { Alert, Button, Group, MantineProvider, NativeSelect, Paper, Text, TextInput, Title } from "@mantine/core";
import { Link, UNSAFE_RemixContext as RemixContext } from "@remix-run/react";
// the server's routers (StaticRouter, StaticRouterProvider): the browser's (MemoryRouter, RouterProvider)
// subscribe to history in a useLayoutEffect, which React warns "does nothing on the server"
import { StaticRouter, StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router-dom/server";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { i18nFor } from "~/lib/i18n.server";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { theme } from "~/lib/theme";
import {
  StaticAlert,
  StaticButton,
  StaticButtonLink,
  StaticGroup,
  StaticNativeSelect,
  StaticPaper,
  StaticText,
  StaticTextInput,
  StaticTitle,
} from "./static-mantine";

function html(element: React.ReactElement) {
  // the least of Remix's context a <Link> reads (route discovery, prefetch)
  const remix = { manifest: { routes: {} }, routeModules: {}, future: {}, isSpaMode: false } as never;
  return renderToString(
    <MantineProvider theme={theme}>
      <RemixContext.Provider value={remix}>
        <StaticRouter location="/">{element}</StaticRouter>
      </RemixContext.Provider>
    </MantineProvider>,
  );
}
/** The markup with each tag's attributes sorted (React writes them in prop order), generated ids as one. */
const normal = (markup: string) =>
  markup
    .replace(/mantine-R[0-9a-zA-Z]+|:R[0-9a-zA-Z]+:/g, "ID")
    .replace(/<([a-z0-9]+)((?:\s+[a-zA-Z-]+="[^"]*")*)\s*(\/?)>/g, (_m, tag: string, attrs: string, close: string) => {
      const list = attrs.match(/[a-zA-Z-]+="[^"]*"/g) ?? [];
      return `<${tag}${list.length ? " " : ""}${list.sort().join(" ")}${close}>`;
    });

// a server render that warns (React's "Warning: …", react-i18next's on console.warn) is a fault of the render, not noise
let consoleSpies: MockInstance[] = [];
beforeEach(() => {
  consoleSpies = [vi.spyOn(console, "error"), vi.spyOn(console, "warn")];
});
afterEach(() => {
  for (const spy of consoleSpies) {
    expect(spy.mock.calls.map((c) => String(c[0]))).toEqual([]);
    spy.mockRestore();
  }
});

describe("static Mantine pieces", () => {
  it.each([
    [
      "filled button",
      <Button type="submit" data-testid="x">
        Go
      </Button>,
      <StaticButton type="submit" data-testid="x">
        Go
      </StaticButton>,
    ],
    [
      "default button",
      <Button type="button" variant="default">
        Go
      </Button>,
      <StaticButton type="button" variant="default">
        Go
      </StaticButton>,
    ],
    [
      "light red button",
      <Button variant="light" color="red">
        Go
      </Button>,
      <StaticButton variant="light" color="red">
        Go
      </StaticButton>,
    ],
    [
      "default button link",
      <Button component={Link} to="/tour" variant="default" data-testid="r">
        Refresh
      </Button>,
      <StaticButtonLink to="/tour" variant="default" data-testid="r">
        Refresh
      </StaticButtonLink>,
    ],
    [
      "light button link that reloads the document",
      <Button component={Link} to="/a.csv" reloadDocument variant="light" data-testid="e">
        CSV
      </Button>,
      <StaticButtonLink to="/a.csv" reloadDocument variant="light" data-testid="e">
        CSV
      </StaticButtonLink>,
    ],
    [
      "filled red button",
      <Button type="submit" color="red">
        Go
      </Button>,
      <StaticButton type="submit" color="red">
        Go
      </StaticButton>,
    ],
    [
      "group",
      <Group gap="xs" className="filter-buttons">
        x
      </Group>,
      <StaticGroup className="filter-buttons">x</StaticGroup>,
    ],
    [
      "paper",
      <Paper withBorder p="md" radius="md" mb="md">
        x
      </Paper>,
      <StaticPaper>x</StaticPaper>,
    ],
    [
      "title",
      <Title order={1} size="h2">
        T
      </Title>,
      <StaticTitle>T</StaticTitle>,
    ],
    [
      "dialog title",
      <Title order={2} size="h4" id="d-title" mt="xs">
        T
      </Title>,
      <StaticTitle order={2} size="h4" id="d-title" mt="xs">
        T
      </StaticTitle>,
    ],
    [
      "busy full-width button with a margin",
      <Button type="submit" mt="md" fullWidth loading data-testid="c">
        Go
      </Button>,
      <StaticButton type="submit" mt="md" fullWidth loading data-testid="c">
        Go
      </StaticButton>,
    ],
    [
      "group at the end with a margin",
      <Group justify="flex-end" gap="md" mt="lg">
        x
      </Group>,
      <StaticGroup justify="flex-end" gap="md" mt="lg">
        x
      </StaticGroup>,
    ],
    [
      "small dimmed text",
      <Text size="sm" c="dimmed" mt={4}>
        t
      </Text>,
      <StaticText size="sm" dimmed mt={4}>
        t
      </StaticText>,
    ],
    [
      "bold dimmed text",
      <Text c="dimmed" fw={600} mt="sm">
        t
      </Text>,
      <StaticText dimmed fw={600} mt="sm">
        t
      </StaticText>,
    ],
    [
      "light alert",
      <Alert color="yellow" variant="light" mb="md" data-testid="w">
        Warn
      </Alert>,
      <StaticAlert color="yellow" mb="md" data-testid="w">
        Warn
      </StaticAlert>,
    ],
    [
      "text input",
      <TextInput id="f" name="uid" label="L" defaultValue="x" placeholder="P" maxLength={40} data-testid="t" />,
      <StaticTextInput id="f" name="uid" label="L" defaultValue="x" placeholder="P" maxLength={40} data-testid="t" />,
    ],
    [
      "text input with a description, an error, an asterisk and a right section",
      <TextInput
        id="f"
        name="d"
        label="L"
        description="D"
        error="E"
        withAsterisk
        className="date-field"
        rightSectionPointerEvents="all"
        rightSection={<b>x</b>}
      />,
      <StaticTextInput
        id="f"
        name="d"
        label="L"
        description="D"
        error="E"
        withAsterisk
        className="date-field"
        rightSectionPointerEvents="all"
        rightSection={<b>x</b>}
      />,
    ],
    [
      "text input with an error only",
      <TextInput id="f" name="d" label="L" error="E" />,
      <StaticTextInput id="f" name="d" label="L" error="E" />,
    ],
    [
      "native select",
      <NativeSelect
        id="s"
        name="sort"
        label="S"
        defaultValue="b"
        data={[
          { value: "a", label: "A" },
          { value: "b", label: "B" },
        ]}
        data-testid="s"
      />,
      <StaticNativeSelect
        id="s"
        name="sort"
        label="S"
        defaultValue="b"
        data={[
          { value: "a", label: "A" },
          { value: "b", label: "B" },
        ]}
        data-testid="s"
      />,
    ],
  ])("%s: the same markup as Mantine's", (_name, mantine, plain) => {
    expect(normal(html(plain))).toBe(normal(html(mantine)));
  });
});

/** A server render of `element` at `url` inside Remix's and i18n's context, but no MantineProvider. */
async function withoutMantine(element: React.ReactElement, url = "http://localhost/", loader?: () => null) {
  const remix = { manifest: { routes: {} }, routeModules: {}, future: {}, isSpaMode: false } as never;
  const handler = createStaticHandler([{ path: "/", element, errorElement: element, loader }]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error("the page answered a redirect");
  const i18n = await i18nFor("vi");
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <RemixContext.Provider value={remix}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </RemixContext.Provider>
    </I18nextProvider>,
  );
}

describe("the list pages' shared pieces", () => {
  // Mantine's components throw without a MantineProvider: these render without one, so none is used
  // (the browser's Mantine context stays empty until a page with Mantine's components loads: lib/mantine)
  it("render without Mantine: the filter bar and the page header", async () => {
    const { FilterBar } = await import("./list/filter-bar");
    const { PageHeader } = await import("./page-header");
    const markup = await withoutMantine(
      <>
        <PageHeader title="Đơn đặt" crumbs={[{ label: "Tour" }]} />
        <FilterBar action="/tour" addTo="/tour/action">
          <input name="name" />
        </FilterBar>
      </>,
    );
    expect(markup).toContain("mantine-Paper-root");
    expect(markup).toContain("mantine-Title-root");
  });

  it("render without Mantine: the filter inputs, a list's warning, its confirmation and the shell's dialogs", async () => {
    const { DateRangeFields } = await import("./list/filter-bar");
    const { ListWarning } = await import("./list/list-warning");
    const { ConfirmDialog } = await import("./confirm-dialog");
    const { CurrencyDialog } = await import("./currency-dialog");
    const { HelpDrawer } = await import("./help-drawer");
    const { AreaFilter } = await import("~/features/listing/area-filter");
    const markup = await withoutMantine(
      <>
        <StaticTextInput name="uid" label="Mã đơn" />
        <AreaFilter value="" />
        <DateRangeFields fromLabel="Từ" toLabel="Đến" />
        <ListWarning>x</ListWarning>
        <ConfirmDialog title="Xoá?" text="Chắc chắn?" intent="delete" id="1" warning="Còn đơn" />
        <CurrencyDialog />
        <HelpDrawer article={{ id: "1", error: true }} />
      </>,
      `http://localhost/?date_range=${encodeURIComponent(JSON.stringify({ start: "2026-13-45" }))}`,
    );
    for (const kind of ["TextInput", "NativeSelect", "Alert", "Button", "Text"])
      expect(markup).toContain(`mantine-${kind}-root`);
    expect(markup).toContain("mantine-TextInput-error");
  });

  it("render without Mantine: the error page", async () => {
    const { ErrorPage } = await import("./error-page");
    const markup = await withoutMantine(<ErrorPage />, "http://localhost/", () => {
      throw new Response(null, { status: 503 });
    });
    expect(markup).toContain('data-testid="error-page"');
    expect(markup).toContain("Thử lại");
    expect(markup).toContain("mantine-Button-root");
  });
});
