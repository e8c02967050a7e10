// The frame the three booking screens share: the catalogue of their kind read from the server, the
// heading and intro, the price stage, the screen's own form, the orders of that kind and the area's nav.
// On an exhibition whose exhibitor information the organiser has closed, the form gives way to spec §8's
// "Submission of information is closed" (the server's 5003 for every booking) with the ways on: the
// orders already made stay listed below.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlainRoutePath } from '@fairpass/domain';
import { submissionRefusal, type ServiceCatalogue, type ServiceKind } from '@fairpass/domain/exhibitor-services';
import { BackButton } from '../../ui/back-button';
import { Page } from '../../ui/page';
import { QueryView } from '../../ui/server-state/query-view';
import { useShell } from '../../ui/shell-context';
import { useErrorMessage } from '../../ui/use-error-message';
import { WayOnLinks } from '../../ui/way-on/way-on-links';
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
  const errorMessage = useErrorMessage();
  return (
    <QueryView query={catalogue} heading={t(`${texts}.heading`)} headingId={headingId}>
      {(data) => {
        const closed = submissionRefusal(data);
        return (
          <Page labelledBy={headingId}>
            <BackButton fallback="/user-center" />
            <h1 id={headingId} className="fp-heading">
              {t(`${texts}.heading`)}
            </h1>
            <p className="fp-note">{t(`${texts}.intro`)}</p>
            <PriceStage catalogue={data} />
            {closed ? (
              <>
                <p className="fp-form__error" role="alert">
                  {errorMessage(closed.code)}
                </p>
                <WayOnLinks areaList={false} />
              </>
            ) : (
              children(data)
            )}
            <ServiceOrders kind={kind} />
            <ServicesNav current={route} />
          </Page>
        );
      }}
    </QueryView>
  );
}
