// The frame the three booking screens share: the catalogue of their kind read from the server, the
// heading and intro, the price stage, the screen's own form, the orders of that kind and the area's nav.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlainRoutePath } from '@fairpass/domain';
import type { ServiceCatalogue, ServiceKind } from '@fairpass/domain/exhibitor-services';
import { BackButton } from '../../ui/back-button';
import { Page } from '../../ui/page';
import { QueryView } from '../../ui/server-state/query-view';
import { useShell } from '../../ui/shell-context';
import { PriceStage } from './booking-parts';
import { catalogueQuery } from './exhibitor-services.queries';
import { ServiceOrders } from './orders/service-orders';
import { ServicesNav } from './services-nav';

export interface BookingPageProps {
  readonly kind: ServiceKind;
  /** The screen's texts: `<texts>.heading` and `<texts>.intro`. */
  readonly texts: 'services' | 'ads' | 'translation';
  readonly headingId: string;
  readonly route: PlainRoutePath;
  /** The screen's own form, given the catalogue. */
  readonly children: (catalogue: ServiceCatalogue) => ReactNode;
}

export function BookingPage({ kind, texts, headingId, route, children }: BookingPageProps) {
  const { t } = useTranslation('exhibitor-services');
  const { client } = useShell();
  const catalogue = useQuery(catalogueQuery(client, kind));
  return (
    <QueryView query={catalogue} heading={t(`${texts}.heading`)} headingId={headingId}>
      {(data) => (
        <Page labelledBy={headingId}>
          <BackButton fallback="/user-center" />
          <h1 id={headingId} className="fp-heading">
            {t(`${texts}.heading`)}
          </h1>
          <p className="fp-note">{t(`${texts}.intro`)}</p>
          <PriceStage catalogue={data} />
          {children(data)}
          <ServiceOrders kind={kind} />
          <ServicesNav current={route} />
        </Page>
      )}
    </QueryView>
  );
}
