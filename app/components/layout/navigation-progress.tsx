// A thin bar across the top of the window while the next page, or a form's answer, is on its
// way: on a slow connection a tapped listing used to leave the old page unchanged for seconds,
// as if the tap had not been taken. It shows only after a moment (app.css), so a quick page
// never flickers it; the search page also dims its results. Decoration: the page that comes is
// what screen readers hear about.
import { useNavigation } from 'react-router';

export function NavigationProgress() {
  const { state } = useNavigation();
  return state === 'idle' ? null : <div aria-hidden="true" className="navigation-progress" />;
}
