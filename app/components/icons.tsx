// A handful of line icons drawn inline: no icon font or icon package in the phone's download.
const PATHS = {
  home: "M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10",
  map: "M9 4L3 6v14l6-2 6 2 6-2V4l-6 2-6-2zM9 4v14M15 6v14",
  building: "M4 21V5l8-3v19M12 8h8v13M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2M2 21h20",
  car: "M5 17h14M3 17v-5l2-5h14l2 5v5M3 12h18M7 17v2M17 17v2M7 14h.01M17 14h.01",
  bike: "M5 18a3 3 0 100-6 3 3 0 000 6zM19 18a3 3 0 100-6 3 3 0 000 6zM5 15l4-7h6l4 7M9 8l3 7h2M14 5h3",
  menu: "M4 6h16M4 12h16M4 18h16",
  chevronLeft: "M15 6l-6 6 6 6",
  chevronRight: "M9 6l6 6-6 6",
  chevronDown: "M6 9l6 6 6-6",
  user: "M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0",
  users: "M9 11a4 4 0 100-8 4 4 0 000 8zM2 21a7 7 0 0114 0M16 3.5a4 4 0 010 7.5M18 14a7 7 0 014 7",
  globe: "M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3a14 14 0 010 18M12 3a14 14 0 000 18",
  help: "M12 21a9 9 0 100-18 9 9 0 000 18zM9.5 9a2.5 2.5 0 115 .5c0 1.5-2.5 2-2.5 3.5M12 17h.01",
  close: "M6 6l12 12M18 6L6 18",
  logout: "M15 12H4M8 8l-4 4 4 4M13 4h6v16h-6",
  key: "M15 7a3 3 0 11-3 3M12 10l-9 9v2h3l9-9M7 15l2 2",
  info: "M12 21a9 9 0 100-18 9 9 0 000 18zM12 11v6M12 7h.01",
  calendar: "M5 5h14v15H5zM5 10h14M9 3v4M15 3v4",
} as const;
export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
