-- The checks of place_checks, run as their transaction commits (docs/decisions/037-places-checked-at-commit.md).
-- Volatile, so each statement reads with its own snapshot: the holds are counted after the session's
-- lock is had, and see every hold committed by those who had it before.
CREATE FUNCTION check_places() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  places_left integer;
  held bigint;
BEGIN
  IF NEW.claim <> 0 THEN
    UPDATE occurrences SET booked_count = booked_count + NEW.claim
      WHERE id = NEW.occurrence_id AND booked_count + NEW.claim BETWEEN 0 AND capacity;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'LP409', MESSAGE = NEW.refusal;
    END IF;
  END IF;
  IF NEW.held_at IS NOT NULL THEN
    SELECT capacity - booked_count INTO places_left FROM occurrences
      WHERE id = NEW.occurrence_id FOR NO KEY UPDATE;
    -- The holds of the basket repository's held_places: live lines of open baskets, live waitlist offers.
    SELECT (SELECT count(*) FROM cart_items i JOIN carts c ON c.id = i.cart_id
             WHERE i.occurrence_id = NEW.occurrence_id AND i.hold_expires_at > NEW.held_at AND c.status = 'open')
         + (SELECT count(*) FROM waitlist_entries w
             WHERE w.occurrence_id = NEW.occurrence_id AND w.status = 'offered' AND w.offer_expires_at > NEW.held_at)
      INTO held;
    IF places_left IS NULL OR held > places_left THEN
      RAISE EXCEPTION USING ERRCODE = 'LP409', MESSAGE = NEW.refusal;
    END IF;
  END IF;
  DELETE FROM place_checks WHERE id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER place_checks_at_commit AFTER INSERT ON place_checks
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION check_places();
