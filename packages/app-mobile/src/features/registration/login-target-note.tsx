// "登录后前往：会议日程" / "Sign in to continue to: Programme" (issue 27): the login pages say which screen
// the visitor asked for and will land on, by that screen's page title (login-target-note-text.tsx).
// Nothing when no screen was asked for (the after-login decision then says where the visitor goes).
// Its place is an empty, hidden line until then: the build's login markup (index.html) has it too, and on
// a link to a screen behind the login the page keeps that line's space from the first paint (#root's
// LOGIN_TARGET_ATTRIBUTE, login.css), so the note takes it without moving the form. While React takes
// the build's markup over, the note is left out as the build rendered it, and comes in the render after.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useLoginTarget } from '../../ui/login-target';

const LoginTargetNoteText = lazy(() => import('./login-target-note-text'));

const never = () => () => undefined;
/** false while React hydrates the build's markup (and renders it at build time), true after. */
const useAfterHydration = (): boolean => useSyncExternalStore(never, () => true, () => false);

export function LoginTargetNote() {
  const target = useLoginTarget();
  const afterHydration = useAfterHydration();
  // A no-break space gives the kept line the note's own height.
  const kept = (
    <p className="fp-login-target" hidden>
      {'\u00a0'}
    </p>
  );
  if (!afterHydration || target === undefined) return kept;
  return (
    <Suspense fallback={kept}>
      <LoginTargetNoteText target={target} kept={kept} />
    </Suspense>
  );
}
