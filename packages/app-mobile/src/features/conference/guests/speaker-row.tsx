// One speaker in a list: the name leading to their page, their title and organisation.
import { Link } from 'wouter';
import { hrefOf, localizedField } from '@fairpass/domain';
import { type Speaker } from '@fairpass/domain/conference';
import { useLanguage } from '../../../ui/use-language';

export function SpeakerRow({ speaker }: { readonly speaker: Speaker }) {
  const [language] = useLanguage();
  return (
    <li className="fp-item">
      <Link href={hrefOf('/guest/details/:id', { id: speaker.id })} className="fp-item__link">
        {localizedField(speaker, 'name', language)}
      </Link>
      <p className="fp-note">{`${localizedField(speaker, 'jobTitle', language)} · ${localizedField(speaker, 'organisation', language)}`}</p>
    </li>
  );
}
