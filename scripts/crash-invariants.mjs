// The books after a crash run, as SQL: each check returns the rows that break it, so a violation names
// what broke. The crash harness and its test read them; every count must be 0.

const checks = {
  'a session’s booked count differs from its active bookings': `
    select o.id, o.booked_count, count(b.id) as active from occurrences o
    left join bookings b on b.occurrence_id = o.id and b.status = 'active'
    group by o.id having o.booked_count <> count(b.id)`,
  'a session is booked past its places': `
    select id, booked_count, capacity from occurrences where booked_count > capacity`,
  'a person holds two places in one session': `
    select occurrence_id, user_id, count(*) from bookings where status = 'active'
    group by occurrence_id, user_id having count(*) > 1`,
  'an order’s card payment is neither captured (order placed) nor reversed (order reversed)': `
    select o.id, o.status, p.status as payment from orders o join payments p on p.id = o.payment_id
    where not ((p.status = 'captured' and o.status = 'placed') or (p.status = 'reversed' and o.status = 'reversed'))`,
  'an order paid by card has no payment': `
    select id from orders where card_amount > 0 and payment_id is null`,
  'a payment still owes a step after the sweep (authorised without an order, a capture, a release)': `
    select id, status, order_id from payments
    where status in ('created', 'requires_action', 'failed', 'authorized', 'ordered', 'voiding')`,
  'a card is still held at the gateway': `
    select id, merchant_ref from sandbox_payment_intents where status = 'requires_capture'`,
  'a card is charged for no placed order': `
    select i.id, i.merchant_ref from sandbox_payment_intents i
    left join payments p on p.provider_ref = i.id left join orders o on o.id = p.order_id
    where i.status = 'succeeded' and (o.id is null or o.status <> 'placed')`,
  'a placed order’s capture is not done at the gateway': `
    select o.id, i.status from orders o join payments p on p.id = o.payment_id
    join sandbox_payment_intents i on i.id = p.provider_ref
    where o.status = 'placed' and i.status <> 'succeeded'`,
  'an order’s lines differ from what its payment was created for': `
    with quoted as (
      select p.order_id, l->>'occurrenceId' as occurrence, coalesce(l->>'purchasedForUserId', o.user_id::text) as attendee,
             ((l->>'unitPrice')::int * (l->>'quantity')::int) as price
      from payments p join orders o on o.id = p.order_id, jsonb_array_elements(p.quote->'lines') l
    ), ordered as (
      select i.order_id, i.occurrence_id::text as occurrence, i.purchased_for_user_id::text as attendee, i.price
      from order_items i join payments p on p.order_id = i.order_id
    ), extra as (select * from ordered except all select * from quoted),
       missing as (select * from quoted except all select * from ordered)
    select 'not quoted' as problem, * from extra union all select 'not ordered', * from missing`,
  'a payment’s amount differs from its quote': `
    select id, amount, quote from payments
    where quote is not null and amount <> (quote->>'total')::int - (quote->>'credit')::int`,
  'a key made two orders': `
    select client_id, user_id, idempotency_key, count(*) from orders
    group by client_id, user_id, idempotency_key having count(*) > 1`,
  'a key charged twice': `
    select p.user_id, p.idempotency_key, count(*) from payments p
    join sandbox_payment_intents i on i.id = p.provider_ref where i.status = 'succeeded'
    group by p.user_id, p.idempotency_key having count(*) > 1`,
  'a customer was charged other than their placed orders’ card amounts': `
    with charged as (
      select p.user_id, sum(i.amount) as amount from payments p
      join sandbox_payment_intents i on i.id = p.provider_ref where i.status = 'succeeded' group by p.user_id
    ), owed as (
      select user_id, sum(card_amount) as amount from orders where status = 'placed' and card_amount > 0 group by user_id
    )
    select coalesce(c.user_id, o.user_id) as user_id, c.amount as charged, o.amount as owed
    from charged c full join owed o on o.user_id = c.user_id where c.amount is distinct from o.amount`,
  'a reversed order still holds a place': `
    select b.id from bookings b join orders o on o.id = b.order_id where o.status = 'reversed' and b.status = 'active'`,
};

/** Every check's violating rows, and the run's figures (orders, payments by state). */
export async function bookInvariants(db) {
  const violations = {};
  for (const [name, query] of Object.entries(checks)) {
    const { rows } = await db.query(query);
    violations[name] = rows;
  }
  const { rows: orders } = await db.query(
    `select count(*) filter (where status = 'placed')::int as placed, count(*) filter (where status = 'reversed')::int as reversed
     from orders where payment_id is not null`,
  );
  const { rows: payments } = await db.query(
    `select status, count(*)::int as n from payments group by status order by status`,
  );
  return {
    violations,
    figures: {
      cardOrdersPlaced: orders[0].placed,
      cardOrdersReversed: orders[0].reversed,
      payments: Object.fromEntries(payments.map((p) => [p.status, p.n])),
    },
  };
}
