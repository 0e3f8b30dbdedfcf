-- FORCE makes the policies apply to the tables' owner too, so no connection role is exempt.
ALTER TABLE sites FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE users FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE user_identities FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE invitations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE sessions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE login_tokens FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE audit_log FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE outbox FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- The audit log is append-only for the application.
REVOKE UPDATE, DELETE ON audit_log FROM vigil_app;
--> statement-breakpoint
-- The tenant directory has no tenant column; the application may read it and register tenants only.
REVOKE DELETE ON tenants FROM vigil_app;
