// Our Mantine theme (a type-only import: the browser merges it into Mantine's default only when a
// page uses Mantine's components, app/lib/mantine).
import type { MantineColorsTuple, MantineThemeOverride } from "@mantine/core";

/**
 * Mantine's palette with its darkest shades darker where text on them, or white text on them, would
 * fall under WCAG 2.2's 4.5:1 for body text (SC 1.4.3): the lighter shades (tints, charts) stay
 * Mantine's. Each entry is the palette from 0 to 9; `theme.test.ts` checks the pairings drawn.
 */
const TEAL: MantineColorsTuple = [
  "#e6fcf5",
  "#c3fae8",
  "#96f2d7",
  "#63e6be",
  "#38d9a9",
  "#20c997",
  "#12b886",
  "#0ca678",
  // Mantine's teal 9 (5.0:1 on white), then a step further (6.1:1; 5.3:1 on its own light tint)
  "#087f5b",
  "#07704f",
];
const GRAY: MantineColorsTuple = [
  "#f8f9fa",
  "#f1f3f5",
  "#e9ecef",
  "#dee2e6",
  "#ced4da",
  "#adb5bd",
  // secondary ("dimmed") text: Mantine's #868e96 reads 3.3:1 on white; this one 5.4:1 (4.9:1 on gray 1)
  "#646b72",
  "#495057",
  "#343a40",
  "#212529",
];
// warm hues whose Mantine 9 stays under 4.5:1 on their light tint (a status tag's text on its background)
const YELLOW: MantineColorsTuple = [
  "#fff9db",
  "#fff3bf",
  "#ffec99",
  "#ffe066",
  "#ffd43b",
  "#fcc419",
  "#fab005",
  "#f59f00",
  "#f08c00",
  "#805400",
];
const ORANGE: MantineColorsTuple = [
  "#fff4e6",
  "#ffe8cc",
  "#ffd8a8",
  "#ffc078",
  "#ffa94d",
  "#ff922b",
  "#fd7e14",
  "#f76707",
  "#e8590c",
  "#a84300",
];
// red 9 a step darker: a light red button stands on the page's grey too (Mantine's reads 4.4:1 there)
const RED: MantineColorsTuple = [
  "#fff5f5",
  "#ffe3e3",
  "#ffc9c9",
  "#ffa8a8",
  "#ff8787",
  "#ff6b6b",
  "#fa5252",
  "#f03e3e",
  "#e03131",
  "#b02525",
];
const LIME: MantineColorsTuple = [
  "#f4fce3",
  "#e9fac8",
  "#d8f5a2",
  "#c0eb75",
  "#a9e34b",
  "#94d82d",
  "#82c91e",
  "#74b816",
  "#66a80f",
  "#44700a",
];
const GREEN: MantineColorsTuple = [
  "#ebfbee",
  "#d3f9d8",
  "#b2f2bb",
  "#8ce99a",
  "#69db7c",
  "#51cf66",
  "#40c057",
  "#37b24d",
  "#2f9e44",
  "#1f7032",
];

export const theme: MantineThemeOverride = {
  primaryColor: "teal",
  // the shade of filled buttons, links and a light variant's text (tags, light buttons): every colour's
  // darkest, so white on it and it on its tint read at 4.5:1 or more (WCAG 2.2 SC 1.4.3); hover is shade 8
  primaryShade: { light: 9, dark: 8 },
  colors: { teal: TEAL, gray: GRAY, red: RED, yellow: YELLOW, orange: ORANGE, lime: LIME, green: GREEN },
  defaultRadius: "md",
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
};
