import { createFileRoute } from '@tanstack/react-router';
import { requireSuperAdmin } from '../../../lib/session/guards';
import { placeholder } from '../../../ui/placeholder-page';

export const Route = createFileRoute('/_app/admin/chapters')({ beforeLoad: requireSuperAdmin, component: placeholder('nav.chapters') });
