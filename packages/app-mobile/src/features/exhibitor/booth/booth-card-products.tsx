// The booth card's products: the ones the organiser approved, as visitors see them — each with its
// picture (an <img> WeChat can save or forward by long-press), its name and description in the page's
// language (the other language where the page's is missing). Everything the company typed is text.
import { useTranslation } from 'react-i18next';
import type { PublicProduct } from '@fairpass/domain/exhibitor';
import './booth-card.css';

export function BoothCardProducts({ products }: { readonly products: readonly PublicProduct[] }) {
  const { t, i18n } = useTranslation('exhibitor');
  if (products.length === 0) return null;
  const english = i18n.language === 'en';
  return (
    <section aria-labelledby="fp-ex-booth-products">
      <h2 id="fp-ex-booth-products" className="fp-subheading">{t('booth.products')}</h2>
      <ul className="fp-ex-booth__products">
        {products.map((product) => {
          const name = (english && product.nameEn) || product.name;
          const description = (english && product.descriptionEn) || product.description;
          return (
            <li key={product.id} className="fp-ex-booth__product">
              {product.image && <img className="fp-ex-booth__picture" src={product.image} alt={t('booth.pictureOf', { name })} loading="lazy" width={480} height={360} />}
              <p className="fp-ex-booth__product-name">{name}</p>
              {description && <p className="fp-note">{description}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
