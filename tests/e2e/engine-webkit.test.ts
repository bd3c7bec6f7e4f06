/** The shopper's offline journeys in WebKit (Safari's engine: WebKitGTK's MiniBrowser). */
import { offlineJourneys } from '../fixtures/offline-journeys';

offlineJourneys('webkit');
