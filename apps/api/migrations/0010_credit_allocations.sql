CREATE TABLE "credit_allocations" (
	"entry_id" integer NOT NULL,
	"grant_id" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "credit_allocations_entry_id_grant_id_pk" PRIMARY KEY("entry_id","grant_id"),
	CONSTRAINT "credit_allocations_amount_positive" CHECK ("credit_allocations"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "credit_entries" ADD COLUMN "grant_id" integer;--> statement-breakpoint
ALTER TABLE "credit_allocations" ADD CONSTRAINT "credit_allocations_entry_id_credit_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."credit_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_allocations" ADD CONSTRAINT "credit_allocations_grant_id_credit_entries_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."credit_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_allocations_grant_idx" ON "credit_allocations" USING btree ("grant_id");--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_grant_id_credit_entries_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."credit_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_entries_expiry_idx" ON "credit_entries" USING btree ("expires_at") WHERE "credit_entries"."amount" > 0 and "credit_entries"."expires_at" is not null;--> statement-breakpoint
CREATE INDEX "credit_entries_order_idx" ON "credit_entries" USING btree ("order_id") WHERE "credit_entries"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "credit_entries_grant_idx" ON "credit_entries" USING btree ("grant_id") WHERE "credit_entries"."grant_id" is not null;--> statement-breakpoint
-- Existing credit brought under the ledger's rule (docs/decisions/031-credit-ledger.md): each customer's
-- entries replayed in the order they were written, each spend allocated to the grants it could draw on
-- then (soonest expiry first, those without an end last), and what a grant still held when it lapsed
-- written as an 'expired' entry dated at its end.
DO $$
DECLARE
  e record;
  g record;
  wanted integer;
  take integer;
  expiry_id integer;
BEGIN
  CREATE TEMP TABLE credit_pool (
    id integer PRIMARY KEY, client_id integer, user_id integer, kind text, expires_at timestamptz, remaining integer
  );
  FOR e IN SELECT * FROM credit_entries ORDER BY client_id, user_id, kind, created_at, id LOOP
    FOR g IN
      SELECT * FROM credit_pool
      WHERE client_id = e.client_id AND user_id = e.user_id AND kind = e.kind
        AND remaining > 0 AND expires_at <= e.created_at
      ORDER BY expires_at, id
    LOOP
      INSERT INTO credit_entries (client_id, user_id, kind, amount, reason, grant_id, created_at)
        VALUES (g.client_id, g.user_id, g.kind, -g.remaining, 'expired', g.id, g.expires_at)
        RETURNING id INTO expiry_id;
      INSERT INTO credit_allocations (entry_id, grant_id, amount) VALUES (expiry_id, g.id, g.remaining);
      UPDATE credit_pool SET remaining = 0 WHERE id = g.id;
    END LOOP;
    IF e.amount > 0 THEN
      INSERT INTO credit_pool VALUES (e.id, e.client_id, e.user_id, e.kind, e.expires_at, e.amount);
    ELSE
      wanted := -e.amount;
      FOR g IN
        SELECT * FROM credit_pool
        WHERE client_id = e.client_id AND user_id = e.user_id AND kind = e.kind AND remaining > 0
        ORDER BY expires_at ASC NULLS LAST, id
      LOOP
        EXIT WHEN wanted = 0;
        take := least(wanted, g.remaining);
        INSERT INTO credit_allocations (entry_id, grant_id, amount) VALUES (e.id, g.id, take);
        UPDATE credit_pool SET remaining = remaining - take WHERE id = g.id;
        wanted := wanted - take;
      END LOOP;
    END IF;
  END LOOP;
  FOR g IN SELECT * FROM credit_pool WHERE remaining > 0 AND expires_at <= now() ORDER BY id LOOP
    INSERT INTO credit_entries (client_id, user_id, kind, amount, reason, grant_id, created_at)
      VALUES (g.client_id, g.user_id, g.kind, -g.remaining, 'expired', g.id, g.expires_at)
      RETURNING id INTO expiry_id;
    INSERT INTO credit_allocations (entry_id, grant_id, amount) VALUES (expiry_id, g.id, g.remaining);
  END LOOP;
  DROP TABLE credit_pool;
END $$;
