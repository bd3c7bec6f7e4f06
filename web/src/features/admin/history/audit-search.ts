import { AUDIT_ENTITIES } from '@portal/contract/audit';
import { filter, searchSchema } from '../kit/search-schema';

/** The audit log's address: record type and id, actor, action, the days, page and page size. */
export const auditSearch = {
  filters: {
    entity: filter.oneOf(AUDIT_ENTITIES),
    entityId: filter.text(),
    actorUserId: filter.id(),
    action: filter.text(),
    from: filter.day(),
    to: filter.day(),
  },
  sorts: [] as readonly string[],
};

export const auditSearchSchema = searchSchema(auditSearch);
