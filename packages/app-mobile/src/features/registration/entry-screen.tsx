// `/`: the landing link's first stop. The shell runs the entry flow for it (link kept, gates, visit
// recorded, WeChat auto login) and moves on to where the flow says; until then, the loading state.
import { LoadingScreen } from '../../ui/loading-screen';

export default function EntryScreen() {
  return <LoadingScreen />;
}
