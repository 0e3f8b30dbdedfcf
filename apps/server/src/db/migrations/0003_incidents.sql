CREATE TABLE "incident_counters" (
	"tenant_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "incident_counters_tenant_id_year_pk" PRIMARY KEY("tenant_id","year")
);
--> statement-breakpoint
ALTER TABLE "incident_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "incident_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"incident_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_events_kind_check" CHECK (kind in ('comment','approval','returned','status'))
);
--> statement-breakpoint
ALTER TABLE "incident_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"incident_number" text NOT NULL,
	"title" text,
	"report_type" text,
	"severity" text DEFAULT 'MEDIUM' NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"reporter_user_id" uuid NOT NULL,
	"location_id" uuid,
	"incident_date" date,
	"incident_time" text,
	"injured_party_name" text,
	"witness_names" text,
	"description" text,
	"nature_of_injury" text,
	"body_part" text,
	"immediate_actions_taken" text,
	"medical_attention_required" boolean DEFAULT false NOT NULL,
	"worksafe_notified" boolean DEFAULT false NOT NULL,
	"police_notified" boolean DEFAULT false NOT NULL,
	"manager_comments" text,
	"returned_reason" text,
	"detailed_description" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"submitted_at" timestamp with time zone,
	"toocs" jsonb,
	"notifiable" text DEFAULT 'no' NOT NULL,
	"notifiable_category" text,
	"notified_at" timestamp with time zone,
	"notified_by" text,
	"notification_method" text,
	"whsq_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incidents_status_check" CHECK (status in ('DRAFT','SUBMITTED','UNDER_REVIEW','INVESTIGATING','COMPLETED','CLOSED')),
	CONSTRAINT "incidents_severity_check" CHECK (severity in ('CRITICAL','HIGH','MEDIUM','LOW')),
	CONSTRAINT "incidents_report_type_check" CHECK (report_type is null or report_type in ('INJURY','ILLNESS','NEAR_MISS','HAZARD','DANGEROUS_INCIDENT','PROPERTY_DAMAGE','ENVIRONMENTAL','SECURITY')),
	CONSTRAINT "incidents_notifiable_check" CHECK (notifiable in ('yes','possible','no')),
	CONSTRAINT "incidents_notifiable_category_check" CHECK (notifiable_category is null or notifiable_category in ('death','serious_injury_or_illness','dangerous_incident')),
	CONSTRAINT "incidents_notification_method_check" CHECK (notification_method is null or notification_method in ('phone','online','written'))
);
--> statement-breakpoint
ALTER TABLE "incidents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "incident_counters" ADD CONSTRAINT "incident_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_events" ADD CONSTRAINT "incident_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_events" ADD CONSTRAINT "incident_events_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_location_id_sites_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_events_tenant_incident_idx" ON "incident_events" USING btree ("tenant_id","incident_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_tenant_number_key" ON "incidents" USING btree ("tenant_id","incident_number");--> statement-breakpoint
CREATE INDEX "incidents_tenant_created_idx" ON "incidents" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "incidents_tenant_status_created_idx" ON "incidents" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "incidents_tenant_reporter_status_idx" ON "incidents" USING btree ("tenant_id","reporter_user_id","status");--> statement-breakpoint
CREATE POLICY "incident_counters_tenant_isolation" ON "incident_counters" AS PERMISSIVE FOR ALL TO "vigil_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "incident_events_tenant_isolation" ON "incident_events" AS PERMISSIVE FOR ALL TO "vigil_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "incidents_tenant_isolation" ON "incidents" AS PERMISSIVE FOR ALL TO "vigil_app" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);