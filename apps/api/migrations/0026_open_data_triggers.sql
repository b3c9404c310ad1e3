-- The OpenActive feeds' items, kept by triggers in the transaction of each change (docs/decisions/055-open-data-feeds.md).
-- Statement triggers over transition tables: a booking touches one row, the seed's thousands of sessions one
-- set-based statement.

-- The RPDE `modified` of a change: the id of the transaction making it.
CREATE FUNCTION open_data_change() RETURNS bigint LANGUAGE sql VOLATILE AS $$
  SELECT pg_current_xact_id()::text::bigint
$$;
--> statement-breakpoint
-- Writes items as changed now. One whose end has passed is written deleted; one already deleted that would
-- stay deleted is left alone, so a consumer is not told twice.
CREATE FUNCTION open_data_touch(p_client integer[], p_kind text[], p_source integer[], p_ends timestamptz[])
RETURNS void LANGUAGE sql VOLATILE AS $$
  INSERT INTO open_data_items AS i (client_id, kind, source_id, modified, ends_at, deleted_at)
  SELECT DISTINCT ON (t.k, t.s) t.c, t.k, t.s, open_data_change(), t.e, CASE WHEN t.e <= now() THEN now() END
    FROM unnest(p_client, p_kind, p_source, p_ends) AS t(c, k, s, e)
    ORDER BY t.k, t.s
  ON CONFLICT (kind, source_id) DO UPDATE
    SET modified = EXCLUDED.modified, ends_at = EXCLUDED.ends_at, deleted_at = EXCLUDED.deleted_at
    WHERE i.deleted_at IS NULL OR EXCLUDED.deleted_at IS NULL
$$;
--> statement-breakpoint
-- An activity's own item: a court or other space is a FacilityUse, a course a CourseInstance (its sessions
-- are the course's schedule), anything else a SessionSeries.
CREATE FUNCTION open_data_activity_kind(booking_type text, category_kind text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN booking_type = 'slot' THEN 'FacilityUse'
              WHEN category_kind = 'courses' THEN 'CourseInstance'
              ELSE 'SessionSeries' END
$$;
--> statement-breakpoint
CREATE FUNCTION open_data_touch_activities(p_ids integer[]) RETURNS void LANGUAGE sql VOLATILE AS $$
  SELECT open_data_touch(
    array_agg(a.client_id),
    array_agg(open_data_activity_kind(a.booking_type, c.kind)),
    array_agg(a.id),
    array_agg(CASE WHEN open_data_activity_kind(a.booking_type, c.kind) = 'CourseInstance'
                   THEN (SELECT max(x.ends_at) FROM occurrences x WHERE x.activity_id = a.id) END))
    FROM activities a JOIN activity_categories c ON c.id = a.category_id
   WHERE a.id = ANY(p_ids)
$$;
--> statement-breakpoint
-- A session's item is its own (ScheduledSession, or Slot for a court); a course's sessions change the course.
CREATE FUNCTION open_data_touch_occurrences(p_ids integer[]) RETURNS void LANGUAGE sql VOLATILE AS $$
  SELECT open_data_touch(array_agg(t.client_id), array_agg(t.kind), array_agg(t.source_id), array_agg(t.ends_at))
    FROM (
      SELECT o.client_id,
             CASE open_data_activity_kind(a.booking_type, c.kind)
               WHEN 'FacilityUse' THEN 'Slot' WHEN 'CourseInstance' THEN 'CourseInstance' ELSE 'ScheduledSession' END
               AS kind,
             CASE WHEN open_data_activity_kind(a.booking_type, c.kind) = 'CourseInstance' THEN a.id ELSE o.id END
               AS source_id,
             CASE WHEN open_data_activity_kind(a.booking_type, c.kind) = 'CourseInstance'
                  THEN (SELECT max(x.ends_at) FROM occurrences x WHERE x.activity_id = a.id) ELSE o.ends_at END
               AS ends_at
        FROM occurrences o
        JOIN activities a ON a.id = o.activity_id
        JOIN activity_categories c ON c.id = a.category_id
       WHERE o.id = ANY(p_ids)
    ) t
$$;
--> statement-breakpoint
CREATE FUNCTION open_data_mark_deleted(p_kinds text[], p_ids integer[]) RETURNS void LANGUAGE sql VOLATILE AS $$
  UPDATE open_data_items SET modified = open_data_change(), deleted_at = now()
   WHERE kind = ANY(p_kinds) AND source_id = ANY(p_ids) AND deleted_at IS NULL
$$;
--> statement-breakpoint
CREATE FUNCTION open_data_occurrences_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM open_data_touch_occurrences(array_agg(id)) FROM changed_occurrences;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A removed session's item is deleted; a removed course session changes its course's dates.
CREATE FUNCTION open_data_occurrences_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM open_data_mark_deleted(ARRAY['ScheduledSession', 'Slot'], array_agg(id)) FROM changed_occurrences;
  PERFORM open_data_touch_activities(array_agg(DISTINCT activity_id)) FROM changed_occurrences;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Its own item, and for a court the price its slots carry.
CREATE FUNCTION open_data_touch_activity_offers(p_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM open_data_touch_activities(p_ids);
  UPDATE open_data_items i SET modified = open_data_change()
    FROM occurrences o
   WHERE o.activity_id = ANY(p_ids) AND i.kind = 'Slot' AND i.source_id = o.id AND i.deleted_at IS NULL
     AND i.modified <> open_data_change();
END
$$;
--> statement-breakpoint
CREATE FUNCTION open_data_activities_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM open_data_touch_activity_offers(array_agg(id)) FROM changed_activities;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION open_data_activities_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM open_data_mark_deleted(ARRAY['SessionSeries', 'CourseInstance', 'FacilityUse'], array_agg(id))
     FROM changed_activities;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION open_data_prices_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM open_data_touch_activity_offers(array_agg(DISTINCT activity_id)) FROM changed_prices;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A venue's name, address or place is in every activity's item there.
CREATE FUNCTION open_data_venues_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM open_data_touch_activities(array_agg(a.id))
     FROM activities a WHERE a.venue_id IN (SELECT id FROM changed_venues);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The operator's name is every item's organiser.
CREATE FUNCTION open_data_clients_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM open_data_touch_activities(array_agg(a.id))
     FROM activities a
    WHERE a.client_id IN (SELECT n.id FROM new_clients n JOIN old_clients o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER occurrences_open_data_insert AFTER INSERT ON occurrences
  REFERENCING NEW TABLE AS changed_occurrences FOR EACH STATEMENT EXECUTE FUNCTION open_data_occurrences_changed();
--> statement-breakpoint
CREATE TRIGGER occurrences_open_data_update AFTER UPDATE ON occurrences
  REFERENCING NEW TABLE AS changed_occurrences FOR EACH STATEMENT EXECUTE FUNCTION open_data_occurrences_changed();
--> statement-breakpoint
CREATE TRIGGER occurrences_open_data_delete AFTER DELETE ON occurrences
  REFERENCING OLD TABLE AS changed_occurrences FOR EACH STATEMENT EXECUTE FUNCTION open_data_occurrences_removed();
--> statement-breakpoint
CREATE TRIGGER activities_open_data_insert AFTER INSERT ON activities
  REFERENCING NEW TABLE AS changed_activities FOR EACH STATEMENT EXECUTE FUNCTION open_data_activities_changed();
--> statement-breakpoint
CREATE TRIGGER activities_open_data_update AFTER UPDATE ON activities
  REFERENCING NEW TABLE AS changed_activities FOR EACH STATEMENT EXECUTE FUNCTION open_data_activities_changed();
--> statement-breakpoint
CREATE TRIGGER activities_open_data_delete AFTER DELETE ON activities
  REFERENCING OLD TABLE AS changed_activities FOR EACH STATEMENT EXECUTE FUNCTION open_data_activities_removed();
--> statement-breakpoint
CREATE TRIGGER pricing_options_open_data_insert AFTER INSERT ON pricing_options
  REFERENCING NEW TABLE AS changed_prices FOR EACH STATEMENT EXECUTE FUNCTION open_data_prices_changed();
--> statement-breakpoint
CREATE TRIGGER pricing_options_open_data_update AFTER UPDATE ON pricing_options
  REFERENCING NEW TABLE AS changed_prices FOR EACH STATEMENT EXECUTE FUNCTION open_data_prices_changed();
--> statement-breakpoint
CREATE TRIGGER pricing_options_open_data_delete AFTER DELETE ON pricing_options
  REFERENCING OLD TABLE AS changed_prices FOR EACH STATEMENT EXECUTE FUNCTION open_data_prices_changed();
--> statement-breakpoint
CREATE TRIGGER venues_open_data_update AFTER UPDATE ON venues
  REFERENCING NEW TABLE AS changed_venues FOR EACH STATEMENT EXECUTE FUNCTION open_data_venues_changed();
--> statement-breakpoint
CREATE TRIGGER clients_open_data_update AFTER UPDATE ON clients
  REFERENCING OLD TABLE AS old_clients NEW TABLE AS new_clients
  FOR EACH STATEMENT EXECUTE FUNCTION open_data_clients_changed();
--> statement-breakpoint
-- What is already there joins the feeds at once.
SELECT open_data_touch_activities(array_agg(id)) FROM activities;
--> statement-breakpoint
SELECT open_data_touch_occurrences(array_agg(id)) FROM occurrences;
