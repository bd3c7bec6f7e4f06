import { createFileRoute } from '@tanstack/react-router';
import { placeholder } from '../../ui/placeholder-page';

export const Route = createFileRoute('/_app/offline')({ component: placeholder('nav.offline') });
