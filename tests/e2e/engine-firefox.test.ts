/** The shopper's offline journeys in Firefox ESR. */
import { offlineJourneys } from '../fixtures/offline-journeys';

offlineJourneys('firefox');
