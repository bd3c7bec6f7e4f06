import { createFileRoute } from '@tanstack/react-router';
import { placeholder } from '../../../ui/placeholder-page';

export const Route = createFileRoute('/_app/orders/$id')({ component: placeholder('nav.orders') });
