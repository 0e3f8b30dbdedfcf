-- The incident list at scale (1,000,000 rows, 100 tenants): every index leads with tenant_id, and
-- search runs through a SECURITY DEFINER function (DESIGN section 6: under row-level security ILIKE
-- is not leakproof, so it can never use a trigram index as vigil_app).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Default list, deep pages and the total: ordered like the query (created_at desc, id desc) and
-- covering every filter column, so paging and counting are index-only scans (after vacuum).
CREATE INDEX IF NOT EXISTS "incidents_tenant_list_idx" ON "incidents" USING btree
  ("tenant_id", "created_at" DESC, "id" DESC) INCLUDE ("status", "reporter_user_id", "severity", "report_type");
--> statement-breakpoint
-- Reporter filter: one reporter's incidents, already in list order.
CREATE INDEX IF NOT EXISTS "incidents_tenant_reporter_list_idx" ON "incidents" USING btree
  ("tenant_id", "reporter_user_id", "created_at" DESC, "id" DESC) INCLUDE ("status", "severity", "report_type");
--> statement-breakpoint
-- Trigram indexes for search; combined with the tenant btree by a BitmapAnd inside the function.
CREATE INDEX IF NOT EXISTS "incidents_title_trgm_idx" ON "incidents" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "incidents_number_trgm_idx" ON "incidents" USING gin ("incident_number" gin_trgm_ops);
--> statement-breakpoint
-- The ids of the transaction's tenant's incidents whose title, number, reporter name or location
-- name contains p_search (case-insensitive, % and _ literal). It runs as its owner (the migration
-- role, which row-level security does not bind: superuser or BYPASSRLS), so the tenant filter is
-- explicit here, and p_tenant must equal app.tenant_id: a caller cannot ask about another tenant.
CREATE OR REPLACE FUNCTION incident_search_ids(p_tenant uuid, p_search text)
RETURNS SETOF uuid
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = pg_catalog, public, pg_temp
ROWS 200
AS $fn$
DECLARE
  pattern text;
BEGIN
  IF p_tenant IS NULL OR p_search IS NULL OR p_search = ''
     OR p_tenant IS DISTINCT FROM nullif(current_setting('app.tenant_id', true), '')::uuid THEN
    RETURN;
  END IF;
  pattern := '%' || replace(replace(replace(p_search, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  -- EXECUTE plans with the actual pattern, so the planner sees its trigrams.
  RETURN QUERY EXECUTE $q$
    SELECT i.id FROM public.incidents i
     WHERE i.tenant_id = $1 AND (i.title ILIKE $2 OR i.incident_number ILIKE $2)
    UNION
    SELECT i.id FROM public.incidents i
      JOIN public.users u ON u.tenant_id = $1 AND u.id = i.reporter_user_id
     WHERE i.tenant_id = $1 AND (u.first_name || ' ' || u.last_name) ILIKE $2
    UNION
    SELECT i.id FROM public.incidents i
      JOIN public.sites s ON s.tenant_id = $1 AND s.id = i.location_id
     WHERE i.tenant_id = $1 AND s.venue_name ILIKE $2
  $q$ USING p_tenant, pattern;
END
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION incident_search_ids(uuid, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION incident_search_ids(uuid, text) TO vigil_app;
