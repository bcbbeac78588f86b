/**
 * The payment entity (docs/data-model.md): `ORG#<orgId>`/`PAYMENT#<createdAt>#<id>`, in its
 * organization's partition, so an organization's payments are one Query. Amounts are integer cents
 * in USD. Revenue counts COMPLETED payments minus refunds (domain/billing/revenue.ts); the table stream keeps
 * the platform total (events/reactions/count-revenue.ts). This module is the only writer of payments.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PaymentStatus } from '../domain/billing/revenue';
import { db, putIfAbsent, queryAllPages, tableName, updateIfStill } from './client';
import { paymentKeys, withoutKeys } from './keys';
import type { TransactItem } from './transactions';

export const PAYMENT_ENTITY = 'Payment';

/**
 * What a payment paid for: a plan's first payment (its checkout), a monthly renewal, a change of plan
 * invoiced at once, a failed charge, or a refund (money given back: revenue subtracts it).
 */
export type PaymentKind = 'checkout' | 'renewal' | 'plan_change' | 'failed_charge' | 'refund';

export interface Payment {
  id: string;
  orgId: string;
  status: PaymentStatus;
  /** Integer cents. */
  amountCents: number;
  currency: 'usd';
  /** The payment provider's checkout session, when the payment started as one. */
  providerSessionId?: string;
  /** The provider's payment (intent or charge) id. */
  providerPaymentId?: string;
  /** The provider's customer id of the organization. */
  providerCustomerId?: string;
  /** The provider's invoice, for renewals and failed charges. */
  providerInvoiceId?: string;
  /** The provider's charge a refund gave money back from. */
  providerChargeId?: string;
  kind?: PaymentKind;
  createdAt: string;
  /** When the status last changed (absent until it does). */
  updatedAt?: string;
}

export function toItem(payment: Payment) {
  return { ...paymentKeys.item(payment.orgId, payment.createdAt, payment.id), entity: PAYMENT_ENTITY, ...payment };
}

export function fromItem(item: Record<string, unknown>): Payment {
  return withoutKeys(item) as unknown as Payment;
}

function assertValid(payment: Payment) {
  if (!Number.isSafeInteger(payment.amountCents) || payment.amountCents < 0) {
    throw new Error(`A payment amount is a non-negative integer of cents, not ${payment.amountCents}`);
  }
  if (payment.currency !== 'usd') throw new Error(`Payments are in usd, not ${String(payment.currency)}`);
}

/**
 * Records a new payment. Returns false when a payment with this id and time is recorded already
 * (a provider notification delivered twice records one payment).
 */
export async function recordPayment(payment: Payment): Promise<boolean> {
  assertValid(payment);
  return putIfAbsent(toItem(payment));
}

/** A new payment as a transaction item (with the change it belongs to): fails if it exists already. */
export function paymentRecorded(payment: Payment): TransactItem {
  assertValid(payment);
  return { Put: { TableName: tableName(), Item: toItem(payment), ConditionExpression: 'attribute_not_exists(PK)' } };
}

/** A payment moving from `from` to `to` (with provider details), as a transaction item. */
export function paymentStatusChanged(
  payment: Pick<Payment, 'orgId' | 'createdAt' | 'id'>,
  change: { from: PaymentStatus; to: PaymentStatus; at: string; details?: Partial<Payment> },
): TransactItem {
  const details = Object.entries(change.details ?? {}).filter(([, value]) => value !== undefined);
  return {
    Update: {
      TableName: tableName(),
      Key: paymentKeys.item(payment.orgId, payment.createdAt, payment.id),
      UpdateExpression: [
        'SET #status = :to, updatedAt = :at',
        ...details.map(([name]) => `#d_${name} = :d_${name}`),
      ].join(', '),
      ConditionExpression: 'attribute_exists(PK) AND #status = :from',
      ExpressionAttributeNames: {
        '#status': 'status',
        ...Object.fromEntries(details.map(([name]) => [`#d_${name}`, name])),
      },
      ExpressionAttributeValues: {
        ':from': change.from,
        ':to': change.to,
        ':at': change.at,
        ...Object.fromEntries(details.map(([name, value]) => [`:d_${name}`, value])),
      },
    },
  };
}

/** One payment by its key parts, if recorded. */
export async function getPayment(orgId: string, createdAt: string, id: string): Promise<Payment | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: paymentKeys.item(orgId, createdAt, id), ConsistentRead: true }),
  );
  return Item ? fromItem(Item) : undefined;
}

/**
 * Moves a payment from one status to another, only while it is still in `from` (of two notifications
 * racing, one applies). Returns false when the payment is missing or no longer in `from`.
 */
export async function changePaymentStatus(
  payment: Pick<Payment, 'orgId' | 'createdAt' | 'id'>,
  change: { from: PaymentStatus; to: PaymentStatus; at: string },
): Promise<boolean> {
  return updateIfStill({
    Key: paymentKeys.item(payment.orgId, payment.createdAt, payment.id),
    UpdateExpression: 'SET #status = :to, updatedAt = :at',
    ConditionExpression: 'attribute_exists(PK) AND #status = :from',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':from': change.from, ':to': change.to, ':at': change.at },
  });
}

/**
 * An organization's payments, newest first: one Query on its partition, `PAYMENT#` sort keys (pages
 * followed: an organization pays monthly at most, a few dozen items over years).
 */
export async function listPaymentsOfOrganization(orgId: string): Promise<Payment[]> {
  const payments: Payment[] = [];
  await queryAllPages(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :payment)',
      ExpressionAttributeValues: {
        ':pk': paymentKeys.organizationPartition(orgId),
        ':payment': paymentKeys.sortPrefix,
      },
      ScanIndexForward: false,
    },
    ({ items }) => payments.push(...items.map(fromItem)),
  );
  return payments;
}
