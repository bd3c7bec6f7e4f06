import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireVisitor } from '../lib/session/guards';

/** Sign in, registration and password recovery: visitors only. */
export const Route = createFileRoute('/_guest')({
  beforeLoad: requireVisitor,
  component: Outlet,
});
