// /exhibitorSelfService/exhibitorRegist/login (issue 30, design exhibitor.md §2.1, decision 8): the
// exhibitor's login page, opened without a token from the exhibitor registration link (registerType
// exhibitorDept or another exhibitor type) and where the guard sends a logged-out exhibitor. The same
// ways to log in as /registration (the exhibition's login mode, the two consents), headed for exhibitors;
// the login then goes where the next step says (exhibitor types: the user centre, whose company card
// leads on) or to the exhibitor screen first asked for.
import { LoginScreenFor } from './login-screen';

export default function ExhibitorLoginScreen() {
  return <LoginScreenFor audience="exhibitor" />;
}
