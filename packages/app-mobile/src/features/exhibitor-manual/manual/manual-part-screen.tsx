// /exhibitorSelfService/information/manualPart/{materialTypeV2}?part=: one part of a section — one
// booth's fascia (`part` = the booth number) or one form (`part` = its id); without `part`, the first.
import { ManualScreen } from './manual-screen';

export default function ManualPartScreen() {
  return <ManualScreen whole={false} />;
}
