import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '../lib/session/store';

/** The start page: the dashboard with a session, sign-in without (never via the signed-in layout). */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: getSession().signedIn ? '/dashboard' : '/login' });
  },
});
