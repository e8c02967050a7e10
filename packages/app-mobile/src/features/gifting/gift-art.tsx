// The exhibition's art above and below the gift pages (config giveTicketTopImage / giveTicketBottomImage):
// decoration only, so it has no name; loaded lazily at the phone's width; only web addresses are used.
import { useSession } from '../../ui/use-session';
import './gifting.css';

const WEB_ADDRESS = /^(https?:)?\/\//i;

export function GiftArt({ position }: { readonly position: 'top' | 'bottom' }) {
  const src = useSession((s) => (position === 'top' ? s.config?.functionConfig.giveTicketTopImage : s.config?.functionConfig.giveTicketBottomImage) ?? '');
  const usable = WEB_ADDRESS.test(src.trim()) || src.trim().startsWith('/');
  if (!usable) return null;
  return <img className={`fp-gift-art fp-gift-art--${position}`} src={src.trim()} alt="" loading="lazy" decoding="async" />;
}
