// The page frame of the invoicing screens: the common one, inside the invoicing styles that let long
// typed text (a title, an e-mail) wrap within the phone's width (invoicing.css).
import { Page, type PageProps } from '../../ui/page';
import './invoicing.css';

export function InvoicingPage(props: PageProps) {
  return (
    <div className="fp-inv">
      <Page {...props} />
    </div>
  );
}
