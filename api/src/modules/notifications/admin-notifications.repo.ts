/** Back-office reads across every user's notifications and the mail outbox. */
import { desc, eq } from 'drizzle-orm';
import { schema, type Executor } from '@portal/db';

const { notifications, users, mailOutbox } = schema;

export async function listSent(db: Executor, page: number, limit: number) {
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      data: notifications.data,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset((page - 1) * limit);
}

export const countSent = (db: Executor) => db.$count(notifications);

/** The body column is left out on purpose: it can carry a password-reset token. */
export async function listMail(db: Executor, page: number, limit: number) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      error: mailOutbox.error,
      attempts: mailOutbox.attempts,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit)
    .offset((page - 1) * limit);
}

export const countMail = (db: Executor) => db.$count(mailOutbox);
