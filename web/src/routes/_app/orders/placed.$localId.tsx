import { createFileRoute } from '@tanstack/react-router';
import { OrderConfirmationPage } from '../../../features/orders/order-confirmation-page';

export const Route = createFileRoute('/_app/orders/placed/$localId')({ component: ConfirmationRoute });

function ConfirmationRoute() {
  const { localId } = Route.useParams();
  return <OrderConfirmationPage localId={localId} />;
}
