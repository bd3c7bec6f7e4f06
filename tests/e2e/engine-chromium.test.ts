/** The shopper's offline journeys in Chromium, through the same driver layer as WebKit and Firefox. */
import { offlineJourneys } from '../fixtures/offline-journeys';

offlineJourneys('chromium');
