import { Button, Input } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { intentButton, useFieldError } from "~/components/form";
import { useChosenPhotos } from "~/components/chosen-photos";
import { MAX_BUSINESS_IMAGES } from "./schema";
import type { AgencyFields, AgencyFormMeta } from "./fields";

/** Up to three business images (spec §5); new files go with the save. */
export function BusinessImages({
  form,
  fields,
  fileUrls,
}: {
  form: AgencyFormMeta;
  fields: AgencyFields;
  fileUrls: Record<string, string>;
}) {
  const { t } = useTranslation("profile");
  const fieldError = useFieldError();
  const photos = useChosenPhotos();
  const images = fields.images.getFieldList();
  return (
    <Input.Wrapper
      label={t("agency.images", { max: MAX_BUSINESS_IMAGES })}
      error={fieldError(fields.images.errors)}
      data-testid="file-images"
    >
      <div className="upload-preview" style={{ marginTop: 4 }}>
        {images.map((img, index) => {
          const url = String(img.value ?? img.initialValue ?? "");
          return (
            <div className="upload-thumb" key={img.key}>
              <input type="hidden" name={img.name} value={url} />
              {fileUrls[url] ? <img src={fileUrls[url]} alt={t("agency.imageAlt", { n: index + 1 })} /> : null}
              <Button
                size="compact-xs"
                color="red"
                {...intentButton(form.remove.getButtonProps({ name: fields.images.name, index }))}
                data-testid="image-remove"
              >
                {t("remove")}
              </Button>
            </div>
          );
        })}
      </div>
      {images.length < MAX_BUSINESS_IMAGES ? (
        <input
          type="file"
          name="images_file"
          accept="image/png,image/jpeg"
          multiple
          className="upload-input"
          aria-label={t("agency.addImages")}
          style={{ marginTop: 6 }}
          onChange={photos.onChange}
        />
      ) : null}
      {photos.hint}
    </Input.Wrapper>
  );
}
