// The language tabs of the bilingual forms (tour, cruise, cabin): with scripts the two languages
// become tabs; without them both are on the page, each under its own title, so every error shows.
// A failed save (the browser's check or the server's reply) opens the tab of the first invalid
// field before focus moves to it, and each tab shows how many of its fields need fixing.
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";

export type Lng = "vi" | "en";

/** The panels are the forms' `section.lang-section[lang]`; a field's language is its panel's. */
const PANEL = "section.lang-section[lang]";

/** Which invalid names a form element stands for (a field, its list items, its file input). */
const matches = (name: string, names: string[]) =>
  names.some((n) => name === n || name === `${n}_file` || name.startsWith(`${n}[`) || name.startsWith(`${n}.`));

/**
 * The invalid fields by language: the language of the first one in page order (null when it is
 * outside both panels) and how many invalid fields each language's panel holds.
 */
export function invalidByLanguage(form: HTMLFormElement, names: string[]) {
  const counted: Record<Lng, Set<string>> = { vi: new Set(), en: new Set() };
  let first: Lng | null | undefined;
  for (const el of Array.from(form.elements)) {
    const name = (el as HTMLInputElement).name;
    const invalid = name ? names.find((n) => matches(name, [n])) : undefined;
    if (!invalid) continue;
    const lang = el.closest(PANEL)?.getAttribute("lang");
    const lng = lang === "vi" || lang === "en" ? lang : null;
    if (first === undefined) first = lng;
    if (lng) counted[lng].add(invalid);
  }
  return { first: first ?? null, counts: { vi: counted.vi.size, en: counted.en.size } };
}

export function useLanguageTabs(formId: string) {
  const [tab, setTab] = useState<Lng>("vi");
  const [errors, setErrors] = useState<Record<Lng, number>>({ vi: 0, en: 0 });
  /** For useSchemaForm's onInvalid: open the first invalid field's tab, count each tab's. */
  const onInvalid = useCallback(
    (names: string[]) => {
      const form = document.getElementById(formId);
      if (!(form instanceof HTMLFormElement)) return;
      const { first, counts } = invalidByLanguage(form, names);
      setErrors(counts);
      if (first) setTab(first);
    },
    [formId],
  );
  return { tab, setTab, errors, onInvalid };
}

/** The tab list (drawn only with scripts: without them both languages show). */
export function LanguageTabList({
  langs,
  tabs,
  label,
}: {
  langs: readonly Lng[];
  tabs: ReturnType<typeof useLanguageTabs>;
  label: (lng: Lng) => string;
}) {
  const { t } = useTranslation();
  return (
    <div className="tabs" role="tablist">
      {langs.map((lng) => (
        <button
          key={lng}
          type="button"
          role="tab"
          aria-selected={tabs.tab === lng}
          className="tab"
          onClick={() => tabs.setTab(lng)}
          data-testid={`tab-${lng}`}
          data-errors={tabs.errors[lng] || undefined}
        >
          {label(lng)}
          {tabs.errors[lng] ? (
            <span className="tab-errors" data-testid={`tab-${lng}-errors`}>
              <span aria-hidden="true">{tabs.errors[lng]}</span>
              <span className="visually-hidden">{t("common:tabErrors", { count: tabs.errors[lng] })}</span>
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
