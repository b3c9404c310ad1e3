-- Two changes 0026 left behind (docs/decisions/055-open-data-feeds.md): an activity whose kind changes (a new
-- booking type, a category of another kind, or its category's kind) and the operator's logo, which every
-- item names in its organiser.

-- Items of a kind an activity no longer has are deleted; its own and its sessions' items are written anew.
CREATE FUNCTION open_data_refile_activities(p_ids integer[]) RETURNS void LANGUAGE sql VOLATILE AS $$
  UPDATE open_data_items i SET modified = open_data_change(), deleted_at = now()
    FROM activities a JOIN activity_categories c ON c.id = a.category_id
   WHERE a.id = ANY(p_ids) AND i.source_id = a.id AND i.deleted_at IS NULL
     AND i.kind IN ('SessionSeries', 'CourseInstance', 'FacilityUse')
     AND i.kind <> open_data_activity_kind(a.booking_type, c.kind);
  UPDATE open_data_items i SET modified = open_data_change(), deleted_at = now()
    FROM occurrences o JOIN activities a ON a.id = o.activity_id JOIN activity_categories c ON c.id = a.category_id
   WHERE a.id = ANY(p_ids) AND i.source_id = o.id AND i.deleted_at IS NULL
     AND i.kind IN ('ScheduledSession', 'Slot')
     AND i.kind IS DISTINCT FROM CASE open_data_activity_kind(a.booking_type, c.kind)
                                   WHEN 'FacilityUse' THEN 'Slot' WHEN 'SessionSeries' THEN 'ScheduledSession' END;
  SELECT open_data_touch_occurrences(array_agg(o.id)) FROM occurrences o WHERE o.activity_id = ANY(p_ids);
$$;
--> statement-breakpoint
CREATE FUNCTION open_data_activities_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM open_data_touch_activity_offers(array_agg(id)) FROM changed_activities;
  PERFORM open_data_refile_activities(array_agg(n.id))
     FROM changed_activities n JOIN old_activities o ON o.id = n.id
    WHERE n.booking_type IS DISTINCT FROM o.booking_type OR n.category_id IS DISTINCT FROM o.category_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER activities_open_data_update ON activities;
--> statement-breakpoint
CREATE TRIGGER activities_open_data_update AFTER UPDATE ON activities
  REFERENCING OLD TABLE AS old_activities NEW TABLE AS changed_activities
  FOR EACH STATEMENT EXECUTE FUNCTION open_data_activities_updated();
--> statement-breakpoint
CREATE FUNCTION open_data_categories_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM open_data_refile_activities(array_agg(a.id))
     FROM activities a
    WHERE a.category_id IN (SELECT n.id FROM new_categories n JOIN old_categories o ON o.id = n.id
                             WHERE n.kind IS DISTINCT FROM o.kind);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER activity_categories_open_data_update AFTER UPDATE ON activity_categories
  REFERENCING OLD TABLE AS old_categories NEW TABLE AS new_categories
  FOR EACH STATEMENT EXECUTE FUNCTION open_data_categories_updated();
--> statement-breakpoint
-- The operator's own theme (no venue) holds the logo its items name.
CREATE FUNCTION open_data_logo_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM open_data_touch_activities(array_agg(a.id))
     FROM activities a
    WHERE a.client_id IN (SELECT n.client_id FROM new_themes n LEFT JOIN old_themes o ON o.id = n.id
                           WHERE n.venue_id IS NULL AND n.theme_app_logo IS DISTINCT FROM o.theme_app_logo);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER themes_open_data_update AFTER UPDATE ON themes
  REFERENCING OLD TABLE AS old_themes NEW TABLE AS new_themes
  FOR EACH STATEMENT EXECUTE FUNCTION open_data_logo_changed();
