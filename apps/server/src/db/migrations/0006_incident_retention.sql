-- WHS Act 2011 (Qld) s38(7): the record of a notifiable incident must be kept for at least 5 years
-- from the day notice was given. The database refuses the delete, whatever code path asks for it.
CREATE OR REPLACE FUNCTION incident_retention_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.notified_at IS NOT NULL AND OLD.notified_at > now() - interval '5 years' THEN
    RAISE EXCEPTION 'Incident % was notified to WHSQ on % and must be kept for 5 years (WHS Act 2011 (Qld) s38(7))',
      OLD.incident_number, OLD.notified_at::date
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER incidents_retention_guard BEFORE DELETE ON incidents
  FOR EACH ROW EXECUTE FUNCTION incident_retention_guard();
