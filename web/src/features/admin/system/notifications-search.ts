import * as v from 'valibot';
import { pageField, pageSizeField } from '../kit/search-schema';

/** The notifications screen's address: each table's page (1-based) and page size, apart. */
export const notificationSearchSchema = v.object({
  sentPage: pageField(),
  sentPageSize: pageSizeField(),
  outboxPage: pageField(),
  outboxPageSize: pageSizeField(),
});

export type NotificationSearch = v.InferOutput<typeof notificationSearchSchema>;
