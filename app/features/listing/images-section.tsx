// The images of a listing (spec §3, §9: a tour's or a cruise's up to 15, a cabin's up to 11, the first
// is the cover): reorder and remove are Conform intent buttons and new files go with the save, so the
// list works without scripts. The tour form, the cruise form and the cabin form use it.
import { Button, Group, Input, Paper, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { FormMetadata } from "@conform-to/react";
import { intentButton, useFieldError, type AnyField } from "~/components/form";
import { useChosenPhotos } from "~/components/chosen-photos";
import { MAX_LISTING_IMAGES } from "./listing-form";

type Props = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form that has a list of image urls
  form: FormMetadata<any, string[]>;
  fields: { images: AnyField };
  imageUrls: Record<string, string>;
  max?: number;
  /** the hint under the title (the crop differs: tours 1200×628, cruises 1.6) */
  hint?: string;
  testId?: string;
  /** the n-th image's alternative text, in the listing's own words (a cruise's, a cabin's) */
  alt?: (n: number) => string;
};

export function ImagesSection({
  form,
  fields,
  imageUrls,
  max = MAX_LISTING_IMAGES,
  hint,
  testId = "tour-images",
  alt,
}: Props) {
  const { t } = useTranslation("listing");
  const altOf = alt ?? ((n: number) => t("form.imageAlt", { n }));
  const fieldError = useFieldError();
  const photos = useChosenPhotos();
  const images = (fields.images as unknown as { getFieldList(): AnyField[] }).getFieldList();
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4">
        {t("form.sections.images")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {hint ?? t("form.imagesHint", { max })}
      </Text>
      <Input.Wrapper error={fieldError(fields.images.errors)} data-testid={testId}>
        <div className="upload-preview">
          {images.map((img, index) => {
            const url = String(img.value ?? img.initialValue ?? "");
            return (
              <div key={img.key} className="image-tile">
                <div className="upload-thumb">
                  <input type="hidden" name={img.name} value={url} />
                  {imageUrls[url] ? <img src={imageUrls[url]} alt={altOf(index + 1)} /> : null}
                  {index === 0 ? <span className="cover-tag">{t("form.cover")}</span> : null}
                </div>
                <Group gap={4} mt={4}>
                  <Button
                    size="compact-xs"
                    variant="default"
                    disabled={index === 0}
                    aria-label={t("form.moveLeft")}
                    {...intentButton(
                      form.reorder.getButtonProps({ name: fields.images.name, from: index, to: index - 1 }),
                    )}
                  >
                    ←
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="default"
                    disabled={index === images.length - 1}
                    aria-label={t("form.moveRight")}
                    {...intentButton(
                      form.reorder.getButtonProps({ name: fields.images.name, from: index, to: index + 1 }),
                    )}
                  >
                    →
                  </Button>
                  <Button
                    size="compact-xs"
                    color="red"
                    variant="light"
                    {...intentButton(form.remove.getButtonProps({ name: fields.images.name, index }))}
                  >
                    {t("common:delete")}
                  </Button>
                </Group>
              </div>
            );
          })}
        </div>
        {images.length < max ? (
          <input
            type="file"
            name="images_file"
            accept="image/png,image/jpeg"
            multiple
            className="upload-input"
            aria-label={t("form.addImages")}
            style={{ marginTop: 8 }}
            onChange={photos.onChange}
          />
        ) : null}
        {photos.hint}
      </Input.Wrapper>
    </Paper>
  );
}
