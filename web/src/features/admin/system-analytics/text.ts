/** The System Analytics screen's English text. */
export const text = {
  title: 'System Analytics',
  subtitle: 'Orders and revenue over time',
  refresh: 'Refresh',
  period: 'Period',
  periods: { 7: 'Last 7 Days', 30: 'Last 30 Days', 90: 'Last 90 Days' },
  fetchFailed: 'Failed to fetch reports',
  cards: { orders: 'Orders', revenue: 'Revenue', average: 'Average Order Value', perDay: 'Revenue per Day (avg.)' },
  charts: { revenue: 'Revenue per Day', orders: 'Orders per Day', day: 'Day', revenueHeader: 'Revenue', ordersHeader: 'Orders', noData: 'No orders in this period' },
} as const;
