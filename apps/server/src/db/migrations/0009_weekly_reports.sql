CREATE TABLE "weekly_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"week_end" date NOT NULL,
	"report_number" text NOT NULL,
	"total_incidents" integer NOT NULL,
	"safety_incidents" integer NOT NULL,
	"security_incidents" integer NOT NULL,
	"high_severity_count" integer NOT NULL,
	"medium_severity_count" integer NOT NULL,
	"low_severity_count" integer NOT NULL,
	"worksafe_notifications" integer NOT NULL,
	"details" jsonb NOT NULL,
	"status" text DEFAULT 'PUBLISHED' NOT NULL,
	"generated_by" uuid,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_reports_status_check" CHECK (status in ('DRAFT','PUBLISHED')),
	CONSTRAINT "weekly_reports_week_length_check" CHECK (week_end = week_start + 6)
);
--> statement-breakpoint
ALTER TABLE "weekly_reports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "weekly_reports" ADD CONSTRAINT "weekly_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_reports" ADD CONSTRAINT "weekly_reports_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_reports_tenant_week_key" ON "weekly_reports" USING btree ("tenant_id","week_start");--> statement-breakpoint
CREATE INDEX "weekly_reports_tenant_status_week_idx" ON "weekly_reports" USING btree ("tenant_id","status","week_start" DESC NULLS LAST);--> statement-breakpoint
CREATE POLICY "weekly_reports_tenant_isolation" ON "weekly_reports" AS PERMISSIVE FOR ALL TO "vigil_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- FORCE makes the policy apply to the table's owner too (DESIGN section 6), as migration 0002 does.
ALTER TABLE weekly_reports FORCE ROW LEVEL SECURITY;
