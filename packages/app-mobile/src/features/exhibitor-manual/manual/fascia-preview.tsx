// See it before it prints (issue 30, beyond): the booth's fascia board drawn to scale with both texts at
// print size (domain fasciaFit: CJK characters 200 mm, Latin letters about 90 mm), and a warning when a
// text is wider than the board's printable width.
import { useTranslation } from 'react-i18next';
import { fasciaFit, FASCIA_MARGIN_MM, WIDE_CHAR_MM } from '@fairpass/domain/exhibitor-manual';

const metres = (mm: number): string => (mm / 1000).toFixed(1);

export function FasciaPreview({ text, textEn, areaM2 }: { readonly text: string; readonly textEn: string; readonly areaM2: number }) {
  const { t } = useTranslation('exhibitor-manual');
  const zh = fasciaFit(text, areaM2);
  const en = fasciaFit(textEn, areaM2);
  const width = zh.boardMm + 2 * FASCIA_MARGIN_MM;
  const height = 2 * WIDE_CHAR_MM + 3 * 60;
  const label = t('preview.label', { width: metres(width), zh: text.trim() || '—', en: textEn.trim() || '—' });
  return (
    <figure className="fp-exm-preview">
      <svg viewBox={`0 0 ${Math.max(width, zh.textMm, en.textMm)} ${height}`} role="img" aria-label={label} preserveAspectRatio="xMinYMid meet">
        <rect x="0" y="0" width={width} height={height} className="fp-exm-preview__board" />
        <text x={width / 2} y={60 + WIDE_CHAR_MM * 0.85} textAnchor="middle" fontSize={WIDE_CHAR_MM} className={zh.fits ? 'fp-exm-preview__text' : 'fp-exm-preview__text fp-exm-preview__text--over'}>
          {text.trim()}
        </text>
        <text x={width / 2} y={120 + WIDE_CHAR_MM * 1.75} textAnchor="middle" fontSize={WIDE_CHAR_MM * 0.8} className={en.fits ? 'fp-exm-preview__text' : 'fp-exm-preview__text fp-exm-preview__text--over'}>
          {textEn.trim()}
        </text>
      </svg>
      <figcaption className="fp-note">{t('preview.caption', { width: metres(zh.boardMm) })}</figcaption>
      {!zh.fits && <p className="fp-exm-preview__warning" role="status">{t('preview.tooLong', { text: metres(zh.textMm), board: metres(zh.boardMm) })}</p>}
      {!en.fits && <p className="fp-exm-preview__warning" role="status">{t('preview.tooLongEn', { text: metres(en.textMm), board: metres(en.boardMm) })}</p>}
    </figure>
  );
}
