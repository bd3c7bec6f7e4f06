import { MSG } from '@portal/contract/messages';
import './pending.css';

/**
 * A screen still loading (the router shows it after a moment): plain markup, because the UI kit
 * may be what is loading.
 */
export function Pending() {
  return (
    <div className="pending" role="status" aria-live="polite">
      <span className="pending-spinner" aria-hidden="true" />
      <p>{MSG.loading}</p>
    </div>
  );
}
