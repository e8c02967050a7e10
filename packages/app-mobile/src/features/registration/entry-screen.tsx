// `/`: the landing link's first stop. The SDK's start-from-link flow keeps the link context, applies the
// gates, records the visit and runs the WeChat auto login; this screen shows the loading state and goes
// where the flow says.
import { LoadingScreen } from '../../ui/loading-screen';
import { useEntryFlow } from './use-entry-flow';

export default function EntryScreen() {
  useEntryFlow(true);
  return <LoadingScreen />;
}
