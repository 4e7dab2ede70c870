import { useTranslation } from 'react-i18next';
import { isDisplayableImage } from '@/lib/image-field';

type SettingPreviewProps = {
  name: string;
  backgroundImage: string;
  backgroundColor: string;
  headerBackgroundColor: string;
  headerFontColor: string;
};

const HEX = /^#[0-9a-fA-F]{6}$/;
const safe = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);

/** A miniature chat room that follows the form as the administrator types. */
export function SettingPreview({
  name,
  backgroundImage,
  backgroundColor,
  headerBackgroundColor,
  headerFontColor,
}: SettingPreviewProps) {
  const { t } = useTranslation('settings');
  const image = isDisplayableImage(backgroundImage) ? backgroundImage : null;
  return (
    <figure
      className="overflow-hidden rounded-lg border border-slate-300 bg-white shadow-sm"
      aria-labelledby="setting-preview-caption"
    >
      <figcaption
        id="setting-preview-caption"
        className="border-b border-slate-200 px-3 py-2 text-sm font-medium text-slate-800"
      >
        {t('preview.title')}
      </figcaption>
      <div
        data-testid="preview-header"
        className="flex items-center gap-2 px-4 py-3"
        style={{ backgroundColor: safe(headerBackgroundColor, '#1e3a8a'), color: safe(headerFontColor, '#ffffff') }}
      >
        <span aria-hidden="true" className="size-2 rounded-full bg-current" />
        <span className="truncate font-semibold">{name.trim() || t('preview.untitled')}</span>
      </div>
      <div
        data-testid="preview-room"
        className="space-y-3 bg-cover bg-center p-4"
        style={{
          backgroundColor: safe(backgroundColor, '#f1f5f9'),
          backgroundImage: image ? `url("${image.replace(/"/g, '%22')}")` : undefined,
          minHeight: '14rem',
        }}
      >
        <p className="max-w-[75%] rounded-lg bg-white px-3 py-2 text-sm text-slate-900 shadow">
          {t('preview.incoming')}
        </p>
        <p className="ms-auto max-w-[75%] rounded-lg bg-slate-900 px-3 py-2 text-sm text-white shadow">
          {t('preview.outgoing')}
        </p>
      </div>
    </figure>
  );
}
