// /exhibitorSelfService/information/manualAll/{materialTypeV2}: one manual section whole — its text and
// every form, or for `board` the fascia of every standard booth on one page.
import { ManualScreen } from './manual-screen';

export default function ManualAllScreen() {
  return <ManualScreen whole />;
}
