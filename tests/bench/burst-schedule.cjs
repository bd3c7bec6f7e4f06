/**
 * The event-morning load's order schedule, shared by the load generator (which paces orders by
 * it) and the benchmark (which sums the machine's CPU by it): orders at a steady rate with a burst
 * of `burstSeconds` closing every `burstEverySeconds`, the bursts in the first `syncWindowSeconds`
 * coming while tablets download the catalogue.
 */
'use strict';

/** The part of the run a moment (seconds from the start) belongs to. */
function partOf(second, { burstEverySeconds, burstSeconds, syncWindowSeconds }) {
  const bursting = second % burstEverySeconds >= burstEverySeconds - burstSeconds;
  if (!bursting) return 'between bursts';
  return second < syncWindowSeconds ? 'bursts while tablets sync' : 'bursts after';
}

const PARTS = ['bursts while tablets sync', 'bursts after', 'between bursts'];

/** The kind an order of a part is counted under too: 'order in bursts after', 'order between bursts'. */
const orderKind = (part) => `order ${part.replace(/^bursts/, 'in bursts')}`;

module.exports = { partOf, PARTS, orderKind };
