// An upload field that works without scripts: the stored file's url travels in a hidden input,
// a new file in `<name>_file`, and the form's own post saves it and shows it. With scripts, a
// chosen image is previewed before saving and what the save does with it is said (chosen-photos.tsx).
import { Anchor, Input, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useChosenPhotos } from "./chosen-photos";
import { useServerAutoFocus } from "./hydrated";

type Props = {
  name: string;
  label: string;
  kind: "image" | "pdf";
  url: string;
  publicUrl: string | null;
  error?: string;
  required?: boolean;
  /** A Conform update button that clears the field (works without scripts). */
  removeButton?: React.ButtonHTMLAttributes<HTMLButtonElement>;
};

export function FileField({ name, label, kind, url, publicUrl, error, required, removeButton }: Props) {
  const { t } = useTranslation();
  const autoFocus = useServerAutoFocus();
  const [preview, setPreview] = useState<string | null>(null);
  const photos = useChosenPhotos();
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const accept = kind === "image" ? "image/png,image/jpeg" : "application/pdf";
  return (
    <Input.Wrapper
      label={label}
      required={required}
      error={error}
      className="upload-field"
      data-testid={`file-${name}`}
    >
      <input type="hidden" name={name} value={url} />
      {preview || (url && publicUrl) ? (
        kind === "image" ? (
          <div className="upload-preview">
            <div className="upload-thumb">
              <img src={preview ?? publicUrl!} alt={label} />
            </div>
          </div>
        ) : publicUrl ? (
          <Anchor href={publicUrl} target="_blank" rel="noreferrer" size="sm">
            {t("common:upload.viewPdf")}
          </Anchor>
        ) : null
      ) : (
        <Text size="sm" c="dimmed">
          {t("common:upload.none")}
        </Text>
      )}
      <input
        type="file"
        name={`${name}_file`}
        accept={accept}
        className="upload-input"
        aria-label={label}
        autoFocus={autoFocus(error)}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          setPreview(file && kind === "image" ? URL.createObjectURL(file) : null);
          if (kind === "image") photos.onChange(e);
        }}
      />
      <Text size="xs" c="dimmed">
        {t(kind === "image" ? "common:upload.imageHint" : "common:upload.pdfHint")}
      </Text>
      {kind === "image" ? photos.hint : null}
      {url && removeButton ? (
        <button {...removeButton} className="link-button">
          {t("common:upload.remove")}
        </button>
      ) : null}
    </Input.Wrapper>
  );
}
