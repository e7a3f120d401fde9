// The static pieces must draw exactly as Mantine's own (same markup, so the same stylesheet rules
// apply): each rendered beside its Mantine component, attributes compared in any order.
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Input,
  MantineProvider,
  NativeSelect,
  Paper,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from "@mantine/core";
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
import {
  StaticAnchor,
  StaticCheckbox,
  StaticFieldset,
  StaticInputWrapper,
  StaticPasswordInput,
  StaticRadio,
  StaticRadioGroup,
  StaticSimpleGrid,
  StaticStack,
  StaticTextarea,
} from "./static-mantine-form";

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
    .replace(/mantine-R[0-9a-zA-Z]+|:R[0-9a-zA-Z]+:|__m__-R[0-9a-zA-Z]+/g, "ID")
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

/** What Conform's getInputProps gives a required, invalid number field, with Mantine's label, description and error. */
const CONFORM_FIELD = {
  id: "f-name",
  name: "name",
  form: "f",
  type: "number",
  required: true,
  "aria-invalid": true,
  "aria-describedby": "f-name-error",
  defaultValue: "1",
  min: 0,
  max: 10,
  step: "any",
  label: "L",
  description: "D",
  error: "E",
  autoFocus: true,
  inputMode: "numeric",
} as const;

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
    [
      "native select with its own right section (a chevron drawn by CSS)",
      <NativeSelect
        id="s"
        name="date_by"
        label="S"
        defaultValue="a"
        rightSection={<span className="select-chevron" aria-hidden="true" />}
        data={["a", "b"]}
      />,
      <StaticNativeSelect
        id="s"
        name="date_by"
        label="S"
        defaultValue="a"
        rightSection={<span className="select-chevron" aria-hidden="true" />}
        data={["a", "b"]}
      />,
    ],
    [
      "small subtle and light buttons, a disabled one",
      <>
        <Button size="xs" variant="light">
          a
        </Button>
        <Button variant="subtle" color="red" type="submit" formNoValidate name="intent" value="x">
          b
        </Button>
        <Button size="compact-xs" variant="default" disabled>
          c
        </Button>
      </>,
      <>
        <StaticButton size="xs" variant="light">
          a
        </StaticButton>
        <StaticButton variant="subtle" color="red" type="submit" formNoValidate name="intent" value="x">
          b
        </StaticButton>
        <StaticButton size="compact-xs" variant="default" disabled>
          c
        </StaticButton>
      </>,
    ],
    [
      "small button link",
      <Button component={Link} to="/bike/1/options" size="xs" data-testid="a">
        Add
      </Button>,
      <StaticButtonLink to="/bike/1/options" size="xs" data-testid="a">
        Add
      </StaticButtonLink>,
    ],
    [
      "group spaced between, a group of px",
      <>
        <Group justify="space-between" mt="xs">
          x
        </Group>
        <Group gap={4} mt={4}>
          y
        </Group>
      </>,
      <>
        <StaticGroup justify="space-between" gap="md" mt="xs">
          x
        </StaticGroup>
        <StaticGroup gap={4} mt={4}>
          y
        </StaticGroup>
      </>,
    ],
    [
      "a form's paper, with a width and a class",
      <>
        <Paper withBorder p="lg" radius="md" maw={520} data-testid="p">
          x
        </Paper>
        <Paper withBorder p="md" radius="md" className="cabin-list">
          y
        </Paper>
      </>,
      <>
        <StaticPaper p="lg" mb={null} maw={520} data-testid="p">
          x
        </StaticPaper>
        <StaticPaper mb={null} className="cabin-list">
          y
        </StaticPaper>
      </>,
    ],
    [
      "section titles",
      <>
        <Title order={2} size="h4" mb="sm">
          T
        </Title>
        <Title order={3} size="h5" mb="xs" className="visually-hidden">
          U
        </Title>
      </>,
      <>
        <StaticTitle order={2} size="h4" mb="sm">
          T
        </StaticTitle>
        <StaticTitle order={3} size="h5" mb="xs" className="visually-hidden">
          U
        </StaticTitle>
      </>,
    ],
    [
      "texts of a form: hints, warnings, a bold count",
      <>
        <Text size="xs" c="dimmed" mt={4} className="commission-example" data-testid="c">
          a
        </Text>
        <Text size="sm" c="orange" mb="sm">
          b
        </Text>
        <Text size="sm" fw={600} c="red">
          c
        </Text>
      </>,
      <>
        <StaticText size="xs" c="dimmed" mt={4} className="commission-example" data-testid="c">
          a
        </StaticText>
        <StaticText size="sm" c="orange" mb="sm">
          b
        </StaticText>
        <StaticText size="sm" fw={600} c="red">
          c
        </StaticText>
      </>,
    ],
    [
      "a form's alerts",
      <>
        <Alert color="gray" variant="light">
          a
        </Alert>
        <Alert color="red" variant="light" role="alert" id="f-error" data-testid="form-error">
          b
        </Alert>
      </>,
      <>
        <StaticAlert color="gray">a</StaticAlert>
        <StaticAlert color="red" id="f-error" data-testid="form-error">
          b
        </StaticAlert>
      </>,
    ],
    [
      "stacks",
      <>
        <Stack>x</Stack>
        <Stack gap="xs" data-testid="beds">
          y
        </Stack>
      </>,
      <>
        <StaticStack>x</StaticStack>
        <StaticStack gap="xs" data-testid="beds">
          y
        </StaticStack>
      </>,
    ],
    [
      "a grid of columns by breakpoint",
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>x</SimpleGrid>,
      <StaticSimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>x</StaticSimpleGrid>,
    ],
    [
      "a grid of fixed columns with a margin",
      <SimpleGrid cols={2} mt="sm">
        x
      </SimpleGrid>,
      <StaticSimpleGrid cols={2} mt="sm">
        x
      </StaticSimpleGrid>,
    ],
    [
      "a field of a Conform form: required, invalid, described",
      <TextInput {...CONFORM_FIELD} />,
      <StaticTextInput {...CONFORM_FIELD} />,
    ],
    [
      "a valid field of a Conform form with its margin",
      <TextInput id="f-k" name="k" form="f" defaultValue="" label="L" maxLength={5} mt="sm" />,
      <StaticTextInput
        id="f-k"
        name="k"
        form="f"
        defaultValue=""
        label="L"
        maxLength={5}
        style={{ marginTop: "var(--mantine-spacing-sm)" }}
      />,
    ],
    [
      "checkboxes: ticked, with an error and a margin",
      <>
        <Checkbox id="c1" name="n" value="on" label="L" defaultChecked data-testid="c" />
        <Checkbox id="c2" name="m" value="on" label="M" mb="sm" error="E" />
      </>,
      <>
        <StaticCheckbox id="c1" name="n" value="on" label="L" defaultChecked data-testid="c" />
        <StaticCheckbox id="c2" name="m" value="on" label="M" mb="sm" error="E" />
      </>,
    ],
    [
      "a checkbox with its own id",
      <Checkbox name="n" value="on" label="L" />,
      <StaticCheckbox name="n" value="on" label="L" />,
    ],
    [
      "textarea with an asterisk, a description and an error",
      <Textarea id="t" name="n" label="L" description="D" defaultValue="v" withAsterisk error="E" autoFocus />,
      <StaticTextarea id="t" name="n" label="L" description="D" defaultValue="v" withAsterisk error="E" autoFocus />,
    ],
    [
      "input wrapper around a control",
      <>
        <Input.Wrapper id="w" label="L" withAsterisk error="E">
          <span>c</span>
        </Input.Wrapper>
        <Input.Wrapper error="E" data-testid="q" className="upload-field" required label="L">
          <span>d</span>
        </Input.Wrapper>
        <Input.Wrapper error="E">
          <span>e</span>
        </Input.Wrapper>
      </>,
      <>
        <StaticInputWrapper id="w" label="L" withAsterisk error="E">
          <span>c</span>
        </StaticInputWrapper>
        <StaticInputWrapper error="E" data-testid="q" className="upload-field" required label="L">
          <span>d</span>
        </StaticInputWrapper>
        <StaticInputWrapper error="E">
          <span>e</span>
        </StaticInputWrapper>
      </>,
    ],
    [
      "anchor",
      <Anchor href="/x.pdf" target="_blank" rel="noreferrer" size="sm">
        a
      </Anchor>,
      <StaticAnchor href="/x.pdf" target="_blank" rel="noreferrer" size="sm">
        a
      </StaticAnchor>,
    ],
    [
      "password input of a Conform form",
      <PasswordInput id="p" name="password" form="f" required label="L" autoComplete="current-password" autoFocus />,
      <StaticPasswordInput
        id="p"
        name="password"
        form="f"
        required
        label="L"
        autoComplete="current-password"
        autoFocus
      />,
    ],
    [
      "invalid password input",
      <PasswordInput
        id="p"
        name="password"
        required
        aria-invalid
        aria-describedby="x"
        label="L"
        error="E"
        autoComplete="new-password"
      />,
      <StaticPasswordInput
        id="p"
        name="password"
        required
        aria-invalid
        aria-describedby="x"
        label="L"
        error="E"
        autoComplete="new-password"
      />,
    ],
    [
      "native select of a form: its error, its asterisk, options as text",
      <NativeSelect
        id="s"
        name="q"
        form="f"
        label="Q"
        withAsterisk
        defaultValue="2"
        data={["1", "2"]}
        error="E"
        autoFocus
        data-testid="s"
      />,
      <StaticNativeSelect
        id="s"
        name="q"
        form="f"
        label="Q"
        withAsterisk
        defaultValue="2"
        data={["1", "2"]}
        error="E"
        autoFocus
        data-testid="s"
      />,
    ],
    [
      "disabled fields",
      <>
        <TextInput id="a" name="a" label="A" disabled defaultValue="x" />
        <NativeSelect id="b" name="b" label="B" disabled data={["1"]} />
      </>,
      <>
        <StaticTextInput id="a" name="a" label="A" disabled defaultValue="x" />
        <StaticNativeSelect id="b" name="b" label="B" disabled data={["1"]} />
      </>,
    ],
    [
      "a radio group with its asterisk, an error, a chosen value",
      <Radio.Group id="g" name="sex" label="S" withAsterisk defaultValue="m" error="E">
        <Group mt={4}>
          <Radio id="r1" value="m" label="M" autoFocus />
          <Radio id="r2" value="f" label="F" />
        </Group>
      </Radio.Group>,
      <StaticRadioGroup id="g" name="sex" label="S" withAsterisk defaultValue="m" error="E">
        <StaticGroup gap="md" mt={4}>
          <StaticRadio id="r1" value="m" label="M" autoFocus />
          <StaticRadio id="r2" value="f" label="F" />
        </StaticGroup>
      </StaticRadioGroup>,
    ],
    [
      "a radio group of its own ids, nothing chosen",
      <Radio.Group name="sex" label="S">
        <Radio value="m" label="M" />
      </Radio.Group>,
      <StaticRadioGroup name="sex" label="S">
        <StaticRadio value="m" label="M" />
      </StaticRadioGroup>,
    ],
    [
      "the address finder's pieces: a bottom-aligned group, a button with a class and margins",
      <>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          x
        </Group>
        <Button type="submit" variant="default" mb={22} className="no-js-only" size="xs" mt="xs">
          a
        </Button>
        <Button variant="default" mb={0}>
          b
        </Button>
      </>,
      <>
        <StaticGroup align="flex-end" gap="xs" wrap="nowrap">
          x
        </StaticGroup>
        <StaticButton type="submit" variant="default" mb={22} className="no-js-only" size="xs" mt="xs">
          a
        </StaticButton>
        <StaticButton variant="default" mb={0}>
          b
        </StaticButton>
      </>,
    ],
    [
      "texts with padding, a negative margin, a span, a status",
      <>
        <Text size="xs" c="dimmed" mt={-4}>
          t
        </Text>
        <Text size="xs" c="dimmed" px={8} pt={4} data-testid="a">
          u
        </Text>
        <Text span c="dimmed" size="sm">
          v
        </Text>
        <Text size="sm" mt="xs" id="leave-text" role="status" aria-live="polite">
          w
        </Text>
      </>,
      <>
        <StaticText size="xs" c="dimmed" mt={-4}>
          t
        </StaticText>
        <StaticText size="xs" c="dimmed" px={8} pt={4} data-testid="a">
          u
        </StaticText>
        <StaticText span c="dimmed" size="sm">
          v
        </StaticText>
        <StaticText size="sm" mt="xs" id="leave-text" role="status" aria-live="polite">
          w
        </StaticText>
      </>,
    ],
    [
      "a floating paper with a shadow, an anchor of the text's size",
      <>
        <Paper shadow="md" withBorder p={4} style={{ display: "none", position: "absolute", zIndex: 20 }}>
          x
        </Paper>
        <Anchor href="/m" target="_blank" rel="noopener noreferrer">
          a
        </Anchor>
      </>,
      <>
        <StaticPaper
          shadow="md"
          radius={null}
          mb={null}
          p={4}
          style={{ display: "none", position: "absolute", zIndex: 20 }}
        >
          x
        </StaticPaper>
        <StaticAnchor href="/m" target="_blank" rel="noopener noreferrer">
          a
        </StaticAnchor>
      </>,
    ],
    [
      "a fieldset of radios of no group",
      <Fieldset legend="L" data-testid="f">
        <Stack gap={6}>
          <Radio id="k" name="n" value="" label="K" defaultChecked autoFocus />
          <Radio id="o" name="n" value="o" label="O" />
        </Stack>
      </Fieldset>,
      <StaticFieldset legend="L" data-testid="f">
        <StaticStack gap={6}>
          <StaticRadio id="k" name="n" value="" label="K" defaultChecked autoFocus />
          <StaticRadio id="o" name="n" value="o" label="O" />
        </StaticStack>
      </StaticFieldset>,
    ],
    [
      "a group whose children share the row",
      <Group grow align="flex-start">
        <span>a</span>
        <span>b</span>
      </Group>,
      <StaticGroup grow align="flex-start" gap="md">
        <span>a</span>
        <span>b</span>
      </StaticGroup>,
    ],
    [
      "a contact row: fields named by aria-label only, a stack with a margin, a narrow button",
      <Stack gap="xs" mt={4}>
        <Group align="flex-start" wrap="nowrap" data-testid="contact-row">
          <NativeSelect id="n" name="n" aria-label="N" data={["a"]} error="E" />
          <TextInput id="v" name="v" aria-label="V" style={{ flex: 1 }} />
        </Group>
        <Button variant="light" size="xs" w="fit-content" type="submit" data-testid="contact-add">
          +
        </Button>
      </Stack>,
      <StaticStack gap="xs" mt={4}>
        <StaticGroup align="flex-start" wrap="nowrap" gap="md" data-testid="contact-row">
          <StaticNativeSelect id="n" name="n" aria-label="N" data={["a"]} error="E" />
          <StaticTextInput id="v" name="v" aria-label="V" style={{ flex: 1 }} />
        </StaticGroup>
        <StaticButton variant="light" size="xs" w="fit-content" type="submit" data-testid="contact-add">
          +
        </StaticButton>
      </StaticStack>,
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
    const { HelpDrawer } = await import("./help-drawer-panel");
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

describe("the forms' shared pieces", () => {
  // as the list pages': Mantine's components would throw here, so a form drawn this way uses none
  it("render without Mantine: a Conform form's fields, alert, checkboxes, texts, files and save", async () => {
    const { z } = await import("zod");
    const { FieldInput, FormAlert, SaveFooter, useSchemaForm } = await import("./form");
    const { FileField } = await import("./file-field");
    const { FormSection } = await import("./form-section");
    const { RichTextField } = await import("./rich-text-field");
    const { LongText, OnCheckbox, StatusSelect } = await import("~/features/listing");
    const Schema = z.object({ name: z.string().max(10), note: z.string().optional(), on: z.string().optional() });
    function Form() {
      const [form, fields] = useSchemaForm(Schema, {
        lastResult: { status: "error", initialValue: { name: "" }, error: { name: ["required"], "": ["x:y"] } },
      });
      return (
        <FormSection title="T">
          <FormAlert errors={form.errors} id={form.errorId} />
          <FieldInput field={fields.name} label="Tên" maxLength={10} mt="sm" />
          <LongText field={fields.note} label="Ghi chú" required />
          <OnCheckbox field={fields.on} label="Bật" />
          <StatusSelect field={fields.on} label="Trạng thái" active="Mở" closed="Đóng" />
          <RichTextField name="content" label="Nội dung" defaultValue="" required={false} />
          <FileField name="pdf" label="Tệp" kind="pdf" url="a.pdf" publicUrl="/a.pdf" error="E" />
          <SaveFooter label="Lưu" testId="save" />
        </FormSection>
      );
    }
    const markup = await withoutMantine(<Form />);
    for (const kind of [
      "Paper",
      "Title",
      "Alert",
      "TextInput",
      "Textarea",
      "Checkbox",
      "NativeSelect",
      "Anchor",
      "Button",
    ])
      expect(markup, kind).toContain(`mantine-${kind}-root`);
    // the server's first invalid field takes the focus without scripts, with its message tied to it
    const name = markup.match(/<input[^>]*name="name"[^>]*>/)?.[0] ?? "";
    expect(name).toContain('aria-invalid="true"');
    expect(name).toContain('autofocus=""');
    expect(name).toMatch(/aria-describedby="[^"]*-error"/);
    expect(markup).toContain("mantine-TextInput-error");
  });

  it("render without Mantine: the change-password form with its eye buttons", async () => {
    const { default: ChangePassword } = await import("~/routes/_app.profile.change-pass");
    const markup = await withoutMantine(<ChangePassword />);
    expect(markup.match(/mantine-PasswordInput-visibilityToggle/g)).toHaveLength(3);
    expect(markup).toContain('data-testid="change-pass-submit"');
  });
});
