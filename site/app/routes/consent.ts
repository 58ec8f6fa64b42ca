import { redirect } from 'react-router';
import type { Route } from './+types/consent';
import { consentCookie, isConsent } from '../components/consent/consentCookie.ts';
import { readForm } from '../lib/readForm.server.ts';
import { safeBack } from '../lib/safeBack.ts';

/** The cookie banner without JavaScript: records the choice in `pallone_consent` and goes back to the page. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const choice = form.get('consent');
  const back = safeBack(form.get('back'));
  if (!isConsent(choice)) return redirect(back);
  // Secure whenever the page came over HTTPS (npm start defaults NODE_ENV=production even on plain http).
  const secure = new URL(request.url).protocol === 'https:';
  return redirect(back, { headers: { 'Set-Cookie': consentCookie(choice, secure) } });
}

export function loader() {
  return redirect('/');
}
