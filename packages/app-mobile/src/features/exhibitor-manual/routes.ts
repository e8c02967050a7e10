// The exhibitor manual and the company form (issue 30, design exhibitor.md §2.1 formInfoWap, §2.2
// manualAll / manualPart): a manual section whole, one part of it (one booth's fascia, one form), and
// the company's server-built form. Every route needs a login (the domain's route catalogue).
import { lazyScreen } from '../../routes/lazy-screen';
import type { RouteEntry } from '../../routes/route-entry';

export const routes: readonly RouteEntry[] = [
  {
    path: '/exhibitorSelfService/information/manualAll/:materialTypeV2',
    screen: lazyScreen(() => import('./manual/manual-all-screen')),
    titleKey: 'exhibitor-manual:title.manual',
    home: '/exhibitorSelfService/information',
  },
  {
    path: '/exhibitorSelfService/information/manualPart/:materialTypeV2',
    screen: lazyScreen(() => import('./manual/manual-part-screen')),
    titleKey: 'exhibitor-manual:title.manualPart',
    home: '/exhibitorSelfService/information',
  },
  { path: '/exhibitorSelfService/formInfoWap', screen: lazyScreen(() => import('./company/company-form-screen')), titleKey: 'exhibitor-manual:title.companyForm' },
];
