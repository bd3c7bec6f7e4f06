import { createFileRoute } from '@tanstack/react-router';
import { ChaptersPage } from '../../../features/admin/chapters/chapters-page';
import { requireSuperAdmin } from '../../../lib/session/guards';

export const Route = createFileRoute('/_app/admin/chapters')({ beforeLoad: requireSuperAdmin, component: ChaptersPage });
