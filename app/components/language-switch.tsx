// The language choice: a plain form post to /language, so it works without scripts; the page
// reloads whole in the new language (only that language's texts are ever downloaded).
import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SUPPORTED_LANGUAGES } from "~/lib/i18n";

export function LanguageButtons({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return (
    <form method="post" action="/language" className={className ?? "language-buttons"}>
      <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
      {SUPPORTED_LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="submit"
          name="lng"
          value={lng}
          lang={lng}
          aria-pressed={i18n.language === lng}
          className="language-button"
          data-testid={`language-${lng}`}
        >
          {t(`common:languages.${lng}`)}
        </button>
      ))}
    </form>
  );
}
