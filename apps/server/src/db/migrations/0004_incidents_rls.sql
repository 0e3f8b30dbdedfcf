-- FORCE makes the policies apply to the tables' owner too, so no connection role is exempt (DESIGN section 6).
ALTER TABLE incident_counters FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE incidents FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE incident_events FORCE ROW LEVEL SECURITY;
