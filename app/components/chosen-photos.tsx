// With scripts, choosing photos says at once what the save will do with them (body-limits.ts, spec §9):
// each is turned upright, stripped of its metadata and made smaller than 1 MB; one over 20 MB, or
// files over what one save takes, are named before the post. Without scripts the field's own hint
// says the same and the server answers the rest.
import { Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { IMAGE_MAX_BYTES, POST_FILES_MAX_BYTES } from "~/lib/body-limits";

const MB = 1024 * 1024;
type Chosen = { name: string; size: number };
export type PhotoHint = { key: string; values: Record<string, string | number> };

/** The hints for the files chosen in one input, given all the bytes chosen in its form. */
export function chosenPhotosHints(chosen: Chosen[], formBytes: number, lng: string): PhotoHint[] {
  if (chosen.length === 0) return [];
  const size = (bytes: number) => `${new Intl.NumberFormat(lng, { maximumFractionDigits: 1 }).format(bytes / MB)} MB`;
  const names = chosen.map((f) => f.name);
  const files = names.length > 3 ? `${names.slice(0, 3).join(", ")}, … (${names.length})` : names.join(", ");
  const hints: PhotoHint[] = [
    { key: "common:upload.chosen", values: { files, size: size(chosen.reduce((n, f) => n + f.size, 0)) } },
  ];
  for (const f of chosen)
    if (f.size > IMAGE_MAX_BYTES) hints.push({ key: "common:upload.chosenTooLarge", values: { name: f.name } });
  if (formBytes > POST_FILES_MAX_BYTES)
    hints.push({
      key: "common:upload.chosenTooMuch",
      values: { size: size(formBytes), max: POST_FILES_MAX_BYTES / MB },
    });
  return hints;
}

/** A photo input's `onChange` and the hint it fills (a polite live region, empty until a choice). */
export function useChosenPhotos() {
  const { t, i18n } = useTranslation();
  const [hints, setHints] = useState<PhotoHint[]>([]);
  const onChange = (e: React.ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const inForm = input.form ? [...input.form.querySelectorAll<HTMLInputElement>('input[type="file"]')] : [input];
    const formBytes = inForm.flatMap((i) => [...(i.files ?? [])]).reduce((n, f) => n + f.size, 0);
    setHints(chosenPhotosHints([...(input.files ?? [])], formBytes, i18n.language));
  };
  const hint = (
    <span aria-live="polite" data-testid="chosen-photos">
      {hints.map((h) => (
        <Text key={h.key + String(h.values.name ?? "")} size="xs" c={h.key.endsWith("chosen") ? "dimmed" : "red"}>
          {t(h.key, h.values)}
        </Text>
      ))}
    </span>
  );
  return { onChange, hint };
}
