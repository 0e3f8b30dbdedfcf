-- The application works as vigil_app: neither superuser nor BYPASSRLS, so row-level security applies
-- to every query it makes (PGlite's default role is a superuser that would ignore every policy).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'vigil_app') THEN
    CREATE ROLE vigil_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
  END IF;
-- Roles are cluster-wide: two databases migrating at once may both try to create it.
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'vigil_app', 'MEMBER') THEN
    EXECUTE format('GRANT vigil_app TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO vigil_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO vigil_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO vigil_app;
