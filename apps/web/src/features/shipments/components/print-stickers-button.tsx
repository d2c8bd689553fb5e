import { useTranslation } from 'react-i18next';
import { downloadStickers } from '../api/documents.ts';
import { StickerFormatMenu } from './sticker-format-menu.tsx';

/** Stickers of the selected shipments in one PDF, in the chosen size (A4 by default, several a page). */
export function PrintStickersButton({ ids }: { ids: number[] }) {
  const { t } = useTranslation('shipments');
  return (
    <StickerFormatMenu
      label={t('list.print_stickers', { selected: ids.length })}
      fileName="stickers"
      disabled={ids.length === 0}
      download={(format) => downloadStickers(ids, format)}
    />
  );
}
