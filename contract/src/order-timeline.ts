/**
 * An order's timeline, as the back office's order page shows it: when and by whom it was placed,
 * each change of its status and payment method (from the audit records those changes write), and
 * the back office's internal comments, newest first. Comments are never shown to shoppers: both
 * routes are for ADMIN and SUPER_ADMIN only (decision 032).
 */
import * as v from 'valibot';
import { idParams, isoMoment } from './common';
import { rule } from './field-rules';
import { flatBody, wellFormedText } from './guards';
import { route } from './route';
import { ADMINS, ORDER_STATUSES, PAYMENT_METHODS } from './rules';

export const MAX_ORDER_COMMENT = 2000;
export const MSG_COMMENT_REQUIRED = 'Comment is required';
export const MSG_COMMENT_TOO_LONG = 'Comment must be at most 2000 characters';

export const orderCommentBody = flatBody(
  { text: 'COMMENT_REQUIRED' },
  v.strictObject({
    text: v.pipe(v.string('Comment must be text'), wellFormedText(), v.trim(), v.nonEmpty(rule('COMMENT_REQUIRED')), v.maxLength(MAX_ORDER_COMMENT, rule('COMMENT_TOO_LONG'))),
  }),
);
export type OrderCommentInput = v.InferOutput<typeof orderCommentBody>;

/** Who did it; null when the account is gone. */
const actor = v.nullable(v.strictObject({ id: v.number(), name: v.string(), email: v.string() }));
export type TimelineActor = v.InferOutput<typeof actor>;

const status = v.picklist(ORDER_STATUSES);
const method = v.nullable(v.picklist(PAYMENT_METHODS));

export const timelineEntry = v.variant('kind', [
  v.strictObject({
    kind: v.literal('placed'),
    id: v.string(),
    /** When the buyer placed it on the device; receivedAt is when the server got it (later when sent offline). */
    at: isoMoment,
    receivedAt: isoMoment,
    actor,
  }),
  v.strictObject({ kind: v.literal('status_changed'), id: v.string(), at: isoMoment, actor, from: status, to: status }),
  v.strictObject({ kind: v.literal('payment_method_changed'), id: v.string(), at: isoMoment, actor, from: method, to: method }),
  v.strictObject({ kind: v.literal('comment'), id: v.string(), at: isoMoment, actor, text: v.string() }),
]);
export type TimelineEntry = v.InferOutput<typeof timelineEntry>;
export type CommentEntry = Extract<TimelineEntry, { kind: 'comment' }>;

export const orderTimeline = v.strictObject({ orderId: v.number(), entries: v.array(timelineEntry) });
export type OrderTimeline = v.InferOutput<typeof orderTimeline>;

const tag = 'orders';

export const orderTimelineRoutes = {
  timeline: route({
    method: 'GET',
    path: '/orders/:id/timeline',
    access: ADMINS,
    tag,
    summary: "An order's timeline: placed, status and payment method changes with who and when, internal comments; newest first",
    params: idParams,
    answer: orderTimeline,
    errors: ['NOT_FOUND'],
  }),
  comment: route({
    method: 'POST',
    path: '/orders/:id/comments',
    access: ADMINS,
    tag,
    summary: 'Add an internal comment to an order (never shown to shoppers)',
    params: idParams,
    body: orderCommentBody,
    answer: timelineEntry,
    status: 201,
    errors: ['NOT_FOUND'],
  }),
};
